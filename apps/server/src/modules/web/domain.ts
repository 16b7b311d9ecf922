import { isUnder } from '../../shared/url-path.ts';

/**
 * Which requests the web app's index.html answers (the single-page app's client-side routes), and
 * which stay plain 404s. Pure rules, tested without a server.
 */

/** Paths the server owns: never the web app, even when missing. */
export const serverPaths = [
  '/services',
  '/media',
  '/healthz',
  '/readyz',
  // The PSP simulators and the dev mailbox, when served: never the web app.
  '/psp-simulator',
  '/dev',
  // The operator console (modules/console), a browser app of its own.
  '/operator',
] as const;

export function isServerPath(path: string): boolean {
  return serverPaths.some((prefix) => isUnder(path, prefix));
}

/** "/assets/app.js", "/robots.txt": the last segment has an extension, so it names a file. */
export function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

/**
 * Whether a client takes an HTML answer: browsers say text/html; curl, crawlers and link checkers
 * often say nothing or any type. Only a client that asks for something else (an API client
 * wanting JSON) is refused the page.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  const value = (accept ?? '').trim();
  return value === '' || /(^|,)\s*(text\/html|text\/\*|\*\/\*)\s*(;|,|$)/.test(value);
}

/**
 * A client navigating to an in-app route (/{lang}/..., or an unknown path the app sends home):
 * a GET that takes HTML, outside the server's paths, that does not name a file.
 */
export function wantsAppPage(request: { path: string; accept: string | undefined }): boolean {
  return acceptsHtml(request.accept) && !isServerPath(request.path) && !looksLikeFile(request.path);
}

/** Long cache for content-hashed bundles, none for the page that names them. */
export function cacheControlFor(file: string): string {
  if (file === 'index.html') return 'no-cache';
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
