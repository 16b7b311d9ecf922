/**
 * Up2Pay's 3-D Secure documentation lists plain ASCII for the PBX_BILLING texts, and both official
 * modules (Verifone's, Crédit Agricole's) strip accents before sending them (issue 26 item 18):
 * an accented or typographic character may be refused or mangled into `?` on the bank's side. We
 * transliterate rather than drop, so "Brzęczyszczykiewicz-Żółtowska" reaches the 3-D Secure
 * server as "Brzeczyszczykiewicz-Zoltowska", and "l’Église" as "l'Eglise".
 */

/** Letters that Unicode does not decompose into a base letter plus accents. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŀ: 'l',
  Ŀ: 'L',
};

/** Typographic punctuation and spaces, to their typewriter form. */
const PUNCTUATION: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u02bc': "'",
  '\u2032': "'",
  '\u00b4': "'",
  '`': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u00b0': 'o',
  '\u00ba': 'o',
  '\u00aa': 'a',
};

/** Combining marks, left once NFD has split a letter from its accents. */
const COMBINING = /\p{M}/gu;
/** Any space (no-break, thin, ideographic...) becomes a plain one. */
const SPACES = /\p{Zs}/gu;

/**
 * Printable ASCII: accents removed, the letters and punctuation above replaced, anything else
 * (other scripts, symbols) dropped, spaces collapsed. Apostrophes, hyphens and slashes stay: they
 * are part of names ("D'Angelo", "Menard-L'Hote") and addresses ("12/3").
 */
export function asciiText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFD').replace(COMBINING, '').replace(SPACES, ' ')) {
    const mapped = LETTERS[char] ?? PUNCTUATION[char] ?? char;
    out += mapped;
  }
  return out
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}
