import type { SniffedMediaType } from './sniff.ts';

/**
 * The name a sender gave a file, as it is stored and shown to staff (the operator's claim desk,
 * the support desk's e-mail). Never trusted for anything else: the type comes from the content.
 *
 * Removed (issue 24 items 7 and 13): control characters (NUL, which PostgreSQL cannot store in
 * text, and the rest of C0 and C1), invisible format characters (the bidirectional embeddings,
 * overrides and isolates U+202A-U+202E and U+2066-U+2069, the marks U+200E, U+200F and U+061C,
 * zero-width characters, the byte order mark, tags; Unicode's Cf and Default_Ignorable_Code_Point),
 * line and paragraph separators, and halves of broken surrogate pairs. "photo\u202Egnp.exe"
 * shows as "photoexe.png"; stored, it is "photognp.exe". The rest stays as sent (in NFC, without
 * spaces around it), cut to 255 characters; a name left empty is named by its type.
 */
const invisible = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;

export const fileNameMaxLength = 255;

const extensions: Record<SniffedMediaType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export function storedFileName(sent: string, mediaType: SniffedMediaType): string {
  const visible = sent.replace(invisible, '').normalize('NFC').trim();
  // Cut by code points: a cut through a surrogate pair would leave half a character.
  const cut = Array.from(visible).slice(0, fileNameMaxLength).join('').trimEnd();
  return cut === '' ? `attachment.${extensions[mediaType]}` : cut;
}
