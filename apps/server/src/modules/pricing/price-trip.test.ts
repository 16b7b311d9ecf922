import type { VehicleClass } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { a79Gantries, a79Tariffs } from '../../db/seed/demo-road.ts';
import type { EmissionTier, Tariff } from '../road/domain.ts';
import { MissingTariffError } from './errors.ts';
import { priceTrip } from './price-trip.ts';

const road = { gantries: a79Gantries };
const wholeRoadEast = a79Gantries.map((gantry) => gantry.code);
const wholeRoadWest = [...wholeRoadEast].reverse();
// A weekday in March 2026, under the seeded table valid from 1 February 2026.
const at = new Date('2026-03-10T08:00:00Z');

function price(
  gantriesCrossed: readonly string[],
  vehicleClass: VehicleClass,
  emissionTier: EmissionTier | null,
  options: { at?: Date; tariffs?: readonly Tariff[] } = {},
) {
  return priceTrip({
    gantriesCrossed,
    vehicleClass,
    emissionTier,
    at: options.at ?? at,
    tariffs: options.tariffs ?? a79Tariffs,
    road,
  });
}

describe('priceTrip with the seeded 2026 A79 table', () => {
  // The checks of notes/domain.md section 1, in cents.
  it.each<[string, readonly string[], VehicleClass, EmissionTier | null, number]>([
    ['whole road, class 1', wholeRoadEast, 1, 'standard', 420],
    ['whole road, class 1 electric', wholeRoadEast, 1, 'low_emission', 320],
    ['whole road, class 2', wholeRoadEast, 2, 'standard', 640],
    ['whole road, class 5', wholeRoadEast, 5, 'standard', 240],
    ['whole road, class 3 Euro 0-3', wholeRoadEast, 3, 'euro0_3', 1350],
    ['whole road westbound, class 1', wholeRoadWest, 1, 'standard', 420],
    [
      'Le Montet (33) to Montbeugny (29), class 1',
      ['le-montet-est', 'montbeugny-ouest'],
      1,
      'standard',
      220,
    ],
    // Unknown emission data: standard for light classes, Euro 0-3 for heavy ones.
    ['whole road, class 1 of unknown energy', wholeRoadEast, 1, null, 420],
    ['whole road, class 3 of unknown Euro norm', wholeRoadEast, 3, null, 1350],
    ['whole road, class 4 Euro 6-7', wholeRoadEast, 4, 'euro6_7', 430 + 880 + 550],
    // One gantry of a pair is its single price, not the transit.
    ['Molinet Est alone, class 1', ['molinet-est'], 1, 'standard', 40],
    ['Le Montet Est alone, class 3 Euro 5', ['le-montet-est'], 3, 'euro5', 270],
    [
      'Montbeugny pair then Molinet Ouest, class 2',
      ['montbeugny-ouest', 'montbeugny-est', 'molinet-ouest'],
      2,
      'standard',
      280 + 170,
    ],
    ['no gantry (all paid by tag)', [], 1, 'standard', 0],
  ])('%s costs %i cents', (_name, crossed, vehicleClass, tier, ttcCents) => {
    expect(price(crossed, vehicleClass, tier).ttcCents).toBe(ttcCents);
  });

  it('lists one line per toll point and splits the VAT', () => {
    expect(price(['le-montet-ouest', 'le-montet-est', 'montbeugny-ouest'], 1, null)).toEqual({
      ttcCents: 210,
      htCents: 175,
      tvaCents: 35,
      tvaRate: 20,
      emissionTier: 'standard',
      tariffDate: '2026-03-10',
      lines: [
        { tollPoint: { pairCode: 'le-montet' }, priceCents: 100 },
        { tollPoint: { gantryCode: 'montbeugny-ouest' }, priceCents: 110 },
      ],
    });
  });

  it('charges the tier it resolved', () => {
    expect(price(['molinet-est'], 3, null).emissionTier).toBe('euro0_3');
  });
});

describe('priceTrip across a tariff change', () => {
  // A second, dated table: every 2026 price plus 10 cents from 1 February 2027.
  const tariffs: Tariff[] = [
    ...a79Tariffs,
    ...a79Tariffs.map((tariff) => ({
      ...tariff,
      validFrom: '2027-02-01',
      priceCents: tariff.priceCents + 10,
    })),
  ];

  it.each([
    // Paris is UTC+1 in winter: midnight on 1 February is 23:00 UTC on 31 January.
    ['2027-01-31T10:00:00.000Z', 420],
    ['2027-01-31T22:59:59.999Z', 420],
    ['2027-01-31T23:00:00.000Z', 450],
    ['2027-02-01T10:00:00.000Z', 450],
    ['2028-06-01T10:00:00.000Z', 450],
  ])('prices a whole-road class 1 trip at %s at %i cents', (instant, ttcCents) => {
    const result = price(wholeRoadEast, 1, 'standard', { at: new Date(instant), tariffs });
    expect(result.ttcCents).toBe(ttcCents);
  });

  it('reports the Paris date it priced on', () => {
    const result = price(['molinet-est'], 1, null, {
      at: new Date('2027-01-31T23:30:00Z'),
      tariffs,
    });
    expect(result.tariffDate).toBe('2027-02-01');
  });
});

describe('priceTrip without a tariff', () => {
  it('throws before the first table rather than pricing at zero', () => {
    // 31 January 2026, 23:59 in Paris: the seeded table starts the next day.
    const before = new Date('2026-01-31T22:59:00Z');
    expect(() => price(['molinet-est'], 1, null, { at: before })).toThrow(MissingTariffError);
  });

  it('names the toll point, class, tier and date that lack a price', () => {
    const tariffs = a79Tariffs.filter(
      (tariff) => !('pairCode' in tariff.point && tariff.point.pairCode === 'montbeugny'),
    );
    expect(() => price(wholeRoadEast, 2, 'low_emission', { tariffs })).toThrow(
      expect.objectContaining({
        name: 'MissingTariffError',
        tollPoint: { pairCode: 'montbeugny' },
        vehicleClass: 2,
        emissionTier: 'low_emission',
        date: '2026-03-10',
      }),
    );
    // The single gantries alone are still priced.
    expect(price(['montbeugny-ouest'], 2, 'low_emission', { tariffs }).ttcCents).toBe(130);
  });
});
