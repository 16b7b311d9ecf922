import type { Language } from '@portico/contract';
import { localize, localizeOptional, type LocalizedText } from './localized.ts';

/** A white-label's page of a title, a text and a picture, as its table stores it. */
export interface PicturePageRow {
  title: LocalizedText;
  text: LocalizedText;
  picture: string | null;
  pictureAlt: LocalizedText | null;
}

/** Such a page in a language, as the API answers it (the sign-in and prepayment pages). */
export interface PicturePage {
  title: string | null;
  text: string | null;
  picture: string | null;
  pictureAlt: string | null;
}

/**
 * The page in `language` (French when a text lacks it). Without a row every field is null: the
 * portal shows its own texts and no picture. A picture without alternative text is decoration.
 */
export function presentPicturePage(row: PicturePageRow | null, language: Language): PicturePage {
  if (!row) return { title: null, text: null, picture: null, pictureAlt: null };
  return {
    title: localize(row.title, language),
    text: localize(row.text, language),
    picture: row.picture,
    pictureAlt: row.picture === null ? null : localizeOptional(row.pictureAlt, language),
  };
}
