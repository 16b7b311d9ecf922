import { type DraftLocalized, languages } from '@portico/contract';
import type { LocalizedText } from '../../../shared/localized.ts';

/**
 * A document's texts <-> the live tables' localized columns: a document holds every language (an
 * empty string where none is written), a column holds trimmed texts or null for "none".
 */

/** The column's text in each language; a language it lacks (or a null column) is empty. */
export const filled = (text: LocalizedText | null): DraftLocalized =>
  Object.fromEntries(
    languages.map((language) => [language, text?.[language] ?? '']),
  ) as DraftLocalized;

/** Trimmed texts; a text empty in every language is stored as null (none shown). */
export const stored = (text: DraftLocalized): LocalizedText | null => {
  const trimmed = Object.fromEntries(
    languages.map((language) => [language, text[language].trim()]),
  ) as DraftLocalized;
  return languages.every((language) => trimmed[language] === '') ? null : trimmed;
};

/** A required text (publication checked every language is written): never null. */
export const storedRequired = (text: DraftLocalized): LocalizedText => stored(text) ?? {};
