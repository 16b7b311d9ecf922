import { isLanguage, type Language } from '@portico/contract';

/** Prefixes an in-app path with the language: "form/payment" and "/form/payment" give "/it/form/payment". */
export function localizedPath(language: Language, path: string): string {
  const [first] = path.replace(/^\/+/, '').split(/[/?#]/);
  if (path.startsWith('/') && isLanguage(first)) return path;
  const rest = path.replace(/^\/+/, '');
  return `/${language}/${rest}`;
}

/** The same page in another language: replaces (or adds) the language segment, keeps the query. */
export function switchLanguagePath(pathname: string, search: string, language: Language): string {
  const segments = pathname.replace(/^\/+/, '').split('/');
  if (isLanguage(segments[0])) segments.shift();
  return `/${language}/${segments.join('/')}${search}`;
}

export function isExternalUrl(url: string): boolean {
  return /^(https?:|mailto:)/i.test(url);
}
