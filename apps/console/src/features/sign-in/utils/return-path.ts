/** The pages a person is never sent back to after signing in. */
const entryPages = ['/sign-in', '/enrol'];

/**
 * Where to go after signing in: the console page the person came from (`?from=/claims`), only
 * when it is a path of this app; anything else (another site, `//host`, a scheme, a back-slash
 * trick, an over-long value) goes home.
 */
export function returnPathOf(from: string | null): string {
  if (from === null || from.length > 300) return '/';
  if (!from.startsWith('/') || from.startsWith('//') || /[\\\s\p{Cc}]/u.test(from)) return '/';
  const url = new URL(from, 'https://console.invalid');
  if (url.origin !== 'https://console.invalid') return '/';
  if (entryPages.includes(url.pathname)) return '/';
  return `${url.pathname}${url.search}`;
}
