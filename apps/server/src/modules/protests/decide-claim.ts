import type { ProtestDecisionBody } from '@portico/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { journeys } from '../../db/schema/index.ts';
import { AppError } from '../../shared/app-error.ts';
import { decodeDunningState, encodeDunningState } from '../journeys/dunning-codec.ts';
import { type DunningState, indemnityAt, isOpen, paymentLimitOf } from '../journeys/dunning.ts';
import { applyDunningEvent } from '../journeys/dunning-events.ts';
import { nextCheckAt } from '../journeys/dunning-schedule.ts';
import {
  findJourneySettings,
  type JourneyRow,
  lockPlates,
  updateJourney,
} from '../journeys/repository.ts';
import type { DunningSettings } from '../journeys/settings.ts';
import type { MailService } from '../mail/service.ts';
import { repriced } from './domain.ts';
import {
  closeProtestJourneys,
  findProtest,
  findProtestJourneyIds,
  type ProtestRow,
  updateProtest,
} from './repository.ts';

export interface DecideClaimDeps {
  db: Database;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  clock: () => Date;
}

/** What the decision's transaction did, for a caller that records it with the change. */
export interface ClaimDecided {
  tx: Transaction;
  /** The claim as it stood before the decision. */
  before: ProtestRow;
  decidedAt: Date;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The operator's decision on an open claim, in one transaction (the claim row locked, then the
 * plates, then the journeys, as a claim or a payment takes them):
 * - ACCEPTED: each journey is cancelled, except those of reducedPrices, whose toll is lowered
 *   (ht and VAT split again) and whose ladder resumes like a rejected one;
 * - REJECTED: each journey's ladder resumes, every deadline pushed back by the time the claim
 *   was open (dunning-events.ts claimAnswered), so the driver keeps the days they had left.
 * A journey paid meanwhile keeps its payment and its price, whatever the outcome (a refund is
 * settled outside the portal). The claimant gets the decision by e-mail. 404 protest_not_found
 * for another white-label's claim, 409 protest_already_decided, 400 protest_reduced_price_invalid
 * for a price not lower than the journey's or a journey not in the claim.
 */
export async function decideClaim(
  { db, mail, clock }: DecideClaimDeps,
  whitelabelId: number,
  reference: string,
  decision: ProtestDecisionBody,
  /**
   * Runs last inside the decision's transaction: the console writes its audit event there, so
   * the decision and its record stand or fall together (the machine API has none).
   */
  onDecided?: (decided: ClaimDecided) => Promise<void>,
): Promise<void> {
  const now = clock();
  const { settings } = await findJourneySettings(db, whitelabelId);
  await db.transaction(async (tx) => {
    const protest = await findProtest(tx, whitelabelId, reference, { forUpdate: true });
    if (!protest) throw new AppError(404, 'protest_not_found');
    if (protest.status !== 'OPEN') throw new AppError(409, 'protest_already_decided');
    const ids = await findProtestJourneyIds(tx, protest.id);
    const reduced = new Map(
      (decision.reducedPrices ?? []).map((item) => [Number(item.journeyId), item.reducedTtcPrice]),
    );
    if ([...reduced.keys()].some((id) => !ids.includes(id))) {
      throw new AppError(400, 'protest_reduced_price_invalid');
    }
    const plates = await tx
      .selectDistinct({ plate: journeys.plate, countryCode: journeys.countryCode })
      .from(journeys)
      .where(inArray(journeys.id, ids));
    await lockPlates(tx, whitelabelId, plates);
    const rows = await tx
      .select()
      .from(journeys)
      .where(and(eq(journeys.whitelabelId, whitelabelId), inArray(journeys.id, ids)))
      .orderBy(asc(journeys.id))
      .for('update');
    for (const row of rows) {
      const lowered = reduced.get(row.id);
      const upheld = decision.outcome === 'ACCEPTED' && lowered === undefined;
      await answerJourney(tx, row, { upheld, lowered, now, settings });
    }
    await closeProtestJourneys(tx, protest.id);
    await updateProtest(tx, protest.id, {
      status: decision.outcome,
      decidedAt: now,
      decisionNote: decision.note?.trim() || null,
    });
    await mail.enqueue(tx, {
      whitelabelId,
      kind: 'protest_decision',
      recipient: protest.email,
      language: protest.language,
      payload: { protestId: protest.id, reduced: reduced.size > 0 },
    });
    await onDecided?.({ tx, before: protest, decidedAt: now });
  });
  mail.kick();
}

async function answerJourney(
  tx: Transaction,
  row: JourneyRow,
  {
    upheld,
    lowered,
    now,
    settings,
  }: { upheld: boolean; lowered: number | undefined; now: Date; settings: DunningSettings },
): Promise<void> {
  const before = row.dunning ? decodeDunningState(row.dunning) : null;
  const open = before !== null && isOpen(before);
  // A journey paid while contested keeps the price it was paid at: a lower price is not refused
  // (the operator may not know of the payment; the claim must still be decidable) but not applied.
  const paid = before?.stage === 'paid';
  if (lowered !== undefined && ((!open && !paid) || lowered >= (row.ttcCents ?? 0))) {
    throw new AppError(400, 'protest_reduced_price_invalid');
  }
  // Paid or otherwise closed meanwhile: the claim's answer changes nothing on the ladder.
  if (!before || !open || !before.claimOpenedAt) return;
  const after: DunningState = applyDunningEvent(
    before,
    { type: 'claimAnswered', upheld },
    now,
    settings,
  );
  await updateJourney(tx, row.id, {
    dunning: encodeDunningState(after),
    dunningKind: after.stage,
    paymentLimit: paymentLimitOf(after),
    indemnityCents: indemnityAt(after, now, settings),
    nextTransitionAt: nextCheckAt(after, now, settings),
    ...(lowered === undefined ? {} : { ttcCents: lowered, ...repriced(lowered, row.tvaRate ?? 0) }),
  });
}
