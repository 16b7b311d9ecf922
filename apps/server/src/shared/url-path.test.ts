import { describe, expect, it } from 'vitest';
import { isUnder, pathOf } from './url-path.ts';

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
});
