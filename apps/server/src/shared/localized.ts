import { defaultLanguage, type Language } from '@portico/contract';

/**
 * A text in the portal's languages, {fr, en, de, it, es}. Typed as partial on purpose: readers
 * fall back to French when a translation is missing instead of trusting the stored shape.
 */
export type LocalizedText = Partial<Record<Language, string>>;

/** The text in `language`, else French (the portal's default), else empty. */
export function localize(text: LocalizedText, language: Language): string {
  return text[language] || text[defaultLanguage] || '';
}

/** Same, for optional texts: null stays null. */
export function localizeOptional(text: LocalizedText | null, language: Language): string | null {
  return text === null ? null : localize(text, language);
}
