import type { RefundState } from '../../db/schema/payment-refunds.ts';
import { AppError } from '../../shared/app-error.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import type { StaffActor } from '../staff/guard.ts';
import type { RefundsDeps } from './refunds-context.ts';
import { lockRefund, type RefundRow, updateRefund } from './refunds-repository.ts';

export type RefundDecision = 'approve' | 'cancel' | 'retry';

/** From which states each decision may be taken, and where it leads. */
const decisions: Record<RefundDecision, { from: readonly RefundState[]; to: RefundState }> = {
  approve: { from: ['awaiting_approval'], to: 'approved' },
  // Never once it may have reached the PSP (sending, unknown): only the PSP's answer ends those.
  cancel: { from: ['awaiting_approval', 'approved'], to: 'cancelled' },
  // An attempt whose answer the job could not learn in its tries: asked again from the start.
  retry: { from: ['unknown'], to: 'unknown' },
};

/**
 * A person's decision on an attempt (issue 29 item 1), behind refunds.approve and its fresh
 * passkey check: approve one waiting (over the ceiling, or automatic refunds off), cancel one not
 * yet sent, or have the job ask the PSP again about one left for a person. The attempt is locked
 * and moved only from the decision's states (the job's claim moves `approved` to `sending` under
 * its own conditional update: one of the two wins), with its audit event, in one transaction.
 */
export function decideRefund(
  { db }: Pick<RefundsDeps, 'db'>,
  actor: StaffActor,
  refundId: number,
  decision: RefundDecision,
  reason: string,
  now: Date,
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const before = await lockRefund(tx, actor.whitelabelId, refundId);
    if (!before) throw new AppError(404, 'refund_not_found');
    const { from, to } = decisions[decision];
    const retryable = decision !== 'retry' || before.nextTryAt === null;
    if (!from.includes(before.state) || !retryable) throw new AppError(409, 'refund_not_pending');
    const values =
      decision === 'approve'
        ? { approvedBy: actor.id, approvedByName: actor.name, approvedAt: now, nextTryAt: now }
        : decision === 'cancel'
          ? { nextTryAt: null, finishedAt: now }
          : { tries: 0, nextTryAt: now };
    const after = await updateRefund(tx, before.id, from, { state: to, ...values });
    if (!after) throw new AppError(409, 'refund_not_pending');
    await recordAuditEvent(tx, {
      whitelabelId: actor.whitelabelId,
      staff: { id: actor.id, name: actor.name },
      address: actor.address,
      requestId: actor.requestId,
      action: `refunds.${decision}`,
      target: { type: 'refund', id: String(before.id) },
      reason,
      before: { state: before.state, amountCents: before.amountCents, tries: before.tries },
      after: { state: after.state, amountCents: after.amountCents, tries: after.tries },
    });
    return after;
  });
}
