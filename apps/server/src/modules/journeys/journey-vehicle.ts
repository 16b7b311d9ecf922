import type { VehicleClass } from '@portico/contract';
import type { EmissionTier } from '../road/domain.ts';
import { emissionTiersOf } from '../road/domain.ts';
import type { Passage } from './passage.ts';

/**
 * Vehicle classes from the lightest to the heaviest: 5 (motorcycle) is the smallest vehicle even
 * though its number is the highest, then 1 to 4 by height, weight and axles.
 */
const classesByWeight: readonly VehicleClass[] = [5, 1, 2, 3, 4];

/**
 * The class of a journey is the heaviest one read on its passages. A vehicle keeps its class for
 * the whole trip, so disagreeing reads are misreads, and a classifier misses a feature (an axle
 * hidden by another vehicle, a trailer, the height of a roof box) far more often than it invents
 * one. Taking the heaviest also does not depend on the order passages arrived in, and the driver
 * can contest a wrong class with a claim.
 */
export function journeyVehicleClass(passages: readonly Passage[]): VehicleClass {
  let heaviest: VehicleClass | undefined;
  for (const { vehicleClass } of passages) {
    if (heaviest === undefined || weight(vehicleClass) > weight(heaviest)) heaviest = vehicleClass;
  }
  if (heaviest === undefined) throw new RangeError('a journey has at least one passage');
  return heaviest;
}

function weight(vehicleClass: VehicleClass): number {
  return classesByWeight.indexOf(vehicleClass);
}

/**
 * The emission tier of a journey: of the tiers its passages know that fit its class, the most
 * polluting (standard before low-emission, Euro 0-3 before Euro 4 ...), for the reason the class
 * is the heaviest one. Unknown reads are ignored, so an electric car keeps its discount when one
 * gantry missed the data. Null when no passage knows: pricing then applies its default.
 */
export function journeyEmissionTier(
  passages: readonly Passage[],
  vehicleClass: VehicleClass,
): EmissionTier | null {
  const tiers = emissionTiersOf(vehicleClass);
  const known = new Set(passages.map((passage) => passage.emission));
  return tiers.find((tier) => known.has(tier)) ?? null;
}
