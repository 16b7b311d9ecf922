import { describe, expect, it } from 'vitest';
import { pickLanguage, isLanguage } from './languages.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'fr'],
    ['', 'fr'],
    ['it', 'it'],
    ['it-CH', 'it'],
    ['DE-de,de;q=0.9', 'de'],
    ['nl-NL,nl;q=0.9,en;q=0.8', 'en'],
    ['en;q=0.3, es;q=0.7', 'es'],
    ['es;q=0, it;q=0.2', 'it'],
    ['xx, yy;q=0.5', 'fr'],
    ['*', 'fr'],
    ['en;q=abc, de;q=0.5', 'de'],
  ])('%s -> %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });

  it('keeps header order between equal weights', () => {
    expect(pickLanguage('es, it')).toBe('es');
    expect(pickLanguage('it, es')).toBe('it');
  });
});

describe('isLanguage', () => {
  it('accepts only the five portal languages', () => {
    expect(['fr', 'en', 'de', 'it', 'es'].every(isLanguage)).toBe(true);
    expect(isLanguage('pt')).toBe(false);
    expect(isLanguage('FR')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
