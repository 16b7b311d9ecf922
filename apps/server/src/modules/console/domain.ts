import { isUnder } from '../../shared/url-path.ts';
import { looksLikeFile } from '../web/domain.ts';

/** Where the operator console lives: its pages and its files, never the portal's. */
export const consolePrefix = '/operator';

export function isConsolePath(path: string): boolean {
  return isUnder(path, consolePrefix);
}

/**
 * What a path under /operator/ names: a built file of the console (its hashed assets), or one of
 * its pages, which the browser-rendered app draws from index.html.
 */
export type ConsoleTarget = { kind: 'file'; file: string } | { kind: 'page' };

export function consoleTargetOf(path: string): ConsoleTarget {
  const inside = path.slice(consolePrefix.length).replace(/^\/+/, '');
  return looksLikeFile(path) ? { kind: 'file', file: inside } : { kind: 'page' };
}

/**
 * index.html is never kept (a new release's assets take over at once, and the page is a signed-in
 * one); the hashed assets are kept for good; anything else the build puts beside them, an hour.
 */
export function consoleCacheControl(file: string): string {
  if (file === 'index.html') return 'no-store';
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
