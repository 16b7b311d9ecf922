import { describe, expect, it } from 'vitest';
import { isUnder, normalisedPath, pathOf } from './url-path.ts';

describe('url paths', () => {
  it('drops the query string and fragment', () => {
    expect(pathOf('/services/v1/articles/x?lang=fr')).toBe('/services/v1/articles/x');
    expect(pathOf('/fr/#top')).toBe('/fr/');
    expect(pathOf('/plain')).toBe('/plain');
  });

  it('matches a prefix by whole segments', () => {
    expect(isUnder('/services', '/services')).toBe(true);
    expect(isUnder('/services/v1/x', '/services')).toBe(true);
    expect(isUnder('/servicesx', '/services')).toBe(false);
  });

  it.each([
    ['/services/v1/whitelabels', '/services/v1/whitelabels'],
    ['/%73ervices/v1/whitelabels', '/services/v1/whitelabels'],
    ['/%73%65rvices/v1/x?plate=%73', '/services/v1/x'],
    ['/services%2Fv1%2fwhitelabels', '/services/v1/whitelabels'],
    ['/%2573ervices/v1/x', '/services/v1/x'],
    ['//services//v1///x', '/services/v1/x'],
    ['/services/./v1/x', '/services/v1/x'],
    ['/web/../services/v1/x', '/services/v1/x'],
    ['/%2e%2E/services/v1/x', '/services/v1/x'],
    ['/..\\services\\v1', '/services/v1'],
    ['/fr/%E2%82%AC', '/fr/%E2%82%AC'],
    ['/%zz/services', '/%zz/services'],
    ['/', '/'],
  ])('normalises %s as %s', (url, path) => {
    expect(normalisedPath(url)).toBe(path);
  });
});
