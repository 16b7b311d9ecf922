import type { Database } from '../../../db/database.ts';
import type { BusinessPayer } from '@portico/contract';
import { AppError } from '../../../shared/app-error.ts';
import { lockPlates, type Queryable } from '../../journeys/repository.ts';
import {
  lockPayment,
  payableStages,
  type PaymentLineRow,
  type PaymentRow,
  updatePayment,
} from '../repository.ts';
import { findJourneyStages } from '../tenant-payments.ts';
import type { FleetCardInput } from './card-rules.ts';
import {
  hasChargeInFlightOn,
  insertFleetCharge,
  updateFleetCharge,
} from './fleet-charges-repository.ts';
import { failureReason, type FleetLogger, type FleetOutcomes } from './fleet-outcome.ts';
import { fleetGraceMs } from './fleet-timing.ts';
import { type FleetCardProcessor, fleetChargeKey } from './processor.ts';

export interface FleetPaymentDeps {
  db: Database;
  processor: FleetCardProcessor;
  outcomes: FleetOutcomes;
  logger: FleetLogger;
  clock: () => Date;
  timeoutMs: number;
}

export interface FleetCardPayment extends FleetCardInput {
  email: string;
  /** The masked card for the receipt, e.g. "•••• 0001" (the card's brand is the method's). */
  cardLabel: string;
  /** A business payer's company for the receipt (issue 26 item 9), or null. */
  company: BusinessPayer | null;
}

export const journeyIdsOf = (lines: readonly PaymentLineRow[]) =>
  lines.flatMap((line) => (line.journeyId === null ? [] : [line.journeyId]));

/** Whether every one of these journeys is still owed and payable (no settlement took it). */
async function allPayable(tx: Queryable, whitelabelId: number, ids: readonly number[]) {
  const stages = await findJourneyStages(tx, whitelabelId, ids);
  const payable = new Set<string>(payableStages);
  return ids.every((id) => payable.has(stages.get(id) ?? ''));
}

/**
 * A fleet-card payment, crash-safe (issue 9 item 4): the charge attempt is recorded and committed
 * before the processor is called, the call is idempotent by the payment's charge key, and no
 * transaction stays open across it. If the answer never comes (a crash, a timeout), the payment
 * stays PENDING and the resolution job (fleet-resolution.ts) asks the processor later.
 */
export function createFleetPayment({
  db,
  processor,
  outcomes,
  logger,
  clock,
  timeoutMs,
}: FleetPaymentDeps) {
  /**
   * Moves the OPEN basket to PENDING with its charge attempt, in one transaction, once its trips
   * are checked still unpaid under the settlement's plate lock (a settlement of them has either
   * committed, and is seen, or waits for this one) and not being charged by another fleet
   * payment whose answer is awaited: a duplicate is refused before any charge.
   */
  async function recordAttempt(
    payment: PaymentRow,
    lines: readonly PaymentLineRow[],
    card: FleetCardPayment,
    now: Date,
  ) {
    const ids = journeyIdsOf(lines);
    await db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      if (locked?.status !== 'OPEN') throw new AppError(409, 'payment_already_started');
      await lockPlates(tx, payment.whitelabelId, [
        { plate: payment.plate, countryCode: payment.countryCode },
      ]);
      if (
        !(await allPayable(tx, payment.whitelabelId, ids)) ||
        (await hasChargeInFlightOn(tx, ids, payment.id))
      ) {
        throw new AppError(409, 'payment_journeys_invalid');
      }
      await updatePayment(tx, payment.id, {
        status: 'PENDING',
        method: card.cardType,
        provider: null,
        email: card.email,
        cardLabel: card.cardLabel,
        companyName: card.company?.companyName ?? null,
        vatNumber: card.company?.vatNumber ?? null,
        submittedAt: now,
      });
      await insertFleetCharge(tx, {
        paymentId: payment.id,
        whitelabelId: payment.whitelabelId,
        chargeKey: fleetChargeKey(payment.id),
        cardType: card.cardType,
        amountCents: payment.amountCents,
        state: 'charging',
        nextCheckAt: new Date(now.getTime() + fleetGraceMs(timeoutMs)),
      });
    });
  }

  return {
    /** Records the attempt, charges, applies the answer; without one, leaves it PENDING. */
    async pay(
      payment: PaymentRow,
      lines: readonly PaymentLineRow[],
      card: FleetCardPayment,
    ): Promise<void> {
      await recordAttempt(payment, lines, card, clock());
      let answer;
      try {
        answer = await processor.charge({
          key: fleetChargeKey(payment.id),
          cardType: card.cardType,
          cardNumber: card.cardNumber,
          cardValidity: card.cardValidity,
          cvv: card.cvv,
          amountCents: payment.amountCents,
          reference: payment.reference,
        });
      } catch (error) {
        const reason = failureReason(error);
        await updateFleetCharge(db, payment.id, { lastError: reason }, { onlyIn: ['charging'] });
        logger.warn(
          { paymentReference: payment.reference, reason },
          'fleet charge without an answer: the payment stays pending until the processor is asked again',
        );
        return;
      }
      await outcomes.applyAnswer(payment.id, answer, 'charge', clock());
    },
  };
}

export type FleetPayment = ReturnType<typeof createFleetPayment>;
