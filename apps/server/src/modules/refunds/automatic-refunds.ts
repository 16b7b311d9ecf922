import { eq } from 'drizzle-orm';
import { whitelabels } from '../../db/schema/whitelabels.ts';
import { readPaymentSettings } from '../payments/settings.ts';
import type { RefundsDeps } from './refunds-context.ts';
import {
  insertRefund,
  lockPayment,
  refundDueWithoutAttempt,
  refundTotals,
} from './refunds-repository.ts';
import { automaticName, newAttemptKey, refundableCents, tookMoney } from './refund-rules.ts';

/** refund_due payments one run turns into attempts at most. */
const batch = 50;

/** The reason an automatic attempt carries: the console says it in words. */
export const refundDueReason = 'refund_due';

/**
 * Every refund_due payment whose PSP took the money gets one attempt for what is left of it, once
 * (a person who cancels it is not overruled: a payment that has any attempt is left alone): sent
 * without a person when the deployment allows automatic refunds (AUTOMATIC_REFUNDS, refused in
 * production without server-to-server credentials), its white-label's refunds are automatic and
 * the amount is at most its ceiling, else waiting for the finance desk. Created under the payment's lock, rechecked there,
 * so two instances make one attempt.
 */
export async function queueAutomaticRefunds(
  { db, automaticAllowed }: Pick<RefundsDeps, 'db' | 'automaticAllowed'>,
  now: Date,
  { whitelabelId }: { whitelabelId?: number | undefined } = {},
): Promise<number> {
  const candidates = await refundDueWithoutAttempt(db, batch, { whitelabelId });
  const settingsOf = new Map<number, { automatic: boolean; ceilingCents: number }>();
  let queued = 0;
  for (const candidate of candidates) {
    let settings = settingsOf.get(candidate.whitelabelId);
    if (!settings) {
      const [row] = await db
        .select({ settings: whitelabels.settings })
        .from(whitelabels)
        .where(eq(whitelabels.id, candidate.whitelabelId));
      const read = readPaymentSettings(row?.settings ?? {}).refunds;
      settings = read ?? { automatic: false, ceilingCents: 0 };
      settingsOf.set(candidate.whitelabelId, settings);
    }
    const { automatic, ceilingCents } = settings;
    const made = await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, candidate.whitelabelId, candidate.id);
      if (!payment?.refundDue || !tookMoney(payment)) return false;
      const totals = await refundTotals(tx, payment.id);
      if (totals.unfinishedCents > 0) return false;
      const amountCents = refundableCents(payment.amountCents, totals.refundedCents);
      if (amountCents === 0) return false;
      // The deployment's AUTOMATIC_REFUNDS and the white-label's setting both allow it.
      const approved = automaticAllowed && automatic && amountCents <= ceilingCents;
      await insertRefund(tx, {
        whitelabelId: payment.whitelabelId,
        paymentId: payment.id,
        amountCents,
        attemptKey: newAttemptKey(),
        state: approved ? 'approved' : 'awaiting_approval',
        reason: refundDueReason,
        requestedBy: null,
        requestedByName: automaticName,
        ...(approved
          ? { approvedByName: automaticName, approvedAt: now, nextTryAt: now }
          : { nextTryAt: null }),
      });
      return true;
    });
    if (made) queued += 1;
  }
  return queued;
}
