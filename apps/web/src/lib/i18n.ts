import i18n from 'i18next';
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

export const i18nReady = i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  fallbackLng: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export function addMessages(language: Language, messages: Messages): void {
  i18n.addResourceBundle(language, 'translation', messages, true, true);
}

/** Loads the language's texts if needed, then switches i18next and the document to it. */
export async function activateLanguage(language: Language): Promise<void> {
  await i18nReady;
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const messages = await loaders[language]();
    addMessages(language, messages.default);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18n };
