import { randomBytes } from 'node:crypto';
import type { StoredPaymentStatus } from '../../db/schema/payments.ts';
import { backoffDelayMs } from '../../shared/backoff.ts';

/**
 * The refunds' rules (issue 29 item 1), pure: which payment may be refunded, how much is left to
 * give back, when the job looks at an attempt again.
 */

/** What decides whether a payment took money that can be given back through its PSP. */
export interface RefundablePayment {
  status: StoredPaymentStatus;
  provider: string | null;
  pspTransaction: string | null;
  refundDue: boolean;
}

/**
 * A payment whose PSP took the money: settled (SUCCEED), or charged but not needed (DUPLICATED, or
 * REJECTED after a late success, both flagged refund_due). A PENDING payment flagged refund_due
 * (a fleet charge whose answer is lost) is not: its fate is not known yet, and fleet cards are
 * voided by their own job, never refunded here.
 */
export function tookMoney(payment: RefundablePayment): boolean {
  if (payment.provider === null || payment.pspTransaction === null) return false;
  return payment.status === 'SUCCEED' || (payment.refundDue && payment.status !== 'PENDING');
}

/** What is left to give back: the amount taken less what is refunded or on its way. */
export function refundableCents(amountCents: number, heldCents: number): number {
  return Math.max(0, amountCents - heldCents);
}

/**
 * The idempotency key of a new attempt: "R" and 20 random base-36-safe characters, well within
 * the PSPs' 32 characters of [A-Za-z0-9-]; random, so it says nothing of the payment.
 */
export function newAttemptKey(): string {
  return `R${randomBytes(15).toString('base64url').replaceAll('_', '0').replaceAll('-', '1')}`;
}

/** How often the job asks the PSP about one attempt before it leaves it for a person. */
export const maxRefundTries = 8;

/** After a lost or unreadable answer: 30 s, doubling, at most an hour apart. */
export const refundRetryDelayMs = (tries: number): number =>
  backoffDelayMs({ firstMs: 30_000, maxMs: 60 * 60_000 }, tries);

/**
 * How long a run holds the attempts it claimed: each may take two calls (a lookup, a send) of at
 * most the timeout, plus a margin. Past it another instance may take one over, and asks the PSP
 * first (the attempt is `sending`), whose key makes a late repeat a lookup, not a second refund.
 */
export const refundLeaseMs = (timeoutMs: number, batch: number): number =>
  batch * 2 * timeoutMs + 60_000;

/** The name the history shows for what the white-label's setting did, instead of a person. */
export const automaticName = 'automatic';

/**
 * The longest one call of the port may take before its answer counts as lost (then `unknown`,
 * asked again): the adapter's own HTTP limit (PSP_DIRECT_TIMEOUT_MS) twice, since Paybox may try
 * its fallback host after the first, and a few seconds more, so the adapter's limit is the one
 * that acts and says why.
 */
export const refundCallTimeoutMs = (directTimeoutMs: number): number => 2 * directTimeoutMs + 5_000;
