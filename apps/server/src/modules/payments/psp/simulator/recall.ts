import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/database.ts';
import { paymentRefunds, payments } from '../../../../db/schema/index.ts';
import type { SimulatorLedger } from './ledger.ts';

/**
 * A real PSP knows every transaction it ever settled; the simulators keep theirs in memory, which
 * a restart empties (and the demo's seeded payment was never settled by them at all). Before a
 * Paybox Direct call names a transaction the ledger does not hold, the simulator recalls it from
 * the only store it has, the portal's own: a payment Paybox settled (`numtrans/numappel`) and the
 * refunds of it that were answered. Development and tests only, like the simulators themselves.
 * Axepta's calls carry their PayID encrypted; they are answered from memory alone.
 */
export type RecallPaybox = (ledger: SimulatorLedger, numtrans: string) => Promise<void>;

export function databaseRecall(db: Database): RecallPaybox {
  return async (ledger, numtrans) => {
    const id = String(Number(numtrans));
    if (!/^[0-9]{1,10}$/.test(id) || ledger.payment(id)) return;
    const [payment] = await db
      .select({
        id: payments.id,
        pspTransaction: payments.pspTransaction,
        amountCents: payments.amountCents,
      })
      .from(payments)
      .where(
        and(
          eq(payments.provider, 'PAYBOX'),
          inArray(payments.status, ['SUCCEED', 'DUPLICATED', 'REJECTED']),
          // NUMTRANS comes padded to ten digits; the stored one as the hosted page sent it.
          sql`ltrim(split_part(${payments.pspTransaction}, '/', 1), '0') = ${id}`,
        ),
      )
      .limit(1);
    const numappel = payment?.pspTransaction?.split('/')[1];
    if (!payment || !numappel || ledger.payment(id)) return;
    ledger.remember(id, String(Number(numappel)), payment.amountCents);
    const refunds = await db
      .select({
        pspTransaction: paymentRefunds.pspTransaction,
        amountCents: paymentRefunds.amountCents,
        attemptKey: paymentRefunds.attemptKey,
      })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment.id), eq(paymentRefunds.state, 'refunded')));
    for (const refund of refunds) {
      const refundId = String(Number(refund.pspTransaction?.split('/')[0] ?? '0'));
      ledger.addRefund(id, {
        id: refundId,
        amountCents: refund.amountCents,
        key: refund.attemptKey,
      });
    }
  };
}
