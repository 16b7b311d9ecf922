import type { Journey } from './journey.ts';

const idCollator = new Intl.Collator('en', { numeric: true });

/**
 * Spec section 3 "Journey set": journeys sorted by date, else id. Oldest first: the oldest trips
 * carry the nearest deadlines and are the ones that must be paid first (finished trips are paid
 * all together, selection.ts). Dates are compared as instants, so `+02:00` and `Z` mix correctly;
 * ids compare with numbers in them read as numbers (`9` before `10`). Returns a new array; equal
 * journeys keep their input order.
 */
export function sortJourneys<J extends Pick<Journey, 'date' | 'id'>>(journeys: readonly J[]): J[] {
  return journeys.toSorted(
    (a, b) => Date.parse(a.date) - Date.parse(b.date) || idCollator.compare(a.id, b.id),
  );
}
