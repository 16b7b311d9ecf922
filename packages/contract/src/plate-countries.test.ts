import { describe, expect, it } from 'vitest';
import {
  defaultPlateCountry,
  isPlateCountry,
  plateCountryCodes,
  plateCountryForLanguage,
} from './plate-countries.ts';

describe('plate countries', () => {
  it('holds about 50 European-centred countries, FR by default, without duplicates', () => {
    expect(plateCountryCodes.length).toBeGreaterThanOrEqual(45);
    expect(plateCountryCodes.length).toBeLessThanOrEqual(60);
    expect(new Set(plateCountryCodes).size).toBe(plateCountryCodes.length);
    expect(isPlateCountry(defaultPlateCountry)).toBe(true);
    for (const code of ['FR', 'IT', 'DE', 'ES', 'BE', 'CH', 'GB', 'NL', 'PT', 'PL']) {
      expect(isPlateCountry(code)).toBe(true);
    }
  });

  it('knows only upper-case ISO codes that every browser can name', () => {
    const names = new Intl.DisplayNames(['it'], { type: 'region', fallback: 'none' });
    for (const code of plateCountryCodes) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(names.of(code)).toBeTruthy();
    }
    expect(isPlateCountry('fr')).toBe(false);
    expect(isPlateCountry('US')).toBe(false);
  });
});

describe('the plate country a lookup starts with, by the page language (issue 26 item 2)', () => {
  it.each([
    ['it', 'IT'],
    ['de', 'DE'],
    ['es', 'ES'],
    ['fr', 'FR'],
    // English names no country: the operator's default.
    ['en', defaultPlateCountry],
  ] as const)('%s starts with %s', (language, country) => {
    expect(plateCountryForLanguage(language)).toBe(country);
  });
});
