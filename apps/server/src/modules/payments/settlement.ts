import type { Database } from '../../db/database.ts';
import type { StoredPaymentStatus } from '../../db/schema/payments.ts';
import { findJourneySettings, type Queryable } from '../journeys/repository.ts';
import { settleJourneys } from '../journeys/settle-journeys.ts';
import type { PaymentLineRow, PaymentRow } from './repository.ts';
import { findLines, insertCredits, lockPayment, updatePayment } from './repository.ts';

/** What a PSP (or the fleet-card processor) said about a payment. */
export interface PaymentOutcome {
  outcome: 'SUCCEED' | 'REJECTED' | 'CANCELLED' | 'PENDING';
  pspCode: string | null;
  pspTransaction?: string | null;
  cardLabel?: string | null;
  /** The amount the PSP charged, when its message says; compared with the payment's. */
  amountCents?: number | undefined;
}

export type SettlementVerdict = 'applied' | 'replayed' | 'amount_mismatch' | 'unknown_payment';

export interface SettlementResult {
  verdict: SettlementVerdict;
  status: StoredPaymentStatus | null;
}

export interface SettlementHooks {
  /** Inside the transaction that made the payment SUCCEED: e.g. enqueue the receipt e-mail. */
  onSucceeded(tx: Queryable, payment: PaymentRow): Promise<void>;
  /**
   * Inside the transaction that made a charged payment DUPLICATED (its trips were paid by another):
   * e.g. enqueue the e-mail that says so and that the money comes back.
   */
  onDuplicated(tx: Queryable, payment: PaymentRow): Promise<void>;
  /** A payment money was taken for but that cannot settle: the back office must refund it. */
  onRefundDue(payment: PaymentRow, status: StoredPaymentStatus): void;
}

/** Credits of the prepaid lines: one per distinct route and class, `count` trips each. */
function creditsOf(payment: PaymentRow, lines: readonly PaymentLineRow[], validUntil: Date) {
  const byRoute = new Map<string, { line: PaymentLineRow; count: number }>();
  for (const line of lines) {
    if (line.kind !== 'prepayment' || line.outGate === null) continue;
    const key = `${line.inGate}|${line.outGate}|${line.vehicleClass}|${line.ttcCents}`;
    const entry = byRoute.get(key);
    if (entry) entry.count += 1;
    else byRoute.set(key, { line, count: 1 });
  }
  return [...byRoute.values()].map(({ line, count }) => ({
    whitelabelId: payment.whitelabelId,
    paymentId: payment.id,
    plate: payment.plate,
    countryCode: payment.countryCode,
    inGate: line.inGate,
    outGate: line.outGate ?? line.inGate,
    vehicleClass: line.vehicleClass,
    unitTtcCents: line.ttcCents,
    count,
    remaining: count,
    validUntil,
  }));
}

const day = 24 * 60 * 60 * 1000;

export interface ApplyOptions {
  now: Date;
  /** Whether money was taken already (a PSP's or fleet processor's approval). */
  charged: boolean;
  hooks: SettlementHooks;
}

/** A payment money was taken for but that could not settle, to announce after the commit. */
export interface RefundDue {
  payment: PaymentRow;
  status: StoredPaymentStatus;
}

/**
 * Applies an outcome to a payment, exactly once, in one transaction on the payment's row lock:
 * - PENDING, REJECTED, CANCELLED move an OPEN or PENDING payment; on a final one they are replays.
 * - SUCCEED settles the payment's journeys (settle-journeys.ts) and turns its prepaid lines into
 *   credits; if another payment settled one of them first, this one is DUPLICATED; if one left the
 *   portal meanwhile (OMP, claim), REJECTED. A success after REJECTED or CANCELLED still settles:
 *   money was taken. A SUCCEED or DUPLICATED payment never changes again (replays are no-ops).
 * - A success for another amount than the payment's is REJECTED (and refunded): the PSP charged
 *   what we did not ask for.
 * `charged` says whether money was taken already, so that a payment that cannot settle is flagged
 * for refund.
 */
