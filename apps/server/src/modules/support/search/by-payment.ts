import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { payments } from '../../../db/schema/index.ts';
import type { VehicleHit } from './vehicle-match.ts';

/** The vehicle of a payment by the portal's reference (the receipt's and the PSP's order id). */
export async function vehiclesByPaymentReference(
  db: Database,
  whitelabelId: number,
  reference: string,
): Promise<VehicleHit[]> {
  const rows = await db
    .select({ plate: payments.plate, country: payments.countryCode })
    .from(payments)
    .where(and(eq(payments.whitelabelId, whitelabelId), eq(payments.reference, reference)))
    .limit(1);
  return rows.map((row) => ({ ...row, kind: 'payment_reference', label: `payment ${reference}` }));
}

/**
 * The vehicles of a PSP transaction, as the PSP's back office shows it: Paybox's numtrans (we
 * keep "numtrans/numappel") or the whole pair, Axepta's PayID. The expression index of migration
 * 0027 holds the part before the slash; the whole value is then checked on the few rows found.
 */
export async function vehiclesByPspTransaction(
  db: Database,
  whitelabelId: number,
  transaction: string,
  limit: number,
): Promise<VehicleHit[]> {
  const head = transaction.split('/')[0] ?? transaction;
  const transactionHead = sql`split_part(${payments.pspTransaction}, '/', 1)`;
  const rows = await db
    .select({ plate: payments.plate, country: payments.countryCode })
    .from(payments)
    .where(
      and(
        eq(payments.whitelabelId, whitelabelId),
        sql`${payments.pspTransaction} is not null`,
        sql`${transactionHead} = ${head}`,
        or(eq(payments.pspTransaction, transaction), sql`${transactionHead} = ${transaction}`),
      ),
    )
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    kind: 'psp_transaction',
    label: `PSP transaction ${transaction}`,
  }));
}
