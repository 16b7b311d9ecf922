import { parisDate, vatBreakdown, type VehicleClass } from '@portico/contract';
import type { EmissionTier, Tariff, TollPoint } from '../road/domain.ts';
import { tollPointPrice } from '../road/domain.ts';
import { resolveEmissionTier } from './emission-tier.ts';
import { MissingTariffError } from './errors.ts';
import type { PricedGantry } from './toll-points.ts';
import { tollPointsOf } from './toll-points.ts';

export interface TripToPrice {
  /** Codes of the gantries crossed, in the order of travel. */
  gantriesCrossed: readonly string[];
  vehicleClass: VehicleClass;
  /** Null when unknown: priced with the class's default tier (see emission-tier.ts). */
  emissionTier: EmissionTier | null;
  /** When the trip happened; the tariff is the one valid on that day in Paris. */
  at: Date;
  tariffs: readonly Tariff[];
  /** The road's gantries, to know which ones form a pair. */
  road: { gantries: readonly PricedGantry[] };
}

export interface PriceLine {
  tollPoint: TollPoint;
  priceCents: number;
}

export interface TripPrice {
  ttcCents: number;
  /** ttc / 1.2 rounded half up to the cent; ht + tva always gives back ttc (the contract's rule). */
  htCents: number;
  tvaCents: number;
  /** Percent, as the spec's `tva` field shows it. */
  tvaRate: number;
  /** The tier actually charged, after defaults. */
  emissionTier: EmissionTier;
  /** The Paris date the tariffs were looked up for (YYYY-MM-DD). */
  tariffDate: string;
  lines: PriceLine[];
}

/**
 * The toll of one trip in integer cents incl. VAT, line by line: each gantry's single price, or a
 * pair's transit price when both its gantries were crossed; each line from the tariff with the
 * latest validity start on or before the trip's Paris date (prices change every 1 February, at
 * midnight in Paris, not in UTC). Throws MissingTariffError rather than price a toll point at zero.
 */
export function priceTrip(trip: TripToPrice): TripPrice {
  const emissionTier = resolveEmissionTier(trip.vehicleClass, trip.emissionTier);
  const tariffDate = parisDate(trip.at);
  const lines = tollPointsOf(trip.gantriesCrossed, trip.road.gantries).map((tollPoint) => {
    const query = { point: tollPoint, vehicleClass: trip.vehicleClass, emissionTier };
    const priceCents = tollPointPrice(trip.tariffs, { ...query, date: tariffDate });
    if (priceCents === undefined) {
      throw new MissingTariffError(tollPoint, trip.vehicleClass, emissionTier, tariffDate);
    }
    return { tollPoint, priceCents };
  });
  const ttcCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const vat = vatBreakdown(ttcCents);
  return {
    ttcCents,
    htCents: vat.htPrice,
    tvaCents: vat.tvaPrice,
    tvaRate: vat.tva,
    emissionTier,
    tariffDate,
    lines,
  };
}
