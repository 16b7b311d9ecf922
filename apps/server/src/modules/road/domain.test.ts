import { describe, expect, it } from 'vitest';
import { emissionTiersOf, type Tariff, tollPointPrice } from './domain.ts';

const point = { gantryCode: 'g1' };
const tariffs: Tariff[] = [
  { point, vehicleClass: 1, emissionTier: 'standard', validFrom: '2025-02-01', priceCents: 100 },
  { point, vehicleClass: 1, emissionTier: 'standard', validFrom: '2026-02-01', priceCents: 110 },
  {
    point: { pairCode: 'g1' },
    vehicleClass: 1,
    emissionTier: 'standard',
    validFrom: '2026-02-01',
    priceCents: 999,
  },
];

describe('road vocabulary', () => {
  it('prices light classes by emission and heavy ones by Euro norm', () => {
    expect(emissionTiersOf(1)).toEqual(['standard', 'low_emission']);
    expect(emissionTiersOf(5)).toEqual(['standard', 'low_emission']);
    expect(emissionTiersOf(3)).toEqual(['euro0_3', 'euro4', 'euro5', 'euro6_7']);
  });
});

describe('tollPointPrice', () => {
  const query = { point, vehicleClass: 1 as const, emissionTier: 'standard' as const };

  it('uses the tariff valid on the date', () => {
    expect(tollPointPrice(tariffs, { ...query, date: '2025-06-30' })).toBe(100);
    expect(tollPointPrice(tariffs, { ...query, date: '2026-01-31' })).toBe(100);
    expect(tollPointPrice(tariffs, { ...query, date: '2026-02-01' })).toBe(110);
  });

  it('answers undefined before the first tariff or for another class', () => {
    expect(tollPointPrice(tariffs, { ...query, date: '2024-12-31' })).toBeUndefined();
    expect(
      tollPointPrice(tariffs, { ...query, vehicleClass: 2, date: '2026-03-01' }),
    ).toBeUndefined();
  });

  it('does not mistake a pair transit for a gantry of the same code', () => {
    expect(
      tollPointPrice(tariffs, { ...query, point: { pairCode: 'g1' }, date: '2026-03-01' }),
    ).toBe(999);
  });
});
