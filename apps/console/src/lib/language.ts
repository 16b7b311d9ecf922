import { defaultLanguage, isLanguage, pickLanguage, type Language } from '@portico/contract';

/** Where the person's choice of language is kept (this browser, this console). */
export const languageStorageKey = 'portico.console.language';

/** The language chosen before, else the browser's first supported one, else French. */
export function initialLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (a private window's policy): the browser's language decides.
  }
  const preferred = window.navigator.languages?.length
    ? window.navigator.languages.join(',')
    : window.navigator.language;
  return preferred ? pickLanguage(preferred) : defaultLanguage;
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Not kept: the choice lasts until the page is reloaded.
  }
}
