import type { Database } from '../../../db/database.ts';
import { lockPayment, updatePayment } from '../repository.ts';
import {
  announceRefunds,
  applyOutcomeIn,
  type RefundDue,
  type SettlementHooks,
} from '../settlement.ts';
import {
  type FleetChargeRow,
  lockFleetCharge,
  type unresolvedStates,
  updateFleetCharge,
} from './fleet-charges-repository.ts';
import { fleetRetryDelayMs } from './fleet-timing.ts';
import {
  type FleetCardProcessor,
  type FleetChargeLookup,
  FleetProcessorUnavailable,
} from './processor.ts';

export interface FleetLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface FleetOutcomeDeps {
  db: Database;
  processor: FleetCardProcessor;
  hooks: SettlementHooks;
  /** After a payment settled (committed): e.g. send the receipt e-mail now. */
  onSucceeded(): void;
  logger: FleetLogger;
}

/** Where the processor's word came from: its answer to the charge, or a later lookup. */
export type AnswerOrigin = 'charge' | 'lookup';

/** The reason of a failed call, without anything of the card. */
export const failureReason = (error: unknown): string =>
  error instanceof FleetProcessorUnavailable ? error.message : 'processor error';

/**
 * A processor call on a charge failed: counts the failure and schedules the next try with
 * backoff, only while the charge is still in `state` (another run may have moved it on), then
 * logs the key, the count and the reason (nothing of the card).
 */
export async function postponeCharge(
  { db, logger }: { db: Database; logger: FleetLogger },
  charge: FleetChargeRow,
  {
    state,
    error,
    now,
    message,
  }: { state: (typeof unresolvedStates)[number]; error: unknown; now: Date; message: string },
): Promise<void> {
  const failures = charge.failures + 1;
  const reason = failureReason(error);
  await updateFleetCharge(
    db,
    charge.paymentId,
    {
      failures,
      lastError: reason,
      nextCheckAt: new Date(now.getTime() + fleetRetryDelayMs(failures)),
    },
    { onlyIn: [state] },
  );
  logger.warn({ chargeKey: charge.chargeKey, failures, reason }, message);
}

/**
 * Applies what the processor said of a charge, once: under the payment's lock then the charge's,
 * and only while the charge is still `charging` (the request and the resolution job may both
 * learn the answer; the second finds it applied). Never holds a transaction across a processor
 * call: a void it decides is sent after the commit.
 * - approved: the payment settles; if its trips were paid meanwhile by another payment (or left
 *   the portal), it is DUPLICATED (or REJECTED) with refund_due and the charge is voided.
 * - refused, voided: REJECTED; the trips stay payable.
 * - not found (a lookup): REJECTED, and the key is voided just in case a charge of it still
 *   arrives; a refusal found by a lookup is voided too.
 */
export function createFleetOutcomes({
  db,
  processor,
  hooks,
  onSucceeded,
  logger,
}: FleetOutcomeDeps) {
  async function voidCharge(charge: FleetChargeRow, now: Date): Promise<void> {
    try {
      await processor.void(charge.chargeKey);
    } catch (error) {
      await postponeCharge({ db, logger }, charge, {
        state: 'voiding',
        error,
        now,
        message: 'fleet charge void failed: retried later, refund_due stays flagged',
      });
      return;
    }
    await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, charge.paymentId);
      const locked = await lockFleetCharge(tx, charge.paymentId);
      if (locked?.state !== 'voiding') return;
      await updateFleetCharge(tx, charge.paymentId, { state: 'voided', lastError: null });
      // Nothing is held at the processor any more: nothing to refund.
      if (payment && payment.status !== 'SUCCEED') {
        await updatePayment(tx, charge.paymentId, { refundDue: false });
      }
    });
  }

  async function applyAnswer(
    paymentId: string,
    answer: FleetChargeLookup,
    origin: AnswerOrigin,
    now: Date,
  ): Promise<void> {
    const refunds: RefundDue[] = [];
    const options = { now, charged: answer.status === 'approved', hooks };
    const after = await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, paymentId);
      const charge = await lockFleetCharge(tx, paymentId);
      if (!payment || charge?.state !== 'charging') return null;

      if (answer.status === 'approved') {
        const settled = await applyOutcomeIn(
          tx,
          paymentId,
          {
            outcome: 'SUCCEED',
            pspCode: '00',
            pspTransaction: answer.authorization,
            cardLabel: payment.cardLabel,
          },
          options,
          refunds,
        );
        if (settled.status === 'SUCCEED') {
          // A flag raised while the processor could not be reached: the money is accounted for.
          if (payment.refundDue) await updatePayment(tx, paymentId, { refundDue: false });
          await updateFleetCharge(tx, paymentId, {
            state: 'approved',
            authorizationCode: answer.authorization,
            lastError: null,
          });
          return { succeeded: true, charge: null };
        }
        await updateFleetCharge(tx, paymentId, {
          state: 'voiding',
          authorizationCode: answer.authorization,
          nextCheckAt: now,
        });
        return { succeeded: false, charge };
      }

      const code = answer.status === 'refused' ? answer.code : answer.status;
      await applyOutcomeIn(tx, paymentId, { outcome: 'REJECTED', pspCode: code }, options, refunds);
      const voidJustInCase =
        answer.status === 'not_found' || (answer.status === 'refused' && origin === 'lookup');
      if (voidJustInCase) {
        await updateFleetCharge(tx, paymentId, {
          state: 'voiding',
          processorCode: code,
          nextCheckAt: now,
        });
        return { succeeded: false, charge };
      }
      if (payment.refundDue) await updatePayment(tx, paymentId, { refundDue: false });
      await updateFleetCharge(tx, paymentId, {
        state: answer.status === 'voided' ? 'voided' : 'refused',
        processorCode: code,
        lastError: null,
      });
      return { succeeded: false, charge: null };
    });
    announceRefunds(refunds, hooks);
    if (after?.succeeded) onSucceeded();
    if (after?.charge) await voidCharge(after.charge, now);
  }

  return { applyAnswer, voidCharge };
}

export type FleetOutcomes = ReturnType<typeof createFleetOutcomes>;
