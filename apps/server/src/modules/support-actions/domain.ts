import { maxDeadlineExtensionDays } from '@portico/contract';
import type { JourneyRow } from '../journeys/repository.ts';
import { type DunningState, isOpen, type OpenDunningState } from '../journeys/dunning.ts';

/**
 * The support actions' rules (issue 28 item 7), pure: which trip may be cancelled, which
 * passages may move, which deadline may be extended and to when.
 */

export type CancelRefusal = 'journey_already_paid' | 'journey_not_cancellable';

/**
 * A trip read in error may be cancelled unless its money is settled or nothing is owed on it:
 * - paid: refused (journey_already_paid). Giving the money back is a refund, the finance desk's
 *   own action (refunds.approve); a payment pays several trips, so flagging it refund_due here
 *   would ask for more than this trip;
 * - already cancelled, still on the road (the completion job would keep rebuilding its plate),
 *   or wholly paid by toll tag (nothing due): refused (journey_not_cancellable).
 * A notice, a non-payment finding, an imported case, an OMP case or an unpriced trip may be
 * cancelled: the prosecutor's side of an OMP case is outside the portal, as after an upheld claim.
 */
export function cancelRefusal(
  row: Pick<JourneyRow, 'dunningKind' | 'paidAt' | 'cancelledAt' | 'status' | 'tagPaidOnly'>,
): CancelRefusal | null {
  if (row.dunningKind === 'paid' || row.paidAt !== null) return 'journey_already_paid';
  if (row.dunningKind === 'cancelled' || row.cancelledAt !== null) return 'journey_not_cancellable';
  if (row.status === 'EN_COURS' || row.tagPaidOnly) return 'journey_not_cancellable';
  return null;
}

/**
 * Passages may move to another plate only out of trips that nothing has fixed yet: a trip still
 * within its time to pay (stage due), an unpriced one, or one paid wholly by toll tag. A paid,
 * noticed, escalated, cancelled or contested trip is frozen (its passages stay with it: a receipt,
 * a notice or a claim names them); moving out of it would silently rewrite what the driver was
 * told, so the move is refused.
 */
export function keepsItsPassages(row: Pick<JourneyRow, 'frozen' | 'dunningKind'>): boolean {
  return row.frozen || (row.dunningKind !== null && row.dunningKind !== 'due');
}

export type ExtensionCheck =
  | { ok: true; grantedMs: number; state: OpenDunningState }
  | { ok: false; code: 'deadline_not_extendable' | 'deadline_extension_invalid' };

const day = 24 * 60 * 60 * 1000;

/**
 * An extension is time granted, counted like a claim's answered pause (the state's suspendedMs):
 * every clock of the trip's stage moves by it. While due, the 72-hour deadline moves; on a notice
 * or a non-payment finding, its transmission to the prosecutor moves, and the reduced indemnity's
 * days with it (in the driver's favour). Rebuilds keep it (they keep a due state's pauses), and
 * the dunning job and the reminders follow it through next_transition_at. Only open stages
 * without an open claim count down (an imported case's clock is another system's, an open claim
 * has stopped the clock); `until` must be later than the current deadline and than now, and at
 * most maxDeadlineExtensionDays after the current deadline.
 */
export function checkExtension(
  state: DunningState | null,
  current: Date | null,
  until: Date,
  now: Date,
): ExtensionCheck {
  if (!state || !isOpen(state) || state.stage === 'imported' || state.claimOpenedAt || !current) {
    return { ok: false, code: 'deadline_not_extendable' };
  }
  const grantedMs = until.getTime() - current.getTime();
  if (grantedMs <= 0 || until <= now || grantedMs > maxDeadlineExtensionDays * day) {
    return { ok: false, code: 'deadline_extension_invalid' };
  }
  return { ok: true, grantedMs, state };
}
