import { useParams } from 'react-router';
import { defaultLanguage, isLanguage, pickLanguage, type Language } from '@portico/contract';

/** The browser's preferred supported language (navigator.languages), else the default. */
export function preferredLanguage(
  nav: Pick<Navigator, 'languages' | 'language'> = navigator,
): Language {
  const list = nav.languages && nav.languages.length > 0 ? nav.languages : [nav.language];
  return pickLanguage(list.filter(Boolean).join(','));
}

/** The language of the current route (/:lang/...). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : defaultLanguage;
}

/**
 * Each language named in itself, so a reader of that language recognises it whatever the page's
 * language: these are not translations and stay out of the locale files.
 */
export const languageAutonyms: Record<Language, string> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  it: 'Italiano',
  es: 'Español',
};

/** Flag pictures are named by lower-case country code (spec); English uses the British flag. */
export const languageFlagCountry: Record<Language, string> = {
  fr: 'fr',
  en: 'gb',
  de: 'de',
  it: 'it',
  es: 'es',
};
