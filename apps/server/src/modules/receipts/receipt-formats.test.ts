import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatWholeMoney,
  formatParisDate,
  formatParisDateTime,
  formatParisDays,
  formatPercent,
} from './receipt-formats.ts';

const nbsp = '\u00a0';
/** The narrow no-break space Intl puts in French amounts and rates; the embedded font has it. */
const nnbsp = '\u202f';

describe('receipt formats', () => {
  it.each([
    ['fr', 1420, `14,20${nbsp}€`],
    ['en', 1420, '€14.20'],
    ['de', 1420, `14,20${nbsp}€`],
    ['it', 1420, `14,20${nbsp}€`],
    ['es', 1420, `14,20${nbsp}€`],
    ['fr', 123456, `1${nnbsp}234,56${nbsp}€`],
    ['de', 123456, `1.234,56${nbsp}€`],
  ] as const)('money in %s: %i cents is %s', (language, cents, shown) => {
    expect(formatMoney(cents, language)).toBe(shown);
  });

  it('writes rates the way each language does', () => {
    expect(formatPercent(20, 'fr')).toBe(`20${nbsp}%`);
    expect(formatPercent(5.5, 'en')).toBe('5.5%');
  });

  it.each([
    ['2025-01-15T07:05:00Z', '15/01/25 08:05'],
    ['2025-07-01T22:30:00Z', '02/07/25 00:30'],
  ])('shows %s in Paris as %s', (utc, paris) => {
    expect(formatParisDateTime(new Date(utc), 'en')).toBe(paris);
  });

  it('shows a day in Paris with its full year', () => {
    expect(formatParisDate(new Date('2025-12-31T23:30:00Z'), 'de')).toBe('01/01/2026');
  });

  it('shows one day once and several as a range from the first to the last', () => {
    const days = [new Date('2025-03-15T16:40:00Z'), new Date('2025-03-14T07:05:00Z')];
    expect(formatParisDays(days, 'fr')).toBe('14/03/2025 – 15/03/2025');
    expect(formatParisDays([days[0] as Date, days[0] as Date], 'fr')).toBe('15/03/2025');
  });

  it('leaves the cents out of whole euros only (a share capital)', () => {
    expect(formatWholeMoney(100_000_000, 'de')).toBe(`1.000.000${nbsp}€`);
    expect(formatWholeMoney(150, 'en')).toBe('€1.50');
  });
});
