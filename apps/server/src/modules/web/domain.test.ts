import { describe, expect, it } from 'vitest';
import {
  acceptsHtml,
  cacheControlFor,
  isServerPath,
  looksLikeFile,
  wantsAppPage,
} from './domain.ts';

const html = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('web app fallback', () => {
  it.each(['/fr/', '/it/help/payment', '/de/free-flow-how-it-works', '/no-such-page'])(
    'answers the app page for a browser navigating to %s',
    (path) => {
      expect(wantsAppPage({ path, accept: html })).toBe(true);
    },
  );

  it.each(['/services/v1/nope', '/services', '/media/a79/x', '/healthz', '/readyz'])(
    'never answers the app page for the server path %s',
    (path) => {
      expect(isServerPath(path)).toBe(true);
      expect(wantsAppPage({ path, accept: html })).toBe(false);
    },
  );

  it('leaves missing files and non-HTML requests to a plain 404', () => {
    expect(wantsAppPage({ path: '/assets/nope.js', accept: html })).toBe(false);
    expect(wantsAppPage({ path: '/fr/', accept: 'application/json' })).toBe(false);
    expect(wantsAppPage({ path: '/fr/', accept: 'image/avif,image/webp' })).toBe(false);
    expect(looksLikeFile('/robots.txt')).toBe(true);
    expect(looksLikeFile('/fr/v1.2/page')).toBe(false);
  });

  it('caches hashed bundles for a year and the page not at all', () => {
    expect(cacheControlFor('assets/index-abc123.js')).toContain('immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('public, max-age=3600');
  });
});

describe('acceptsHtml', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['*/*', true],
    ['text/*', true],
    ['text/html', true],
    ['application/json, */*;q=0.1', true],
    ['text/html;q=0.9,application/xhtml+xml', true],
    ['application/json', false],
    ['text/plain', false],
    ['image/*', false],
  ])('%j -> %s', (accept, expected) => {
    expect(acceptsHtml(accept)).toBe(expected);
  });
});
