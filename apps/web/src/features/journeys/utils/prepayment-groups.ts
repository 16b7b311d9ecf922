import type { Journey } from '@portico/contract';

/**
 * A row of a trips list: a trip, or one prepayment (issue 26 item 17). A prepayment is stored as
 * one synthetic journey per trip it buys (a round trip x2 is four: prepaid-trips.ts names them
 * `prepaid-<stamp>-<round>-<leg>`); listed one by one they looked like dated trips already made.
 */
export type TripsListRow =
  { kind: 'trip'; journey: Journey } | { kind: 'prepayment'; key: string; journeys: Journey[] };

/** The prepayment a prepaid journey belongs to: its id up to the round and leg numbers. */
function prepaymentKey(journey: Journey): string {
  const match = /^(prepaid-[^-]+)-\d+-\d+$/.exec(journey.id);
  return match?.[1] ?? journey.id;
}

/** The list's rows in its order, each prepayment where its first trip was. */
export function tripsListRows(journeys: readonly Journey[]): TripsListRow[] {
  const rows: TripsListRow[] = [];
  const prepayments = new Map<string, Journey[]>();
  for (const journey of journeys) {
    if (journey.status !== 'PREPAYMENT') {
      rows.push({ kind: 'trip', journey });
      continue;
    }
    const key = prepaymentKey(journey);
    const group = prepayments.get(key);
    if (group) {
      group.push(journey);
    } else {
      const journeysOfKey = [journey];
      prepayments.set(key, journeysOfKey);
      rows.push({ kind: 'prepayment', key, journeys: journeysOfKey });
    }
  }
  return rows;
}

/** A prepayment's legs (entry and exit), each with how many trips of it were bought, in order. */
export function prepaidLegs(journeys: readonly Journey[]) {
  const legs = new Map<string, { in: Journey['in']; out: Journey['out']; count: number }>();
  for (const journey of journeys) {
    const key = `${journey.in.id}>${journey.out?.id ?? ''}`;
    const leg = legs.get(key);
    if (leg) leg.count += 1;
    else legs.set(key, { in: journey.in, out: journey.out, count: 1 });
  }
  return [...legs.values()];
}