export async function applyOutcome(
  db: Database,
  paymentId: string,
  result: PaymentOutcome,
  options: ApplyOptions,
): Promise<SettlementResult> {
  const refunds: RefundDue[] = [];
  const settled = await db.transaction((tx) =>
    applyOutcomeIn(tx, paymentId, result, options, refunds),
  );
  announceRefunds(refunds, options.hooks);
  return settled;
}

/** Told after the commit, so a refund is never announced for a transaction that rolled back. */
export function announceRefunds(refunds: readonly RefundDue[], hooks: SettlementHooks): void {
  for (const refund of refunds) hooks.onRefundDue(refund.payment, refund.status);
}

/**
 * applyOutcome inside the caller's transaction (which may hold other rows of the same payment,
 * e.g. its fleet charge); refunds due are pushed to `refunds` for the caller to announce after
 * its commit.
 */
export async function applyOutcomeIn(
  tx: Queryable,
  paymentId: string,
  result: PaymentOutcome,
  { now, charged, hooks }: ApplyOptions,
  refunds: RefundDue[],
): Promise<SettlementResult> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) return { verdict: 'unknown_payment', status: null };
  const details = {
    pspCode: result.pspCode,
    ...(result.pspTransaction ? { pspTransaction: result.pspTransaction } : {}),
    ...(result.cardLabel ? { cardLabel: result.cardLabel } : {}),
  };
  const open = payment.status === 'OPEN' || payment.status === 'PENDING';

  if (result.outcome !== 'SUCCEED') {
    if (!open) return { verdict: 'replayed', status: payment.status };
    const final = result.outcome !== 'PENDING';
    await updatePayment(tx, payment.id, {
      status: result.outcome,
      ...details,
      ...(final ? { settledAt: now } : {}),
    });
    return { verdict: 'applied', status: result.outcome };
  }

  if (payment.status === 'SUCCEED' || payment.status === 'DUPLICATED') {
    return { verdict: 'replayed', status: payment.status };
  }
  if (result.amountCents !== undefined && result.amountCents !== payment.amountCents) {
    await updatePayment(tx, payment.id, {
      status: 'REJECTED',
      ...details,
      refundDue: charged,
      settledAt: now,
    });
    if (charged) refunds.push({ payment, status: 'REJECTED' });
    return { verdict: 'amount_mismatch', status: 'REJECTED' };
  }

  const lines = await findLines(tx, payment.id);
  const { settings } = await findJourneySettings(tx, payment.whitelabelId);
  const outcome = await settleJourneys(
    tx,
    payment.whitelabelId,
    { plate: payment.plate, countryCode: payment.countryCode },
    lines.flatMap((line) =>
      line.journeyId === null
        ? []
        : [
            {
              journeyId: line.journeyId,
              paidCents: line.totalCents,
              indemnityCents: line.indemnityCents,
            },
          ],
    ),
    { paymentId: payment.id, at: now, settings },
  );
  if (!outcome.settled) {
    const status = outcome.reason === 'already_paid' ? 'DUPLICATED' : 'REJECTED';
    await updatePayment(tx, payment.id, {
      status,
      ...details,
      refundDue: charged,
      settledAt: now,
    });
    if (charged) refunds.push({ payment, status });
    if (charged && status === 'DUPLICATED') await hooks.onDuplicated(tx, payment);
    return { verdict: 'applied', status };
  }
  await insertCredits(
    tx,
    creditsOf(payment, lines, new Date(now.getTime() + settings.prepaymentCreditDays * day)),
  );
  await updatePayment(tx, payment.id, { status: 'SUCCEED', ...details, settledAt: now });
  await hooks.onSucceeded(tx, payment);
  return { verdict: 'applied', status: 'SUCCEED' };
}
