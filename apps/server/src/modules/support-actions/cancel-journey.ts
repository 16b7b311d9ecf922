import type { SupportJourney } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import { decodeDunningState, encodeDunningState } from '../journeys/dunning-codec.ts';
import { type DunningState, paymentLimitOf } from '../journeys/dunning.ts';
import { applyDunningEvent } from '../journeys/dunning-events.ts';
import type { StaffActor } from '../staff/guard.ts';
import { cancelRefusal } from './domain.ts';
import { changeJourney } from './journey-change.ts';
import type { SupportActionsDeps } from './support-context.ts';

/**
 * Cancels a trip read in error (issue 28 item 7): its dunning stage becomes `cancelled` (no list,
 * lookup, basket, reminder or dunning run sees it as owed any more: they all read open stages),
 * its clock stops, and it is frozen, so a later rebuild of the plate neither brings it back as due
 * nor makes a new trip of its passages. Who, when and why stay on the row for the staff and in the
 * audit event written by the same transaction. Locks as a rebuild does: the plate, then the row.
 * A payment started on it before and confirmed after is flagged refund_due by the settlement
 * (its journeys are no longer payable), like a trip gone to the prosecutor meanwhile.
 */
export function cancelJourney(
  deps: SupportActionsDeps,
  actor: StaffActor,
  journeyId: number,
  reason: string,
): Promise<SupportJourney> {
  return changeJourney(deps, actor, journeyId, 'trips.cancel', reason, (row, now, settings) => {
    const refusal = cancelRefusal(row);
    if (refusal) throw new AppError(409, refusal);
    const state = row.dunning ? decodeDunningState(row.dunning) : null;
    const cancelled: DunningState = state
      ? applyDunningEvent(state, { type: 'cancelled' }, now, settings)
      : { stage: 'cancelled', cancelledAt: now, paymentLimit: null };
    return {
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
  });
}
