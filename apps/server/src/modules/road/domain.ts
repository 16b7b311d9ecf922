/**
 * Vocabulary of the road (notes/domain.md section 1): vehicle classes and the emission tiers each
 * class is priced by. Classes 1, 2 and 5 have a standard and a low-emission (electric) price;
 * heavy classes 3 and 4 are priced by Euro norm.
 */
export const vehicleClasses = [1, 2, 3, 4, 5] as const;
export type VehicleClass = (typeof vehicleClasses)[number];

export const lightEmissionTiers = ['standard', 'low_emission'] as const;
export const heavyEmissionTiers = ['euro0_3', 'euro4', 'euro5', 'euro6_7'] as const;
export const emissionTiers = [...lightEmissionTiers, ...heavyEmissionTiers] as const;
export type EmissionTier = (typeof emissionTiers)[number];

export const heavyVehicleClasses: readonly VehicleClass[] = [3, 4];

export function emissionTiersOf(vehicleClass: VehicleClass): readonly EmissionTier[] {
  return heavyVehicleClasses.includes(vehicleClass) ? heavyEmissionTiers : lightEmissionTiers;
}

/** Which way a gantry of a pair faces along the road (west to east). */
export const gantrySides = ['ouest', 'est'] as const;
export type GantrySide = (typeof gantrySides)[number];

/** A toll point: one gantry, or the transit of a pair (both its gantries crossed in one trip). */
export type TollPoint = { gantryCode: string } | { pairCode: string };

/** A price in integer cents incl. VAT, valid from a date (YYYY-MM-DD) until the next one. */
export interface Tariff {
  point: TollPoint;
  vehicleClass: VehicleClass;
  emissionTier: EmissionTier;
  validFrom: string;
  priceCents: number;
}

export function sameTollPoint(a: TollPoint, b: TollPoint): boolean {
  if ('gantryCode' in a) return 'gantryCode' in b && a.gantryCode === b.gantryCode;
  return 'pairCode' in b && a.pairCode === b.pairCode;
}

/**
 * The price of one toll point for a class and tier on a date (YYYY-MM-DD): the row with the latest
 * validity start on or before that date, since prices change every 1 February.
 */
export function tollPointPrice(
  tariffs: readonly Tariff[],
  query: { point: TollPoint; vehicleClass: VehicleClass; emissionTier: EmissionTier; date: string },
): number | undefined {
  let best: Tariff | undefined;
  for (const tariff of tariffs) {
    if (!sameTollPoint(tariff.point, query.point)) continue;
    if (tariff.vehicleClass !== query.vehicleClass || tariff.emissionTier !== query.emissionTier)
      continue;
    // ISO dates compare correctly as strings.
    if (tariff.validFrom > query.date) continue;
    if (!best || tariff.validFrom > best.validFrom) best = tariff;
  }
  return best?.priceCents;
}
