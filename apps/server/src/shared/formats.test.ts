import { describe, expect, it } from 'vitest';
import { formatCountry, formatHours, formatMoney, formatParisDateTime } from './formats.ts';

const nbsp = '\u00a0';

describe('formats', () => {
  it('writes money from integer cents in each language', () => {
    expect(formatMoney(420, 'fr')).toBe(`4,20${nbsp}€`);
    expect(formatMoney(420, 'en')).toBe('€4.20');
  });

  it("writes an instant as the spec's dd/MM/yy HH:mm in Paris time, summer and winter", () => {
    expect(formatParisDateTime(new Date('2026-11-22T07:05:00Z'), 'fr')).toBe('22/11/26 08:05');
    expect(formatParisDateTime(new Date('2026-07-01T22:30:00Z'), 'en')).toBe('02/07/26 00:30');
  });

  it.each([
    ['fr', 24, `24${nbsp}heures`],
    ['fr', 1, `1${nbsp}heure`],
    ['en', 1, '1 hour'],
    ['de', 24, '24 Stunden'],
    ['it', 24, '24 ore'],
    ['es', 1, '1 hora'],
  ] as const)('hours in %s: %i is %s', (language, count, words) => {
    expect(formatHours(count, language)).toBe(words);
  });

  it('names a country in the language, and keeps a code it cannot name', () => {
    expect(formatCountry('FR', 'fr')).toBe('France');
    expect(formatCountry('DE', 'it')).toBe('Germania');
    expect(formatCountry('not a region', 'en')).toBe('not a region');
  });
});
