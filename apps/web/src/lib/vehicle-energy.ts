import { electricEnergy } from '@portico/contract';

/**
 * The French registry's energy codes the portal names (SIV field P.3), each a text under
 * `vehicle.energy`: electric, petrol, diesel, natural gas and the two petrol-electric hybrids.
 * Any other code shows the model alone rather than a guessed energy.
 */
const namedEnergies = [electricEnergy, 'ES', 'GO', 'GN', 'EE', 'EH'] as const;

export type NamedEnergy = (typeof namedEnergies)[number];

export function namedEnergyOf(code: string): NamedEnergy | null {
  const upper = code.trim().toUpperCase();
  return namedEnergies.find((energy) => energy === upper) ?? null;
}

/** Spec 001 section 9: a French plate is electric when the registry's energy is EL. */
export const isElectricEnergy = (code: string) => namedEnergyOf(code) === electricEnergy;
