import { and, asc, eq, inArray } from 'drizzle-orm';
import { journeys } from '../../db/schema/index.ts';
import { decodeDunningState, encodeDunningState } from './dunning-codec.ts';
import { isOpen } from './dunning.ts';
import { applyDunningEvent } from './dunning-events.ts';
import { nextCheckAt } from './dunning-schedule.ts';
import { lockPlates, type PlateRef, type Queryable, updateJourney } from './repository.ts';
import type { DunningSettings } from './settings.ts';

/** One journey a payment settles, and what it paid for it (cents). */
export interface JourneySettlement {
  journeyId: number;
  /** What the payment's line cost: toll + indemnity - already paid, as priced in the basket. */
  paidCents: number;
  /** The indemnity the basket charged (the receipt's), kept on the journey. */
  indemnityCents: number;
}

export type SettleJourneysResult =
  | { settled: true }
  /** Another payment (or a credit) settled one of them, or part of it, first: a duplicate. */
  | { settled: false; reason: 'already_paid'; journeyIds: number[] }
  /** One of them left the portal meanwhile (OMP, cancelled by a claim, merged by a rebuild). */
  | { settled: false; reason: 'not_payable'; journeyIds: number[] };

/**
 * Marks a payment's journeys paid, all or none, exactly once: the plate's rebuild lock first (so a
 * rebuild or another settlement of the plate waits), then the journey rows locked in id order, then
 * each checked still open and closed with the dunning 'paid' event, settled by `paymentId`. Two
 * settlements racing for a journey serialise on these locks; the second finds it paid.
 * Runs inside the caller's transaction, which must roll back on a refusal it does not accept.
 */
export async function settleJourneys(
  tx: Queryable,
  whitelabelId: number,
  vehicle: PlateRef,
  settlements: readonly JourneySettlement[],
  { paymentId, at, settings }: { paymentId: string; at: Date; settings: DunningSettings },
): Promise<SettleJourneysResult> {
  if (settlements.length === 0) return { settled: true };
  const ids = settlements.map((item) => item.journeyId);
  // A renter's basket holds trips of several plates of its fleet (issue 25): each one's rebuild
  // lock is taken (a journey's plate never changes, so reading it before the lock is safe).
  await lockPlates(tx, whitelabelId, [vehicle, ...(await platesOf(tx, whitelabelId, ids))]);
  const rows = await tx
    .select()
    .from(journeys)
    .where(and(eq(journeys.whitelabelId, whitelabelId), inArray(journeys.id, ids)))
    .orderBy(asc(journeys.id))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Paid meanwhile, or partly paid since the basket priced it (a prepaid credit settled part of
  // it, or a declared exit was corrected to a cheaper one): taking this line in full would
  // overpay, so the payment is a duplicate and is refunded, and the rest stays due.
  const overpaid = (row: (typeof rows)[number]) => {
    const item = settlements.find((candidate) => candidate.journeyId === row.id);
    const owed = (row.ttcCents ?? 0) + (item?.indemnityCents ?? 0) - row.alreadyPaidCents;
    return item !== undefined && item.paidCents > owed;
  };
  const paid = rows
    .filter((row) => row.dunningKind === 'paid' || overpaid(row))
    .map((row) => row.id);
  if (paid.length > 0) return { settled: false, reason: 'already_paid', journeyIds: paid };
  const gone = ids.filter((id) => {
    const row = byId.get(id);
    return !row?.dunning || !isOpen(decodeDunningState(row.dunning));
  });
  if (gone.length > 0) return { settled: false, reason: 'not_payable', journeyIds: gone };

  for (const item of settlements) {
    const row = byId.get(item.journeyId);
    if (!row?.dunning) continue; // checked above
    const closed = applyDunningEvent(
      decodeDunningState(row.dunning),
      { type: 'paid' },
      at,
      settings,
    );
    if (closed.stage !== 'paid') throw new Error('the paid event did not close the journey');
    // The indemnity is the one the basket charged: a notice priced before its 15th day and paid
    // after it keeps the reduced indemnity the payer was shown.
    const state = { ...closed, indemnityCents: item.indemnityCents };
    await updateJourney(tx, row.id, {
      dunning: encodeDunningState(state),
      dunningKind: state.stage,
      paymentLimit: state.paymentLimit,
      indemnityCents: state.indemnityCents,
      alreadyPaidCents: row.alreadyPaidCents + item.paidCents,
      paidAt: at,
      paymentId,
      frozen: true,
      nextTransitionAt: nextCheckAt(state, at, settings),
    });
  }
  return { settled: true };
}

/** The vehicles of these journeys, once each. */
async function platesOf(
  tx: Queryable,
  whitelabelId: number,
  ids: readonly number[],
): Promise<PlateRef[]> {
  return tx
    .selectDistinct({ plate: journeys.plate, countryCode: journeys.countryCode })
    .from(journeys)
    .where(and(eq(journeys.whitelabelId, whitelabelId), inArray(journeys.id, [...ids])));
}
