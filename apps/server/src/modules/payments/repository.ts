import { and, asc, count, eq, getTableColumns, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  journeys,
  paymentLines,
  paymentNotifications,
  payments,
  prepaymentCredits,
} from '../../db/schema/index.ts';
import type { PlateRef, Queryable } from '../journeys/repository.ts';

/** The payments' reads and writes: Drizzle queries only, every rule lives in the service. */

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentLineRow = typeof paymentLines.$inferSelect;
export type NewPaymentLineRow = typeof paymentLines.$inferInsert;
export type NewNotificationRow = typeof paymentNotifications.$inferInsert;
export type NewCreditRow = typeof prepaymentCredits.$inferInsert;

export async function insertPayment(
  tx: Queryable,
  payment: NewPaymentRow,
  lines: readonly Omit<NewPaymentLineRow, 'paymentId'>[],
): Promise<void> {
  await tx.insert(payments).values(payment);
  if (lines.length > 0) {
    await tx.insert(paymentLines).values(lines.map((line) => ({ ...line, paymentId: payment.id })));
  }
}

/** A payment of the tenant by its session id. */
export async function findPayment(
  db: Queryable,
  whitelabelId: number,
  id: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.whitelabelId, whitelabelId), eq(payments.id, id)));
  return row ?? null;
}

/** A payment of the tenant by its order reference (what a PSP notification names). */
export async function findPaymentByReference(
  db: Queryable,
  whitelabelId: number,
  reference: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.whitelabelId, whitelabelId), eq(payments.reference, reference)));
  return row ?? null;
}

/** The payment row locked until the transaction ends: its status changes one writer at a time. */
export async function lockPayment(tx: Queryable, id: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

export async function updatePayment(
  tx: Queryable,
  id: string,
  values: Partial<NewPaymentRow>,
): Promise<void> {
  await tx
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/** The lines of a payment in basket order. */
export function findLines(db: Queryable, paymentId: string): Promise<PaymentLineRow[]> {
  return db
    .select()
    .from(paymentLines)
    .where(eq(paymentLines.paymentId, paymentId))
    .orderBy(asc(paymentLines.position));
}

/** A payment's line as its receipt shows it: with the plate of the journey it paid, if any. */
export type ReceiptLineRow = PaymentLineRow & { plate: string | null };

/**
 * The lines of a payment with each journey's plate, for the receipt of a renter's payment that
 * covers several of its fleet's vehicles (issue 25). A prepaid trip has none (the payment's plate).
 */
export function findReceiptLines(db: Queryable, paymentId: string): Promise<ReceiptLineRow[]> {
  return db
    .select({ ...getTableColumns(paymentLines), plate: journeys.plate })
    .from(paymentLines)
    .leftJoin(journeys, eq(journeys.id, paymentLines.journeyId))
    .where(eq(paymentLines.paymentId, paymentId))
    .orderBy(asc(paymentLines.position));
}

export async function insertNotification(db: Queryable, row: NewNotificationRow): Promise<void> {
  await db.insert(paymentNotifications).values(row);
}

export async function insertCredits(tx: Queryable, rows: readonly NewCreditRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(prepaymentCredits).values([...rows]);
}

/** The stages on which a journey is still owed and payable online. */
export const payableStages = ['due', 'notice', 'infraction', 'imported'] as const;

/**
 * How many trips are still owed besides `excluded` (the success page's "pay other journeys"
 * block, spec 001: "if the company has other trips"): priced, not tag-paid, on a payable stage;
 * of the rental company's fleet when a renter paid for it (issue 26 item 12: any of its
 * vehicles, not only the first plate of the basket), else of the plate.
 */
export async function countOtherOwedJourneys(
  db: Queryable,
  whitelabelId: number,
  owner: { vehicle: PlateRef; companyId: number | null },
  excluded: readonly number[],
): Promise<number> {
  const { vehicle, companyId } = owner;
  const [row] = await db
    .select({ value: count() })
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        ...(companyId !== null
          ? [eq(journeys.fleetCompanyId, companyId)]
          : [eq(journeys.plate, vehicle.plate), eq(journeys.countryCode, vehicle.countryCode)]),
        not(journeys.tagPaidOnly),
        isNull(journeys.pricingError),
        inArray(journeys.dunningKind, [...payableStages]),
        excluded.length > 0 ? not(inArray(journeys.id, [...excluded])) : undefined,
      ),
    );
  return row?.value ?? 0;
}

export type { Database };
