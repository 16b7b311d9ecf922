import { a79WholeRoadEast } from '@portico/contract/testing';
import type { StaffRole } from '@portico/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config.ts';
import { mailOutbox, paymentRefunds, payments, whitelabels } from '../../src/db/schema/index.ts';
import { freshPlate } from './payments.ts';
import { ingestPassages, payAllTrips, supportDesk } from './support-desk.ts';
import { trip } from './trips.ts';

const hour = 3_600_000;

/**
 * A person of the finance desk (or another role) on a white-label with the A79 road, who makes
 * card payments the way drivers do and refunds them from the console.
 */
export async function refundDesk(
  app: FastifyInstance,
  config: Config,
  now: Date,
  roles: readonly StaffRole[] = ['finance'],
) {
  const desk = await supportDesk(app, now, roles);
  const { db } = app.database;
  /** A paid card payment of a new plate's trip: its id and amount. */
  const paidPayment = async () => {
    const plate = freshPlate('RF');
    await ingestPassages(
      app,
      desk.road,
      trip(plate, a79WholeRoadEast, new Date(now.getTime() - 3 * hour)),
    );
    const paymentId = await payAllTrips(app, config, desk.road, plate);
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row) throw new Error('no payment');
    return row;
  };
  /** A payment charged twice: DUPLICATED with refund_due, as the settlement flags it. */
  const refundDuePayment = async () => {
    const payment = await paidPayment();
    await db
      .update(payments)
      .set({ status: 'DUPLICATED', refundDue: true })
      .where(eq(payments.id, payment.id));
    return payment;
  };
  const setRefundSettings = async (refunds: { automatic: boolean; ceilingCents: number }) => {
    await db
      .update(whitelabels)
      .set({
        settings: sql`jsonb_set(${whitelabels.settings}, '{payments}', coalesce(${whitelabels.settings} -> 'payments', '{}'::jsonb) || ${JSON.stringify({ refunds })}::jsonb)`,
      })
      .where(eq(whitelabels.id, desk.road.id));
  };
  const refund = (paymentId: string, body: unknown) =>
    desk.call('POST', 'requestRefund', { params: { paymentId }, body });
  const decide = (refundId: string, body: unknown) =>
    desk.call('POST', 'decideRefund', { params: { refundId }, body });
  const attempts = (paymentId: string) =>
    db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
  const refundMails = (paymentId: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'payment_refunded'),
          sql`${mailOutbox.payload} ->> 'paymentId' = ${paymentId}`,
        ),
      );
  return {
    ...desk,
    paidPayment,
    refundDuePayment,
    setRefundSettings,
    refund,
    decide,
    attempts,
    refundMails,
  };
}

export type RefundDesk = Awaited<ReturnType<typeof refundDesk>>;
