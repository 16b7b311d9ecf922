import { expect } from 'vitest';
import {
  type EmissionTier,
  type Tariff,
  type TollPoint,
  tollPointPrice,
  type VehicleClass,
} from '../../src/modules/road/domain.ts';

/**
 * notes/domain.md's checks of the 2026 table, in its own words and numbers: "the whole road (three
 * transits) costs 4.20 for class 1 (3.20 electric), 6.40 class 2, 2.40 class 5, 13.50 class 3
 * Euro 0-3. Le Montet to Montbeugny class 1 costs 2.20."
 */
const wholeRoad: TollPoint[] = [
  { pairCode: 'le-montet' },
  { pairCode: 'montbeugny' },
  { pairCode: 'molinet' },
];
const leMontetToMontbeugny: TollPoint[] = [
  { gantryCode: 'le-montet-est' },
  { gantryCode: 'montbeugny-ouest' },
];

export const a79PriceChecks: {
  trip: string;
  points: TollPoint[];
  vehicleClass: VehicleClass;
  emissionTier: EmissionTier;
  cents: number;
}[] = [
  { trip: 'whole road', points: wholeRoad, vehicleClass: 1, emissionTier: 'standard', cents: 420 },
  {
    trip: 'whole road',
    points: wholeRoad,
    vehicleClass: 1,
    emissionTier: 'low_emission',
    cents: 320,
  },
  { trip: 'whole road', points: wholeRoad, vehicleClass: 2, emissionTier: 'standard', cents: 640 },
  { trip: 'whole road', points: wholeRoad, vehicleClass: 5, emissionTier: 'standard', cents: 240 },
  { trip: 'whole road', points: wholeRoad, vehicleClass: 3, emissionTier: 'euro0_3', cents: 1350 },
  {
    trip: 'Le Montet to Montbeugny',
    points: leMontetToMontbeugny,
    vehicleClass: 1,
    emissionTier: 'standard',
    cents: 220,
  },
];

/** Sums the toll points of a trip on the first day of the 2026 tariffs. */
export function tripPriceCents(
  tariffs: readonly Tariff[],
  check: (typeof a79PriceChecks)[number],
): number {
  return check.points.reduce((total, point) => {
    const price = tollPointPrice(tariffs, {
      point,
      vehicleClass: check.vehicleClass,
      emissionTier: check.emissionTier,
      date: '2026-02-01',
    });
    expect(price, JSON.stringify(point)).toBeTypeOf('number');
    return total + (price ?? 0);
  }, 0);
}
