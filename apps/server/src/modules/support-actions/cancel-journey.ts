import type { SupportJourney } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import { decodeDunningState, encodeDunningState } from '../journeys/dunning-codec.ts';
import { type DunningState, paymentLimitOf } from '../journeys/dunning.ts';
import { applyDunningEvent } from '../journeys/dunning-events.ts';
import { findJourneySettings, lockPlates, updateJourney } from '../journeys/repository.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import type { StaffActor } from '../staff/guard.ts';
import { cancelRefusal } from './domain.ts';
import { presentSupportJourney } from './presenter.ts';
import { findTenantJourney, lockTenantJourney } from './repository.ts';
import { auditBy, type SupportActionsDeps } from './support-context.ts';

/**
 * Cancels a trip read in error (issue 28 item 7): its dunning stage becomes `cancelled` (no list,
 * lookup, basket, reminder or dunning run sees it as owed any more: they all read open stages),
 * its clock stops, and it is frozen, so a later rebuild of the plate neither brings it back as due
 * nor makes a new trip of its passages. Who, when and why stay on the row for the staff and in the
 * audit event written by the same transaction. Locks as a rebuild does: the plate, then the row.
 * A payment started on it before and confirmed after is flagged refund_due by the settlement
 * (its journeys are no longer payable), like a trip gone to the prosecutor meanwhile.
 */
export async function cancelJourney(
  { db, clock }: SupportActionsDeps,
  actor: StaffActor,
  journeyId: number,
  reason: string,
): Promise<SupportJourney> {
  const now = clock();
  const { whitelabelId } = actor;
  const { settings } = await findJourneySettings(db, whitelabelId);
  const found = await findTenantJourney(db, whitelabelId, journeyId);
  if (!found) throw new AppError(404, 'journey_not_found');
  return db.transaction(async (tx) => {
    await lockPlates(tx, whitelabelId, [found]);
    // Read again under the locks: a rebuild may have merged it away or a payment settled it.
    const row = await lockTenantJourney(tx, whitelabelId, journeyId);
    if (!row) throw new AppError(404, 'journey_not_found');
    const refusal = cancelRefusal(row);
    if (refusal) throw new AppError(409, refusal);
    const state = row.dunning ? decodeDunningState(row.dunning) : null;
    const cancelled: DunningState = state
      ? applyDunningEvent(state, { type: 'cancelled' }, now, settings)
      : { stage: 'cancelled', cancelledAt: now, paymentLimit: null };
    const changes = {
      dunning: encodeDunningState(cancelled),
      dunningKind: cancelled.stage,
      paymentLimit: paymentLimitOf(cancelled),
      indemnityCents: 0,
      nextTransitionAt: null,
      frozen: true,
      cancelledAt: now,
      cancelledBy: actor.id,
      cancelReason: reason,
    };
    await updateJourney(tx, row.id, changes);
    const before = presentSupportJourney(row, now, settings);
    const after = presentSupportJourney({ ...row, ...changes }, now, settings);
    await recordAuditEvent(
      tx,
      auditBy(actor, {
        action: 'trips.cancel',
        target: { type: 'journey', id: String(row.id) },
        reason,
        before,
        after,
      }),
    );
    return after;
  });
}
