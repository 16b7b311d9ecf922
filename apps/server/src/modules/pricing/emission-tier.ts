import type { VehicleClass } from '@portico/contract';
import type { EmissionTier } from '../road/domain.ts';
import { emissionTiersOf, heavyVehicleClasses } from '../road/domain.ts';

/**
 * The tier a light vehicle (classes 1, 2, 5) pays when nothing says it is electric: low-emission
 * is a discount the vehicle must be known to deserve (French plates: registry energy EL; foreign
 * ones: the driver's declaration).
 */
export const defaultLightEmissionTier: EmissionTier = 'standard';

/**
 * The tier a heavy vehicle (classes 3, 4) pays when its Euro norm is unknown: Euro 0-3, the most
 * expensive one on nearly every toll point. A cheaper default would reward missing data (any
 * operator checking the norm would only ever raise prices), and the driver can contest with the
 * registration document; this is also how Euro-norm tolls usually treat undocumented vehicles.
 */
export const defaultHeavyEmissionTier: EmissionTier = 'euro0_3';

/**
 * The emission tier a vehicle class is priced with, from what is known (a passage's emission data,
 * the registry, a declaration). A tier of the other family says what it can:
 * - a heavy vehicle known as low-emission (electric) is at least as clean as Euro 6-7, the
 *   cleanest tier heavy vehicles have;
 * - a light vehicle known by a Euro norm burns fuel, so it is standard.
 */
export function resolveEmissionTier(
  vehicleClass: VehicleClass,
  known: EmissionTier | null | undefined,
): EmissionTier {
  const heavy = heavyVehicleClasses.includes(vehicleClass);
  if (known && emissionTiersOf(vehicleClass).includes(known)) return known;
  if (heavy) return known === 'low_emission' ? 'euro6_7' : defaultHeavyEmissionTier;
  return defaultLightEmissionTier;
}
