import { electricEnergy } from '@portico/contract';
import type { EmissionTier } from '../road/domain.ts';

/**
 * Whose plates the vehicle registry knows the energy of: France's registry (SIV), so a French
 * plate's tier comes from it and the driver's box is not asked (spec 001 section 9).
 */
export const registryCountry = 'FR';

/**
 * What is known of a prepaid vehicle's emissions, before its class decides the tier
 * (resolveEmissionTier): a French plate is electric when the registry says energy EL, whatever
 * the driver ticked; a foreign plate when the driver ticked "electric". Null when nothing says it
 * is electric: the class's default tier (standard for light vehicles, Euro 0-3 for heavy ones).
 */
export function declaredEmissionTier(vehicle: {
  countryCode: string;
  /** The registry's energy code of the plate, null when the registry lacks it. */
  registryEnergy: string | null;
  /** The driver's "electric" box; undefined when not sent. */
  electric: boolean | undefined;
}): EmissionTier | null {
  const electric =
    vehicle.countryCode === registryCountry
      ? vehicle.registryEnergy === electricEnergy
      : vehicle.electric === true;
  return electric ? 'low_emission' : null;
}
