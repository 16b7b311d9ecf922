import { describe, expect, it } from 'vitest';
import { isExternalUrl, localizedPath, switchLanguagePath } from './paths.ts';

describe('paths', () => {
  it.each([
    ['form/payment', '/it/form/payment'],
    ['/form/payment', '/it/form/payment'],
    ['/', '/it/'],
    ['', '/it/'],
    ['/fr/alert', '/fr/alert'],
  ])('localizedPath(it, %s) is %s', (path, expected) => {
    expect(localizedPath('it', path)).toBe(expected);
  });

  it.each([
    ['/it/', '', 'fr', '/fr/'],
    ['/it', '', 'de', '/de/'],
    ['/it/help/pagamento', '?q=1', 'en', '/en/help/pagamento?q=1'],
  ] as const)('switchLanguagePath(%s, %s, %s) is %s', (pathname, search, language, expected) => {
    expect(switchLanguagePath(pathname, search, language)).toBe(expected);
  });

  it('tells external URLs from in-app routes', () => {
    expect(isExternalUrl('https://aliae.com')).toBe(true);
    expect(isExternalUrl('http://aliae.com')).toBe(true);
    expect(isExternalUrl('mailto:help@aliae.com')).toBe(true);
    expect(isExternalUrl('/free-flow')).toBe(false);
    expect(isExternalUrl('help')).toBe(false);
  });
});
