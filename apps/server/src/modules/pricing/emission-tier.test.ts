import type { VehicleClass } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import type { EmissionTier } from '../road/domain.ts';
import { resolveEmissionTier } from './emission-tier.ts';

describe('resolveEmissionTier', () => {
  it.each<[VehicleClass, EmissionTier | null, EmissionTier]>([
    // Light classes: electric pays the low-emission price, the rest standard.
    [1, 'low_emission', 'low_emission'],
    [2, 'low_emission', 'low_emission'],
    [5, 'low_emission', 'low_emission'],
    [1, 'standard', 'standard'],
    [1, null, 'standard'],
    [2, 'euro6_7', 'standard'],
    // Heavy classes: their Euro tier, Euro 0-3 when unknown.
    [3, 'euro4', 'euro4'],
    [4, 'euro6_7', 'euro6_7'],
    [3, null, 'euro0_3'],
    [4, 'standard', 'euro0_3'],
    [4, 'low_emission', 'euro6_7'],
  ])('class %i known as %s pays %s', (vehicleClass, known, tier) => {
    expect(resolveEmissionTier(vehicleClass, known)).toBe(tier);
  });
});
