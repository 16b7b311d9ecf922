import type { PaymentProvider } from '@portico/contract';

/**
 * What the money jobs (refunds now; stored-card charges and reconciliation next, issue 29) ask of
 * a PSP's server-to-server interface, whoever the PSP is: Paybox Direct (PPPS) or Axepta
 * (Computop Paygate). Each adapter speaks its protocol behind this port; the refund service
 * never sees a protocol field, and the simulator answers the same calls in development and tests.
 *
 * The contract of every call: an answer the PSP gave and Portico could read is `accepted` or
 * `refused` (final); anything else (a timeout, a refused connection, an unreadable body, a PSP
 * that says "try later") is `unknown`, never a refusal, because the PSP may have acted. The
 * caller wrote the attempt down before it called, and resolves an unknown attempt by `findRefund`
 * before it ever sends the refund again.
 */

/** A settled payment as Portico stored it when the PSP confirmed it. */
export interface SettledPaymentRef {
  provider: PaymentProvider;
  /** payments.reference: the order reference the PSP saw (Paybox PBX_CMD, Axepta TransID). */
  reference: string;
  /** payments.psp_transaction: Paybox "numtrans/numappel", Axepta PayID. */
  pspTransaction: string;
  /** What the PSP took, in cents. */
  amountCents: number;
}

export interface RefundCall {
  whitelabelId: number;
  payment: SettledPaymentRef;
  /** What to give back now, in cents: more than 0, at most the payment less refundedBeforeCents. */
  amountCents: number;
  /**
   * What Portico knows was already refunded on this payment (confirmed attempts), not counting
   * this one: an adapter whose PSP reports only totals tells this attempt's part from it.
   */
  refundedBeforeCents: number;
  /**
   * The attempt's key, unique and the same on every retry of this attempt: the PSP sees it
   * (Axepta ReqID and TransID, Paybox the refund's REFERENCE), so a repeat is found, not doubled.
   * At most 32 characters of [A-Za-z0-9-].
   */
  attemptKey: string;
}

/** Why a call's outcome could not be learnt: the PSP may or may not have acted. */
export type UnknownCause = 'timeout' | 'unreachable' | 'unreadable' | 'psp_unavailable';

export type RefundAnswer =
  /** The PSP refunded: its id of the refund transaction and its code. */
  | { kind: 'accepted'; pspTransaction: string; code: string }
  /** The PSP read the call and said no (an amount over what is left, a closed card...). */
  | { kind: 'refused'; code: string }
  | { kind: 'unknown'; cause: UnknownCause };

export type RefundLookup =
  /** The PSP holds this attempt's refund: it happened (its transaction id when the PSP says it). */
  | { kind: 'done'; pspTransaction: string | null }
  /** The PSP has no trace of this attempt: sending it again refunds once. */
  | { kind: 'none' }
  | { kind: 'unknown'; cause: UnknownCause };

export interface PspServerToServer {
  /** Sends the refund once; no retry inside (the caller's job decides, after findRefund). */
  refund(call: RefundCall, signal?: AbortSignal): Promise<RefundAnswer>;
  /** Whether an attempt whose answer was lost reached the PSP, asked by its transaction query. */
  findRefund(call: RefundCall, signal?: AbortSignal): Promise<RefundLookup>;
}
