import { describe, expect, it } from 'vitest';
import { a79PriceChecks, tripPriceCents } from '../../../test/helpers/a79-price-checks.ts';
import { emissionTiersOf, vehicleClasses } from '../../modules/road/domain.ts';
import {
  a79GantryPairs,
  a79Gantries,
  a79Gates,
  a79Tariffs,
  a79TariffsValidFrom,
} from './demo-road.ts';

describe('the A79 road of the demo white-label', () => {
  it("lists the spec's gates west to east with their normalised gate", () => {
    expect(a79Gates.map((gate) => gate.code)).toEqual([
      'A71',
      '34',
      '33',
      '30-32',
      '29',
      '25-28',
      '24',
      '23',
      'RN79',
    ]);
    const normalized = Object.fromEntries(a79Gates.map((gate) => [gate.code, gate.normalizedGate]));
    expect(normalized).toMatchObject({ RN79: '23', A71: '34', '25-28': '25', '30-32': '30' });
    expect(new Set(Object.values(normalized)).size).toBe(7);
  });

  it('chains the six gantries between consecutive normalised gates, two per pair', () => {
    const distinctGates = [...new Set(a79Gates.map((gate) => gate.normalizedGate))];
    expect(a79Gantries.map((gantry) => [gantry.westGate, gantry.eastGate])).toEqual(
      distinctGates.slice(0, -1).map((gate, index) => [gate, distinctGates[index + 1]]),
    );
    for (const pair of a79GantryPairs) {
      expect(
        a79Gantries.filter((gantry) => gantry.pairCode === pair.code).map((g) => g.side),
      ).toEqual(['ouest', 'est']);
    }
  });

  it('prices every toll point for every class and emission tier, in whole cents', () => {
    const tollPoints = a79Gantries.length + a79GantryPairs.length;
    const tiersPerPoint = vehicleClasses.reduce((n, c) => n + emissionTiersOf(c).length, 0);
    expect(a79Tariffs).toHaveLength(tollPoints * tiersPerPoint);
    for (const tariff of a79Tariffs) {
      expect(Number.isInteger(tariff.priceCents)).toBe(true);
      expect(tariff.validFrom).toBe(a79TariffsValidFrom);
    }
  });

  it.each(a79PriceChecks)(
    '$trip, class $vehicleClass $emissionTier costs $cents cents',
    (check) => {
      expect(tripPriceCents(a79Tariffs, check)).toBe(check.cents);
    },
  );
});
