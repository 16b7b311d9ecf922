import type { RefundCall } from '../payments/psp/server-to-server.ts';
import { findPayment } from '../payments/repository.ts';
import type { RefundsDeps } from './refunds-context.ts';
import {
  claimDueRefunds,
  refundTotals,
  type RefundRow,
  updateRefund,
} from './refunds-repository.ts';
import { markRefunded, markRefused, markUnknown } from './refund-outcome.ts';
import { refundLeaseMs } from './refund-rules.ts';
import { queueAutomaticRefunds } from './automatic-refunds.ts';

/** Attempts one run claims at most (each may take two PSP calls). */
const batch = 10;

type Psp = NonNullable<RefundsDeps['psp']>;

/**
 * The refund job (issue 29 item 1), one run: first the refund_due payments get their attempt
 * (automatic-refunds.ts), then due attempts are claimed under a lease (two instances never act on
 * one) and, outside any transaction:
 * - approved: moved to `sending` and committed, then sent once;
 * - sending (a run died or timed out during the call) or unknown: the PSP is asked whether it
 *   holds the attempt (findRefund) before anything is sent again: done is refunded, none is sent,
 *   unknown waits with backoff and, after its last try, is left for a person.
 * Without the PSP port (no server-to-server credentials) nothing is sent: attempts wait.
 * Answers how many attempts it looked at.
 */
export async function runRefundJob(
  deps: RefundsDeps,
  now: Date,
  { whitelabelId }: { whitelabelId?: number } = {},
): Promise<number> {
  await queueAutomaticRefunds(deps, now, { whitelabelId });
  const { psp } = deps;
  if (!psp) return 0;
  const leaseUntil = new Date(now.getTime() + refundLeaseMs(deps.timeoutMs, batch));
  const claimed = await claimDueRefunds(deps.db, now, batch, leaseUntil, { whitelabelId });
  for (const refund of claimed) {
    try {
      await resolveAttempt(deps, psp, refund, now);
    } catch (err) {
      // A database failure: the lease ends and the attempt is claimed again, as it stands.
      deps.logger.error(
        { err, refundId: refund.id },
        'refund attempt failed; retried after its lease',
      );
    }
  }
  return claimed.length;
}

async function resolveAttempt(deps: RefundsDeps, psp: Psp, refund: RefundRow, now: Date) {
  const call = await refundCallOf(deps, refund);
  // No way to ask this PSP (no server-to-server credentials here): nothing is sent or asked;
  // the attempt is claimed again after its lease, as it stands.
  if (!call || psp.available?.(call.payment.provider) === false) return;
  if (refund.state === 'approved') {
    // Written down before the PSP is called: a crash from here on leaves `sending`, looked up.
    const sending = await updateRefund(deps.db, refund.id, ['approved'], { state: 'sending' });
    if (sending) await send(deps, psp, sending, call, now);
    return;
  }
  const found = await ask(() => psp.findRefund(call, AbortSignal.timeout(deps.timeoutMs)));
  if (found.kind === 'done') {
    deps.logger.warn(
      { refundId: refund.id, attemptKey: refund.attemptKey },
      'refund found at the PSP after its answer was lost',
    );
    await markRefunded(deps, refund, { pspTransaction: found.pspTransaction, code: null }, now);
  } else if (found.kind === 'none') {
    const sending = await updateRefund(deps.db, refund.id, ['sending', 'unknown'], {
      state: 'sending',
      tries: refund.tries + 1,
    });
    if (sending) await send(deps, psp, sending, call, now);
  } else {
    await markUnknown(deps, refund, found.cause, now);
  }
}

async function send(deps: RefundsDeps, psp: Psp, refund: RefundRow, call: RefundCall, now: Date) {
  const answer = await ask(() => psp.refund(call, AbortSignal.timeout(deps.timeoutMs)));
  if (answer.kind === 'accepted') {
    await markRefunded(deps, refund, answer, now);
  } else if (answer.kind === 'refused') {
    await markRefused(deps, refund, answer.code, now);
  } else {
    await markUnknown(deps, refund, answer.cause, now);
  }
}

/** A port that throws instead of answering `unknown` is read as unreachable: never a refusal. */
async function ask<T>(
  call: () => Promise<T>,
): Promise<T | { kind: 'unknown'; cause: 'unreachable' }> {
  try {
    return await call();
  } catch {
    return { kind: 'unknown', cause: 'unreachable' };
  }
}

/** The call the PSP gets about an attempt: the payment as the PSP knows it, and the key. */
async function refundCallOf(
  { db }: Pick<RefundsDeps, 'db'>,
  refund: RefundRow,
): Promise<RefundCall | null> {
  const payment = await findPayment(db, refund.whitelabelId, refund.paymentId);
  if (!payment?.provider || !payment.pspTransaction) return null;
  const { refundedCents } = await refundTotals(db, payment.id);
  return {
    whitelabelId: refund.whitelabelId,
    payment: {
      provider: payment.provider,
      reference: payment.reference,
      pspTransaction: payment.pspTransaction,
      amountCents: payment.amountCents,
    },
    amountCents: refund.amountCents,
    refundedBeforeCents: refundedCents,
    attemptKey: refund.attemptKey,
  };
}
