import i18n, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@portico/contract';
import type fr from '../locales/fr.json';

export type Messages = typeof fr;

/** One chunk per language: only the current language's texts are downloaded. */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  de: () => import('../locales/de.json'),
  it: () => import('../locales/it.json'),
  es: () => import('../locales/es.json'),
};

const sharedOptions = {
  fallbackLng: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const;

/** The texts of one language (its own chunk in the browser). */
export async function loadMessages(language: Language): Promise<Messages> {
  return (await loaders[language]()).default;
}

export const i18nReady = i18n.use(initReactI18next).init({
  ...sharedOptions,
  resources: {},
  partialBundledLanguages: true,
});

/**
 * Server rendering: one instance per language, ready at once (no language switch ever happens on
 * it, so requests in different languages can share the process).
 */
export function createLanguageInstance(language: Language, messages: Messages): I18n {
  const instance = i18n.createInstance();
  void instance.init({
    ...sharedOptions,
    lng: language,
    resources: { [language]: { translation: messages } },
    initAsync: false,
  });
  return instance;
}

export function addMessages(language: Language, messages: Messages): void {
  i18n.addResourceBundle(language, 'translation', messages, true, true);
}

/** Loads the language's texts if needed, then switches i18next and the document to it. */
export async function activateLanguage(language: Language): Promise<void> {
  await i18nReady;
  if (!i18n.hasResourceBundle(language, 'translation')) {
    addMessages(language, await loadMessages(language));
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export { i18n };
