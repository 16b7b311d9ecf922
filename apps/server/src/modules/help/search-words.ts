import type { Language } from '@portico/contract';

/**
 * The words of the help search (issue 26 item 17): what a driver types is cut into words, each
 * folded (lower case, no accents), cut to its stem and widened with its synonyms; a text matches
 * a query word when one of its words starts with one of these forms. So "sbagliata" finds
 * "sbagliato", "rembours" finds "remboursement" and "multa" finds the payment notice.
 */

/** Lower case without accents, so "peage" finds "Péage" and "ÉTRANGER" finds "étranger". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded words of a text; anything but a letter or a digit separates them. */
export function textWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Words that say nothing about the question ("la", "di", "the"): left out of a query. */
const stopWords: Readonly<Record<Language, ReadonlySet<string>>> = {
  fr: new Set([
    'le',
    'la',
    'les',
    'de',
    'des',
    'du',
    'un',
    'une',
    'et',
    'a',
    'au',
    'aux',
    'en',
    'pour',
    'sur',
    'mon',
    'ma',
    'mes',
    'est',
  ]),
  en: new Set(['the', 'a', 'an', 'of', 'to', 'for', 'and', 'my', 'in', 'on', 'is', 'i']),
  de: new Set([
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'ein',
    'eine',
    'einen',
    'und',
    'zu',
    'fur',
    'mit',
    'mein',
    'meine',
    'ist',
    'ich',
  ]),
  it: new Set([
    'il',
    'lo',
    'la',
    'i',
    'gli',
    'le',
    'di',
    'da',
    'del',
    'della',
    'un',
    'una',
    'e',
    'per',
    'con',
    'mio',
    'mia',
    'ho',
    'ha',
  ]),
  es: new Set([
    'el',
    'la',
    'los',
    'las',
    'de',
    'del',
    'un',
    'una',
    'y',
    'en',
    'por',
    'para',
    'con',
    'mi',
    'he',
    'es',
  ]),
};

/** Endings of plural, gender and tense, longest first: "avvisi" and "avviso" share "avvis". */
const endings: Readonly<Record<Language, readonly string[]>> = {
  fr: ['ees', 'es', 'ee', 'e', 's', 'x'],
  en: ['ing', 'ed', 'es', 's', 'e'],
  de: ['en', 'er', 'es', 'em', 'e', 'n', 's'],
  it: ['he', 'hi', 'a', 'e', 'i', 'o'],
  es: ['as', 'es', 'os', 'a', 'e', 'o', 's'],
};

/** A stem keeps at least three letters: "car" stays "car", "peage" becomes "peag". */
const shortestStem = 3;

export function stem(word: string, language: Language): string {
  for (const ending of endings[language]) {
    if (word.endsWith(ending) && word.length - ending.length >= shortestStem) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/**
 * Words a driver uses for what the help texts name otherwise, one group per meaning: a query word
 * of a group finds the texts with any word of it. Few and per language; the help texts stay the
 * operator's own words.
 */
const synonymGroups: Readonly<Record<Language, readonly (readonly string[])[]>> = {
  fr: [
    ['amende', 'contravention', 'pv', 'avis', 'indemnite'],
    ['erreur', 'errone', 'erronee', 'faux', 'fausse', 'mauvaise', 'mauvais'],
    ['plaque', 'immatriculation'],
  ],
  en: [
    ['fine', 'penalty', 'ticket', 'notice', 'indemnity'],
    ['wrong', 'mistake', 'error', 'incorrect', 'misread'],
    ['plate', 'registration'],
  ],
  de: [
    [
      'bussgeld',
      'bußgeld',
      'strafzettel',
      'strafe',
      'zahlungsaufforderung',
      'pauschalentschadigung',
    ],
    ['falsch', 'falsches', 'fehler', 'irrtum'],
    ['kennzeichen', 'nummernschild'],
  ],
  it: [
    ['multa', 'contravvenzione', 'sanzione', 'avviso', 'indennita'],
    ['sbagliata', 'sbagliato', 'errata', 'errato', 'errore'],
    ['targa', 'immatricolazione'],
  ],
  es: [
    ['multa', 'sancion', 'aviso', 'indemnizacion'],
    ['equivocada', 'equivocado', 'erronea', 'error', 'incorrecta'],
    ['matricula', 'placa'],
  ],
};

/** For each language: a stem -> the stems of its group's words. */
const synonymsByStem = new Map(
  Object.entries(synonymGroups).map(([language, groups]) => {
    const byStem = new Map<string, Set<string>>();
    for (const group of groups) {
      const stems = group.map((word) => stem(foldText(word), language as Language));
      for (const one of stems) {
        const known = byStem.get(one) ?? new Set<string>();
        for (const other of stems) known.add(other);
        byStem.set(one, known);
      }
    }
    return [language as Language, byStem];
  }),
);

/** One word of a query: the forms a text's word may hold to match it. */
export interface QueryTerm {
  forms: readonly string[];
  /** German builds compounds ("Mautgebühr"): a form may sit inside a word, not only start it. */
  insideWords: boolean;
}

/** The terms of a query: its words but the empty ones, each a stem and its synonyms' stems. */
export function queryTerms(query: string, language: Language): QueryTerm[] {
  const words = textWords(query);
  const meaningful = words.filter((word) => !stopWords[language].has(word));
  // "la" alone is still a question: without other words the stop words count.
  return (meaningful.length > 0 ? meaningful : words).map((word) => {
    const own = stem(word, language);
    const synonyms = synonymsByStem.get(language)?.get(own) ?? [];
    return { forms: [...new Set([own, ...synonyms])], insideWords: language === 'de' };
  });
}

/** A text's words, for matching: each distinct word once. */
export function indexWords(text: string): readonly string[] {
  return [...new Set(textWords(text))];
}

/** Does one of the words start with (or, in German, hold) one of the term's forms? */
export function hasTerm(words: readonly string[], { forms, insideWords }: QueryTerm): boolean {
  return words.some((word) =>
    forms.some((form) => (insideWords ? word.includes(form) : word.startsWith(form))),
  );
}
