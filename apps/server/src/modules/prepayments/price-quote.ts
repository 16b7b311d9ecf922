import type { JourneyPrice, Language, VehicleClass } from '@portico/contract';
import type { RoadLayout } from '../journeys/road-layout.ts';
import { gateNamer } from '../lookups/domain.ts';
import type { GateRow } from '../lookups/repository.ts';
import { priceTrip } from '../pricing/price-trip.ts';
import { prepaidRoute } from '../pricing/prepayment-route.ts';
import type { EmissionTier, Tariff } from '../road/domain.ts';

/** A white-label's road as a price estimate needs it: its gates, gantries and dated tariffs. */
export interface PricedRoad {
  /** The gates a driver picks from (code, label, and the gate it counts as), west to east. */
  gates: readonly GateRow[];
  layout: RoadLayout;
  tariffs: readonly Tariff[];
}

export interface PrepaidTrip {
  inCode: string;
  outCode: string;
  vehicleClass: VehicleClass;
  /** What is known of the vehicle's emissions (emission.ts); null: the class's default tier. */
  emissionTier: EmissionTier | null;
  /** When the estimate is asked: the tariff valid on that day in Paris prices it. */
  at: Date;
  /** The gates' names are in this language, as on the trips lists (issue 26 item 6). */
  language: Language;
}

export type PrepaidTripQuote =
  { ok: true; price: JourneyPrice } | { ok: false; unknownGate: 'in' | 'out' };

/**
 * The estimate of one prepaid trip (GET /journeys/price): the gates are the road's own codes,
 * counted as the gate they normalise to (spec 001 section 5: 25-28 and 30-32 are one gate, RN79
 * is 23, A71 is 34; the road's gates table says so per white-label); entry and exit at the same
 * gate cost 0 (nothing to buy); otherwise the toll of the gantries between them, priced like a
 * driven trip (pair transits included) at the asked day's tariff. A gate the road lacks is
 * answered as such; a missing tariff throws MissingTariffError (never a free trip).
 */
export function quotePrepaidTrip(road: PricedRoad, trip: PrepaidTrip): PrepaidTripQuote {
  const entry = road.gates.find((gate) => gate.code === trip.inCode);
  if (!entry) return { ok: false, unknownGate: 'in' };
  const exit = road.gates.find((gate) => gate.code === trip.outCode);
  if (!exit) return { ok: false, unknownGate: 'out' };
  const gate = gateNamer(road.gates, trip.language);
  const named = { in: gate(entry.code), out: gate(exit.code) };
  if (entry.normalizedGate === exit.normalizedGate)
    return { ok: true, price: { total: 0, ...named } };
  const route = prepaidRoute(road.layout, entry.normalizedGate, exit.normalizedGate);
  // The gates table names a gate the gantries do not reach: the operator's data is broken.
  if (!route) throw new Error(`gates ${entry.code} and ${exit.code} are not on the gantries' road`);
  const { ttcCents } = priceTrip({
    gantriesCrossed: route.gantries,
    vehicleClass: trip.vehicleClass,
    emissionTier: trip.emissionTier,
    at: trip.at,
    tariffs: road.tariffs,
    road: road.layout,
  });
  return { ok: true, price: { total: ttcCents, ...named } };
}
