import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { payments } from '../../src/db/schema/payments.ts';
import { userPlates } from '../../src/db/schema/user-plates.ts';
import { whitelabels } from '../../src/db/schema/whitelabels.ts';
import { newPaymentId, newReference } from '../../src/modules/payments/domain.ts';

/**
 * Proofs of possession (issue 24 item 6) for the tests: a settled payment of a plate, as a card
 * payment leaves it (the database numbers its receipt), whose receipt number a test then types.
 */
export interface PaidReceipt {
  paymentId: string;
  receiptNumber: string;
}

export async function paidReceipt(
  db: Database,
  whitelabelId: number,
  vehicle: { plate: string; countryCode?: string },
  {
    email = 'payer@example.org',
    userId = null,
    settledAt = new Date(),
  }: { email?: string; userId?: string | null; settledAt?: Date } = {},
): Promise<PaidReceipt> {
  const id = newPaymentId();
  const [row] = await db
    .insert(payments)
    .values({
      id,
      whitelabelId,
      reference: newReference(),
      plate: vehicle.plate,
      countryCode: vehicle.countryCode ?? 'FR',
      userId,
      language: 'fr',
      status: 'SUCCEED',
      method: 'CREDIT_CARD',
      provider: 'PAYBOX',
      amountCents: 420,
      email,
      expiresAt: settledAt,
      submittedAt: settledAt,
      settledAt,
    })
    .returning({ receiptNumber: payments.receiptNumber });
  if (!row?.receiptNumber) throw new Error('the database gave the payment no receipt number');
  return { paymentId: id, receiptNumber: row.receiptNumber };
}

/** The id of the white-label serving `host` (the alert client's tenant). */
export async function tenantIdOfHost(db: Database, host: string): Promise<number> {
  const [row] = await db
    .select({ id: whitelabels.id })
    .from(whitelabels)
    .where(sql`${whitelabels.hosts} @> array[${host}]::text[]`);
  if (!row) throw new Error(`no white-label on ${host}`);
  return row.id;
}

/**
 * Marks every plate a customer registered as proved by the operator's staff (proof kind
 * `operator`): for the tests whose subject is not the proof but what a proved plate allows.
 */
export async function markPlatesProven(db: Database, userId: string): Promise<void> {
  await db
    .update(userPlates)
    .set({ provenAt: new Date(), proofKind: 'operator' })
    .where(eq(userPlates.userId, userId));
}

/** The same for every registration of one plate (a test's own plate, unique to it). */
export async function markPlateProven(db: Database, plate: string): Promise<void> {
  await db
    .update(userPlates)
    .set({ provenAt: new Date(), proofKind: 'operator' })
    .where(eq(userPlates.plate, plate));
}
