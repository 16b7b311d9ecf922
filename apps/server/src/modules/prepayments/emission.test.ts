import { describe, expect, it } from 'vitest';
import { declaredEmissionTier } from './emission.ts';

describe('declaredEmissionTier', () => {
  it.each([
    // French plates: the registry decides, the box is ignored.
    ['FR', 'EL', undefined, 'low_emission'],
    ['FR', 'EL', false, 'low_emission'],
    ['FR', 'ES', true, null],
    ['FR', 'GO', undefined, null],
    ['FR', null, true, null],
    // Foreign plates: the driver's box decides, a registry entry is not read as theirs.
    ['IT', null, true, 'low_emission'],
    ['DE', 'EL', undefined, null],
    ['BE', null, false, null],
  ] as const)(
    '%s plate, registry %s, box %s: %s',
    (countryCode, registryEnergy, electric, tier) => {
      expect(declaredEmissionTier({ countryCode, registryEnergy, electric })).toBe(tier);
    },
  );
});
