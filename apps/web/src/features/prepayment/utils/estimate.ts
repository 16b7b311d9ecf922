import { sameNormalisedGate } from '@portico/contract';

/** The trip counts the screen offers (spec 001 section 9). */
export const tripCounts = [1, 2, 3, 4, 5] as const;
export type TripCount = (typeof tripCounts)[number];

/** What the driver chose on the prepayment screen. */
export interface PrepaymentChoice {
  entry: string | null;
  exit: string | null;
  roundTrip: boolean;
  count: TripCount;
}

/** The prices the two calls answered, in cents; the return's is null when it is not asked. */
export interface LegPrices {
  outbound: number;
  return: number | null;
}

/** Spec 001: total = (outbound + return) x count, in cents. */
export function estimateTotal(prices: LegPrices, count: TripCount): number {
  return (prices.outbound + (prices.return ?? 0)) * count;
}

/** Both gates chosen and distinct once normalised: only then is there a trip to price. */
export function hasRoute(choice: Pick<PrepaymentChoice, 'entry' | 'exit'>): boolean {
  return choice.entry !== null && choice.exit !== null;
}

/**
 * Spec 001 section 5: add is disabled while the total is 0 (or unknown) or entry equals exit
 * (the same normalised gate, e.g. 25-28 and 25-28, or RN79 and 23).
 */
export function canAdd(choice: PrepaymentChoice, total: number | null): boolean {
  if (!choice.entry || !choice.exit || choice.entry === choice.exit) return false;
  if (sameNormalisedGate(choice.entry, choice.exit)) return false;
  return total !== null && total > 0;
}
