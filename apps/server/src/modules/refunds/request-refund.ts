import { AppError } from '../../shared/app-error.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import type { StaffActor } from '../staff/guard.ts';
import type { RefundsDeps } from './refunds-context.ts';
import { insertRefund, lockPayment, refundTotals, type RefundRow } from './refunds-repository.ts';
import { newAttemptKey, refundableCents, tookMoney } from './refund-rules.ts';

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  reason: string;
}

/**
 * A refund asked for by a person of the finance desk (issue 29 item 1), of any payment whose PSP
 * took money, whole or in part. The person holds refunds.approve and passed the fresh passkey
 * check to ask, so the attempt is approved at once: the job sends it on its next run.
 *
 * Under the payment's row lock, in one transaction: the payment is checked, what is refunded or on
 * its way is summed, and the attempt is written (with its audit event). Two requests for the
 * whole amount at once: the second waits for the lock, then finds the first one's attempt (409).
 */
export async function requestRefund(
  { db }: Pick<RefundsDeps, 'db'>,
  actor: StaffActor,
  request: RefundRequest,
  now: Date,
): Promise<RefundRow> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, actor.whitelabelId, request.paymentId);
    if (!payment) throw new AppError(404, 'payment_not_found');
    if (!tookMoney(payment)) throw new AppError(409, 'payment_not_refundable');
    const totals = await refundTotals(tx, payment.id);
    if (totals.unfinishedCents > 0) throw new AppError(409, 'refund_in_progress');
    const left = refundableCents(payment.amountCents, totals.refundedCents);
    if (request.amountCents > left) throw new AppError(409, 'refund_over_amount');
    const refund = await insertRefund(tx, {
      whitelabelId: actor.whitelabelId,
      paymentId: payment.id,
      amountCents: request.amountCents,
      attemptKey: newAttemptKey(),
      state: 'approved',
      reason: request.reason,
      requestedBy: actor.id,
      requestedByName: actor.name,
      approvedBy: actor.id,
      approvedByName: actor.name,
      approvedAt: now,
      nextTryAt: now,
    });
    await recordAuditEvent(tx, {
      whitelabelId: actor.whitelabelId,
      staff: { id: actor.id, name: actor.name },
      address: actor.address,
      requestId: actor.requestId,
      action: 'refunds.request',
      target: { type: 'payment', id: payment.id },
      reason: request.reason,
      before: { amountCents: payment.amountCents, refundedCents: totals.refundedCents },
      after: { refundId: refund.id, amountCents: refund.amountCents, state: refund.state },
    });
    return refund;
  });
}
