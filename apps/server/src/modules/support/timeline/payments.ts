import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  paymentLines,
  paymentNotifications,
  paymentRefunds,
  payments,
} from '../../../db/schema/index.ts';
import { bounded, type TimelineVehicle } from './vehicle.ts';

/** The vehicle's payments, any status, newest first. */
export async function timelinePayments(db: Database, vehicle: TimelineVehicle, max: number) {
  const rows = await db
    .select({
      id: payments.id,
      reference: payments.reference,
      status: payments.status,
      method: payments.method,
      provider: payments.provider,
      pspTransaction: payments.pspTransaction,
      pspCode: payments.pspCode,
      amountCents: payments.amountCents,
      refundDue: payments.refundDue,
      email: payments.email,
      receiptNumber: payments.receiptNumber,
      createdAt: payments.createdAt,
      submittedAt: payments.submittedAt,
      settledAt: payments.settledAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.whitelabelId, vehicle.whitelabelId),
        eq(payments.plate, vehicle.plate),
        eq(payments.countryCode, vehicle.country),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(max + 1);
  return bounded(rows, max);
}

/** What the PSPs said about these payments, in the order they said it. */
export async function paymentNotificationsOf(db: Database, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      paymentId: paymentNotifications.paymentId,
      receivedAt: paymentNotifications.receivedAt,
      provider: paymentNotifications.provider,
      verdict: paymentNotifications.verdict,
      outcome: paymentNotifications.outcome,
    })
    .from(paymentNotifications)
    .where(inArray(paymentNotifications.paymentId, [...paymentIds]))
    .orderBy(asc(paymentNotifications.receivedAt), asc(paymentNotifications.id));
}

/** What refunds through the PSP gave back of each of these payments (those with any). */
export async function paymentRefundedOf(db: Database, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      paymentId: paymentRefunds.paymentId,
      refundedCents: sql<number>`sum(${paymentRefunds.amountCents})::int`,
    })
    .from(paymentRefunds)
    .where(
      and(inArray(paymentRefunds.paymentId, [...paymentIds]), eq(paymentRefunds.state, 'refunded')),
    )
    .groupBy(paymentRefunds.paymentId);
}

/** The trips each of these payments paid (its journey lines). */
export async function paymentTripsOf(db: Database, paymentIds: readonly string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({ paymentId: paymentLines.paymentId, tripId: paymentLines.journeyId })
    .from(paymentLines)
    .where(and(inArray(paymentLines.paymentId, [...paymentIds]), isNotNull(paymentLines.journeyId)))
    .orderBy(asc(paymentLines.paymentId), asc(paymentLines.position));
}

export type TimelinePaymentRow = Awaited<ReturnType<typeof timelinePayments>>['rows'][number];
export type PaymentNotificationRow = Awaited<ReturnType<typeof paymentNotificationsOf>>[number];
export type PaymentTripRow = Awaited<ReturnType<typeof paymentTripsOf>>[number];
