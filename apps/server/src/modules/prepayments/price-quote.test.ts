import type { VehicleClass } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { a79Gantries, a79Gates, a79Tariffs } from '../../db/seed/demo-road.ts';
import { MissingTariffError } from '../pricing/errors.ts';
import type { EmissionTier } from '../road/domain.ts';
import { type PricedRoad, quotePrepaidTrip } from './price-quote.ts';

// A second, dated table: every 2026 price plus 10 cents from 1 February 2027.
const road: PricedRoad = {
  gates: a79Gates,
  layout: { gantries: a79Gantries },
  tariffs: [
    ...a79Tariffs,
    ...a79Tariffs.map((tariff) => ({
      ...tariff,
      validFrom: '2027-02-01',
      priceCents: tariff.priceCents + 10,
    })),
  ],
};

const june2026 = new Date('2026-06-01T10:00:00Z');

function total(
  inCode: string,
  outCode: string,
  vehicleClass: VehicleClass = 1,
  emissionTier: EmissionTier | null = null,
  at: Date = june2026,
): number | string {
  const trip = { inCode, outCode, vehicleClass, emissionTier, at, language: 'fr' as const };
  const quote = quotePrepaidTrip(road, trip);
  return quote.ok ? quote.price.total : `unknown ${quote.unknownGate}`;
}

describe('quotePrepaidTrip: the gate rules of spec 001 section 5', () => {
  it.each([
    // The whole road both ways, whichever name its ends go by.
    ['A71', 'RN79', 420],
    ['34', '23', 420],
    ['A71', '23', 420],
    ['RN79', 'A71', 420],
    ['23', '34', 420],
    // 30-32 is gate 30, 25-28 gate 25: Le Montet Est + Montbeugny pair.
    ['33', '25-28', 110 + 190],
    ['25-28', '33', 110 + 190],
    ['30-32', '29', 110],
    ['29', '24', 100 + 120],
  ])('%s to %s costs %i cents (class 1)', (inCode, outCode, cents) => {
    expect(total(inCode, outCode)).toBe(cents);
  });

  it.each([
    ['A71', '34'],
    ['34', 'A71'],
    ['RN79', '23'],
    ['23', 'RN79'],
    ['33', '33'],
    ['30-32', '30-32'],
    ['25-28', '25-28'],
  ])('%s to %s is the same gate: 0', (inCode, outCode) => {
    expect(total(inCode, outCode)).toBe(0);
  });

  // Issue 26 item 6: the prepaid trips' gates are named as on the trips lists, in the language.
  it('names the gates as asked, by the road, with their names in the language', () => {
    expect(
      quotePrepaidTrip(road, {
        inCode: 'A71',
        outCode: '30-32',
        vehicleClass: 1,
        emissionTier: null,
        at: june2026,
        language: 'it',
      }),
    ).toEqual({
      ok: true,
      price: {
        total: 100,
        in: { id: 'A71', label: 'A71', name: 'Montmarault' },
        out: { id: '30-32', label: '30-32', name: 'Toulon-sur-Allier' },
      },
    });
  });

  it.each([
    ['31', '23', 'in'],
    ['34', '25', 'out'],
    ['a71', '23', 'in'],
    ['34', 'A6', 'out'],
    ['', '23', 'in'],
  ])('%s to %s: unknown %s gate (only the road\u2019s own codes)', (inCode, outCode, which) => {
    expect(total(inCode, outCode)).toBe(`unknown ${which}`);
  });
});

describe('quotePrepaidTrip: classes and emission tiers (notes/domain.md checks)', () => {
  it.each<[VehicleClass, EmissionTier | null, number]>([
    [1, null, 420],
    [1, 'low_emission', 320],
    [2, null, 640],
    [2, 'low_emission', 130 + 220 + 160],
    [3, null, 1350],
    [3, 'low_emission', 270 + 540 + 360],
    [4, null, 480 + 960 + 600],
    [5, null, 240],
    [5, 'low_emission', 40 + 80 + 60],
  ])('whole road, class %i known as %s: %i cents', (vehicleClass, tier, cents) => {
    expect(total('A71', 'RN79', vehicleClass, tier)).toBe(cents);
  });
});

describe('quotePrepaidTrip across the tariff change of 1 February', () => {
  it.each([
    // Paris is UTC+1 in winter: 1 February starts at 23:00 UTC on 31 January.
    ['2027-01-31T22:59:59Z', 420],
    ['2027-01-31T23:00:00Z', 450],
    ['2027-02-01T12:00:00Z', 450],
  ])('whole road class 1 asked at %s: %i cents', (instant, cents) => {
    expect(total('A71', 'RN79', 1, null, new Date(instant))).toBe(cents);
  });

  it('throws before the first table rather than answer a free trip', () => {
    expect(() => total('A71', 'RN79', 1, null, new Date('2026-01-15T12:00:00Z'))).toThrow(
      MissingTariffError,
    );
    // The same gate needs no tariff: nothing is crossed.
    expect(total('A71', '34', 1, null, new Date('2026-01-15T12:00:00Z'))).toBe(0);
  });
});
