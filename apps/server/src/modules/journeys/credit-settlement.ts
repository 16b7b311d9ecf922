import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { prepaymentCredits } from '../../db/schema/index.ts';
import { type CreditOnOffer, chooseCredit } from './credit-match.ts';
import { paymentLimitOf } from './dunning.ts';
import { decodeDunningState, encodeDunningState } from './dunning-codec.ts';
import { applyDunningEvent } from './dunning-events.ts';
import { nextCheckAt } from './dunning-schedule.ts';
import { plateKey, type Queryable, updateJourney } from './repository.ts';
import type { RoadLayout } from './road-layout.ts';
import type { WrittenJourney } from './written-journey.ts';
import type { JourneySettings } from './settings.ts';

type Credit = CreditOnOffer & { paymentId: string };

export interface CreditSettlementContext {
  whitelabelId: number;
  road: RoadLayout;
  settings: JourneySettings;
  now: Date;
}

/**
 * A journey a credit can settle: completed (an ongoing one is matched when it completes), priced,
 * owed (not all tag-paid) and still due with nothing paid yet.
 */
function isCreditable(row: WrittenJourney): boolean {
  return (
    row.completed &&
    row.ttcCents !== null &&
    row.ttcCents !== undefined &&
    row.ttcCents > 0 &&
    row.dunningKind === 'due' &&
    !row.tagPaidOnly &&
    (row.alreadyPaidCents ?? 0) === 0
  );
}

/** The plates' credits with a unit left that were still valid when the oldest trip started. */
async function creditsOnOffer(
  tx: Queryable,
  whitelabelId: number,
  rows: readonly WrittenJourney[],
): Promise<Credit[]> {
  const earliest = new Date(Math.min(...rows.map((row) => row.firstPassageAt.getTime())));
  const plates = JSON.stringify([...new Set(rows.map((row) => row.plate))]);
  const found = await tx
    .select({
      id: prepaymentCredits.id,
      paymentId: prepaymentCredits.paymentId,
      plate: prepaymentCredits.plate,
      countryCode: prepaymentCredits.countryCode,
      inGate: prepaymentCredits.inGate,
      outGate: prepaymentCredits.outGate,
      vehicleClass: prepaymentCredits.vehicleClass,
      unitTtcCents: prepaymentCredits.unitTtcCents,
      remaining: prepaymentCredits.remaining,
      validUntil: prepaymentCredits.validUntil,
    })
    .from(prepaymentCredits)
    .where(
      and(
        eq(prepaymentCredits.whitelabelId, whitelabelId),
        // The plates as one JSON parameter rather than one parameter each (see recordset.ts).
        sql`${prepaymentCredits.plate} in (select jsonb_array_elements_text(cast(${plates} as text)::jsonb))`,
        gt(prepaymentCredits.remaining, 0),
        gte(prepaymentCredits.validUntil, earliest),
      ),
    );
  const vehicles = new Set(rows.map(plateKey));
  return found.filter((credit) => vehicles.has(plateKey(credit)));
}

/**
 * Takes one unit of the credit, if one is left: a conditional decrement, so that even a path not
 * holding the plate's rebuild lock could never take more units than were bought.
 */
async function consumeUnit(tx: Queryable, creditId: number): Promise<boolean> {
  const taken = await tx
    .update(prepaymentCredits)
    .set({ remaining: sql`${prepaymentCredits.remaining} - 1`, updatedAt: sql`now()` })
    .where(and(eq(prepaymentCredits.id, creditId), gt(prepaymentCredits.remaining, 0)))
    .returning({ remaining: prepaymentCredits.remaining });
  return taken.length > 0;
}

/**
 * Settles the journeys a rebuild just wrote with the plate's prepaid credits (issue 13 item 2),
 * inside the rebuild's transaction, which holds the plates' rebuild locks: a unit is consumed if
 * and only if the journey it settles is committed, and two instances rebuilding the same plate
 * take turns (the second finds the journey frozen and its passages taken).
 *
 * The journey is frozen with the credit's value as alreadyPaid (at most its price) and the paying
 * payment as paymentId: when the credit is worth at least its price it is paid (the difference is
 * not refunded); when it is worth less it stays due for the rest (the lookup's totalPrice is then
 * price - credit, and the dunning ladder runs on that rest). Frozen, so no later rebuild can
 * rebuild its passages into another journey and lose the unit.
 *
 * Answers the written rows, the settled ones as they now are (so the passage alert of the same
 * transaction sees a paid journey as paid).
 */
export async function settleWithCredits(
  tx: Queryable,
  written: readonly WrittenJourney[],
  { whitelabelId, road, settings, now }: CreditSettlementContext,
): Promise<WrittenJourney[]> {
  const creditable = written.filter(isCreditable);
  if (creditable.length === 0) return [...written];
  const credits = await creditsOnOffer(tx, whitelabelId, creditable);
  if (credits.length === 0) return [...written];

  const settled = new Map<number, WrittenJourney>();
  const inTripOrder = [...creditable].sort(
    (a, b) => a.firstPassageAt.getTime() - b.firstPassageAt.getTime() || a.id - b.id,
  );
  for (const row of inTripOrder) {
    let credit = chooseCredit(credits, row, road, settings.prepaymentCreditDays);
    while (credit && !(await consumeUnit(tx, credit.id))) {
      credit.remaining = 0;
      credit = chooseCredit(credits, row, road, settings.prepaymentCreditDays);
    }
    if (!credit) continue;
    credit.remaining -= 1;
    settled.set(row.id, await settleOne(tx, row, credit, settings, now));
  }
  return written.map((row) => settled.get(row.id) ?? row);
}

async function settleOne(
  tx: Queryable,
  row: WrittenJourney,
  credit: Credit,
  settings: JourneySettings,
  now: Date,
): Promise<WrittenJourney> {
  const price = row.ttcCents ?? 0;
  const covered = Math.min(credit.unitTtcCents, price);
  const due = row.dunning ? decodeDunningState(row.dunning) : null;
  if (!due) throw new Error(`journey ${row.id} is due but has no dunning state`);
  const state = covered >= price ? applyDunningEvent(due, { type: 'paid' }, now, settings) : due;
  const values = {
    dunning: encodeDunningState(state),
    dunningKind: state.stage,
    paymentLimit: paymentLimitOf(state),
    nextTransitionAt: nextCheckAt(state, now, settings),
    alreadyPaidCents: covered,
    paidAt: state.stage === 'paid' ? now : null,
    paymentId: credit.paymentId,
    frozen: true,
  };
  await updateJourney(tx, row.id, values);
  return { ...row, ...values };
}
