import { randomInt } from 'node:crypto';
import { vatBreakdown } from '@portico/contract';
import { newPaymentId, newReference } from '../modules/payments/domain.ts';
import { insertPayment, updatePayment } from '../modules/payments/repository.ts';
import { decodeDunningState } from '../modules/journeys/dunning-codec.ts';
import { indemnityAt } from '../modules/journeys/dunning.ts';
import {
  findPlateJourneysForUpdate,
  lockPlates,
  type PlateRef,
  type Queryable,
} from '../modules/journeys/repository.ts';
import type { DunningSettings } from '../modules/journeys/settings.ts';
import { settleJourneys } from '../modules/journeys/settle-journeys.ts';
import { enqueueMail } from '../modules/mail/outbox.ts';

/** Where the demo payment's receipt goes (README "Demo plates": read it at /dev/mailbox). */
export const demoPayerEmail = 'demo.payer@example.org';

/**
 * Pays the demo journey holding `firstPassageId` at `at`, the way a bank card through Paybox
 * does: a payment of one line priced then, settled by the same settlement as a real notification
 * (the journey closed with the dunning 'paid' event, frozen, linked to the payment). So the demo's
 * paid plate has a real payment behind it (status, receipt). Runs in the seeding's transaction.
 */
export async function payDemoJourney(
  tx: Queryable,
  whitelabelId: number,
  vehicle: PlateRef,
  firstPassageId: string,
  at: Date,
  settings: DunningSettings,
  payerEmail: string = demoPayerEmail,
): Promise<void> {
  await lockPlates(tx, whitelabelId, [vehicle]);
  const rows = await findPlateJourneysForUpdate(tx, whitelabelId, [vehicle]);
  const row = rows.find((journey) => journey.passageIds.includes(firstPassageId));
  if (!row?.dunning || row.ttcCents === null) {
    throw new Error(`no payable demo journey for ${firstPassageId}`);
  }
  const indemnityCents = indemnityAt(decodeDunningState(row.dunning), at, settings);
  const totalCents = row.ttcCents + indemnityCents - row.alreadyPaidCents;
  const vat = vatBreakdown(row.ttcCents);
  const id = newPaymentId();
  await insertPayment(
    tx,
    {
      id,
      whitelabelId,
      reference: newReference(),
      plate: vehicle.plate,
      countryCode: vehicle.countryCode,
      language: 'fr',
      status: 'PENDING',
      method: 'CREDIT_CARD',
      provider: 'PAYBOX',
      amountCents: totalCents,
      email: payerEmail,
      cardLabel: '•••• 1112',
      expiresAt: at,
      submittedAt: at,
    },
    [
      {
        position: 0,
        kind: 'journey',
        journeyId: row.id,
        inGate: row.inGate,
        outGate: row.outGate,
        vehicleClass: row.vehicleClass,
        tripDate: row.firstPassageAt,
        caseNumber: row.pvNumber ?? row.ticketNumber,
        htCents: vat.htPrice,
        tvaCents: vat.tvaPrice,
        tvaRate: vat.tva,
        ttcCents: row.ttcCents,
        indemnityCents,
        totalCents,
      },
    ],
  );
  const result = await settleJourneys(
    tx,
    whitelabelId,
    vehicle,
    [{ journeyId: row.id, paidCents: totalCents, indemnityCents }],
    { paymentId: id, at, settings },
  );
  if (!result.settled) throw new Error(`the demo journey could not be settled: ${result.reason}`);
  // Paybox's numtrans/numappel, as a real settlement stores them: the refunds (issue 29) and the
  // console's search by PSP transaction need one.
  await updatePayment(tx, id, {
    status: 'SUCCEED',
    pspCode: '00000',
    pspTransaction: `${demoPayboxNumber()}/${demoPayboxNumber()}`,
    settledAt: at,
  });
  // Its receipt e-mail, as a real settlement writes it: the dev mailbox then shows the receipt
  // number a visitor types to prove the plate theirs for its alerts (issue 24, README).
  await enqueueMail(tx, {
    whitelabelId,
    kind: 'payment_receipt',
    recipient: payerEmail,
    language: 'fr',
    payload: { paymentId: id },
  });
}

/** A Paybox transaction or call number: ten digits. */
function demoPayboxNumber(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}
