import type { VehicleClass } from '@portico/contract';
import { estimateTotal, type TripCount } from '../utils/estimate.ts';
import type { PricedLeg } from '../utils/prepaid-trips.ts';
import { usePrice, type PriceRequest } from './get-price.ts';

export interface EstimateInput {
  plate: string;
  plateCountry: string;
  entry: string | null;
  exit: string | null;
  roundTrip: boolean;
  count: TripCount;
  category: VehicleClass;
  electric: boolean;
}

/** The estimate: none until both gates are chosen, then pending, failed or priced. */
export type Estimate =
  | { state: 'none' }
  | { state: 'pending' }
  | { state: 'failed' }
  | { state: 'priced'; total: number; legs: PricedLeg[] };

/**
 * Spec 001: two price calls, outbound and (for a round trip) return, and
 * total = (outbound + return) x count.
 */
export function useEstimate(input: EstimateInput): Estimate {
  const { entry, exit } = input;
  const leg = (from: string, to: string): PriceRequest => ({
    plate: input.plate,
    plateCountry: input.plateCountry,
    in: from,
    out: to,
    category: input.category,
    electric: input.electric,
  });
  const routed = entry !== null && exit !== null;
  const outbound = usePrice(routed ? leg(entry, exit) : null);
  const back = usePrice(routed && input.roundTrip ? leg(exit, entry) : null);
  if (!routed) return { state: 'none' };
  const asked = input.roundTrip ? [outbound, back] : [outbound];
  if (asked.some((query) => query.isError)) return { state: 'failed' };
  const legs = asked.flatMap((query) => (query.data ? [query.data] : []));
  if (legs.length < asked.length) return { state: 'pending' };
  const [first, second] = legs;
  const total = estimateTotal(
    { outbound: first?.total ?? 0, return: second ? second.total : null },
    input.count,
  );
  return { state: 'priced', total, legs };
}
