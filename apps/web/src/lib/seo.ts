import { languages, type Language } from '@portico/contract';
import { switchLanguagePath } from './paths.ts';

/** Inner pages: "Page | Site"; the home page: the site title alone. */
export function documentTitle(pageTitle: string | null, siteTitle: string): string {
  if (!pageTitle) return siteTitle;
  return siteTitle ? `${pageTitle} | ${siteTitle}` : pageTitle;
}

export interface AlternateLink {
  hrefLang: Language | 'x-default';
  href: string;
}

/** Canonical URL of the page in its language, and one alternate per language plus x-default. */
export function seoLinks(origin: string, pathname: string, defaultLanguage: Language) {
  const canonical = `${origin}${pathname}`;
  const alternates: AlternateLink[] = languages.map((language) => ({
    hrefLang: language,
    href: `${origin}${switchLanguagePath(pathname, '', language)}`,
  }));
  alternates.push({
    hrefLang: 'x-default',
    href: `${origin}${switchLanguagePath(pathname, '', defaultLanguage)}`,
  });
  return { canonical, alternates };
}
