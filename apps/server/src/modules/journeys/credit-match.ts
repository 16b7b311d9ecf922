import type { VehicleClass } from '@portico/contract';
import type { Direction } from './passage.ts';
import { gatesOf, type RoadLayout } from './road-layout.ts';

/** A prepaid credit as the matching reads it (prepayment_credits, notes/domain.md section 3). */
export interface CreditOnOffer {
  id: number;
  plate: string;
  countryCode: string;
  /** Normalised gate codes, as prepaidRoute stored them (pricing/prepayment-route.ts). */
  inGate: string;
  outGate: string;
  vehicleClass: VehicleClass;
  unitTtcCents: number;
  remaining: number;
  validUntil: Date;
}

/** What of a completed journey the matching compares. */
export interface JourneyToMatch {
  plate: string;
  countryCode: string;
  direction: Direction;
  inGate: string;
  /** Null or absent (a journey row as written) while the trip has no exit. */
  outGate?: string | null | undefined;
  vehicleClass: VehicleClass;
  firstPassageAt: Date;
}

const day = 24 * 60 * 60 * 1000;

/**
 * Whether the credit pays for this journey (our rule; the spec is silent):
 * - same plate and country, same vehicle class (a class-2 credit does not pay a class-1 trip: the
 *   class is what was bought, and a cheaper class would be a refund we do not make);
 * - same direction, and the journey's entry and exit (normalised gates, the same space as the
 *   credit's: 25-28 and 30-32 are one gate, RN79 is 23, A71 is 34) lie within the credit's route:
 *   a shorter trip inside the route is covered (the difference is not refunded), a trip leaving
 *   the route anywhere is not covered at all (it is due in full, the credit stays);
 * - the journey started while the credit was valid: from its purchase (validUntil - creditDays)
 *   to validUntil inclusive. The trip's date counts, not the ingestion's, so a late passage of a
 *   trip driven in time still uses the credit;
 * - a unit is left.
 */
export function creditCovers(
  credit: CreditOnOffer,
  journey: JourneyToMatch,
  road: RoadLayout,
  creditDays: number,
): boolean {
  const outGate = journey.outGate ?? null;
  if (credit.remaining <= 0 || outGate === null) return false;
  if (credit.plate !== journey.plate || credit.countryCode !== journey.countryCode) return false;
  if (credit.vehicleClass !== journey.vehicleClass) return false;
  const started = journey.firstPassageAt.getTime();
  const until = credit.validUntil.getTime();
  if (started > until || started < until - creditDays * day) return false;
  const gates = gatesOf(road);
  const [creditIn, creditOut] = [gates.indexOf(credit.inGate), gates.indexOf(credit.outGate)];
  const [tripIn, tripOut] = [gates.indexOf(journey.inGate), gates.indexOf(outGate)];
  if ([creditIn, creditOut, tripIn, tripOut].some((index) => index < 0)) return false;
  const creditDirection: Direction = creditOut > creditIn ? 'east' : 'west';
  if (creditIn === creditOut || creditDirection !== journey.direction) return false;
  // Along the direction of travel: entered at or after the credit's entry, left at or before its exit.
  const along = (index: number) => (creditDirection === 'east' ? index : -index);
  return (
    along(tripIn) >= along(creditIn) &&
    along(tripOut) <= along(creditOut) &&
    along(tripIn) < along(tripOut)
  );
}

/**
 * The credit a journey uses among those that cover it: the one expiring first (so fewer expire
 * unused), then the cheapest unit (the closest fit: the least value lost on a shorter trip), then
 * the oldest. Undefined when none covers it.
 */
export function chooseCredit<C extends CreditOnOffer>(
  credits: readonly C[],
  journey: JourneyToMatch,
  road: RoadLayout,
  creditDays: number,
): C | undefined {
  return credits
    .filter((credit) => creditCovers(credit, journey, road, creditDays))
    .sort(
      (a, b) =>
        a.validUntil.getTime() - b.validUntil.getTime() ||
        a.unitTtcCents - b.unitTtcCents ||
        a.id - b.id,
    )[0];
}
