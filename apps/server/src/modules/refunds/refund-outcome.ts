import { eq, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/payments.ts';
import { recordAuditEvent } from '../staff/audit.ts';
import type { RefundsDeps } from './refunds-context.ts';
import { lockPayment, refundTotals, type RefundRow, updateRefund } from './refunds-repository.ts';
import { maxRefundTries, refundRetryDelayMs } from './refund-rules.ts';

/** Who the audit log names for what the refund job did. */
export const refundJobName = 'refund job';

/**
 * The PSP refunded (its answer, or its lookup of an attempt whose answer was lost): in one
 * transaction under the payment's lock, the attempt is `refunded`, refund_due is cleared once the
 * whole payment is given back, the driver's e-mail "your money is on its way" is written to the
 * outbox, and the audit log records it. Nothing happens if the attempt had moved meanwhile.
 */
export async function markRefunded(
  { db, mail }: Pick<RefundsDeps, 'db' | 'mail'>,
  refund: RefundRow,
  answer: { pspTransaction: string | null; code: string | null },
  now: Date,
): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, refund.whitelabelId, refund.paymentId);
    const after = await updateRefund(tx, refund.id, ['sending', 'unknown'], {
      state: 'refunded',
      pspTransaction: answer.pspTransaction,
      pspCode: answer.code,
      tries: refund.tries + 1,
      nextTryAt: null,
      lastError: null,
      finishedAt: now,
    });
    if (!after || !payment) return false;
    const { refundedCents } = await refundTotals(tx, payment.id);
    const whole = refundedCents >= payment.amountCents;
    if (whole && payment.refundDue) {
      await tx
        .update(payments)
        .set({ refundDue: false, updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
    }
    if (payment.email) {
      await mail.enqueue(tx, {
        whitelabelId: payment.whitelabelId,
        kind: 'payment_refunded',
        recipient: payment.email,
        language: payment.language,
        payload: { paymentId: payment.id, refundId: refund.id },
      });
    }
    await recordAuditEvent(tx, {
      whitelabelId: refund.whitelabelId,
      staff: null,
      actorName: refundJobName,
      action: 'refunds.refunded',
      target: { type: 'refund', id: String(refund.id) },
      before: { state: refund.state, refundDue: payment.refundDue },
      after: { state: 'refunded', refundedCents, refundDue: payment.refundDue && !whole },
    });
    return true;
  });
  if (done) mail.kick();
  return done;
}

/** The PSP read the call and said no: final, refund_due stays for a person to see. */
export async function markRefused(
  { db }: Pick<RefundsDeps, 'db'>,
  refund: RefundRow,
  code: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const after = await updateRefund(tx, refund.id, ['sending'], {
      state: 'refused',
      pspCode: code,
      tries: refund.tries + 1,
      nextTryAt: null,
      finishedAt: now,
    });
    if (!after) return;
    await recordAuditEvent(tx, {
      whitelabelId: refund.whitelabelId,
      staff: null,
      actorName: refundJobName,
      action: 'refunds.refused',
      target: { type: 'refund', id: String(refund.id) },
      before: { state: refund.state },
      after: { state: 'refused', pspCode: code },
    });
  });
}

/**
 * The PSP's answer could not be learnt: `unknown`, asked again (findRefund first) after the
 * backoff, or, after the last try, left for a person (no next try) and logged.
 */
export async function markUnknown(
  { db, logger }: Pick<RefundsDeps, 'db' | 'logger'>,
  refund: RefundRow,
  cause: string,
  now: Date,
): Promise<void> {
  const tries = refund.tries + 1;
  const givenUp = tries >= maxRefundTries;
  await updateRefund(db, refund.id, ['sending', 'unknown'], {
    state: 'unknown',
    tries,
    lastError: cause,
    nextTryAt: givenUp ? null : new Date(now.getTime() + refundRetryDelayMs(tries)),
  });
  logger.warn(
    { refundId: refund.id, attemptKey: refund.attemptKey, cause, tries, givenUp },
    givenUp
      ? 'refund unresolved after its last try: left for a person in the console'
      : 'refund outcome unknown: the PSP is asked again later',
  );
}
