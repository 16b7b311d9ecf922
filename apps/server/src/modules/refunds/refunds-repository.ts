import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import {
  paymentRefunds,
  type RefundState,
  unfinishedRefundStates,
} from '../../db/schema/payment-refunds.ts';
import { payments } from '../../db/schema/payments.ts';

/** The refunds' reads and writes: Drizzle queries only. */

export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewRefundRow = typeof paymentRefunds.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

/** The states the job acts on: send (approved), or ask the PSP first (sending, unknown). */
export const jobStates = ['approved', 'sending', 'unknown'] as const satisfies RefundState[];

/** The payment locked until the transaction ends: every attempt of it is created under it. */
export async function lockPayment(
  tx: Queryable,
  whitelabelId: number,
  paymentId: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.whitelabelId, whitelabelId), eq(payments.id, paymentId)))
    .for('update');
  return row ?? null;
}

/** Cents refunded (confirmed) and held by the unfinished attempt of a payment. */
export async function refundTotals(
  db: Queryable,
  paymentId: string,
): Promise<{ refundedCents: number; unfinishedCents: number }> {
  const [row] = await db
    .select({
      refundedCents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}) filter (where ${paymentRefunds.state} = 'refunded'), 0)::int`,
      unfinishedCents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}) filter (where ${inArray(paymentRefunds.state, [...unfinishedRefundStates])}), 0)::int`,
    })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  return { refundedCents: row?.refundedCents ?? 0, unfinishedCents: row?.unfinishedCents ?? 0 };
}

export async function insertRefund(tx: Queryable, row: NewRefundRow): Promise<RefundRow> {
  const [inserted] = await tx.insert(paymentRefunds).values(row).returning();
  if (!inserted) throw new Error('the refund insert returned no row');
  return inserted;
}

export async function findRefund(
  db: Queryable,
  whitelabelId: number,
  id: number,
): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.whitelabelId, whitelabelId), eq(paymentRefunds.id, id)));
  return row ?? null;
}

/** The attempt locked until the transaction ends (take the payment's lock first). */
export async function lockRefund(
  tx: Queryable,
  whitelabelId: number,
  id: number,
): Promise<RefundRow | null> {
  const [row] = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.whitelabelId, whitelabelId), eq(paymentRefunds.id, id)))
    .for('update');
  return row ?? null;
}

/**
 * Moves an attempt on, only from the states given: answers the row, or null when it had moved
 * meanwhile (another instance, a person) and nothing was written.
 */
export async function updateRefund(
  db: Queryable,
  id: number,
  from: readonly RefundState[],
  values: Partial<NewRefundRow>,
): Promise<RefundRow | null> {
  const [row] = await db
    .update(paymentRefunds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(paymentRefunds.id, id), inArray(paymentRefunds.state, [...from])))
    .returning();
  return row ?? null;
}

/**
 * Claims up to `limit` attempts due at `now` by moving their next try to `leaseUntil`, in one
 * statement (the mail outbox's pattern): FOR UPDATE SKIP LOCKED makes another instance take other
 * rows, and one whose claim started before ours committed re-reads these, finds them no longer
 * due and leaves them. If this instance dies, they are due again when the lease ends.
 */
export async function claimDueRefunds(
  db: Queryable,
  now: Date,
  limit: number,
  leaseUntil: Date,
  { whitelabelId }: { whitelabelId?: number | undefined } = {},
): Promise<RefundRow[]> {
  const due = db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(
        inArray(paymentRefunds.state, [...jobStates]),
        lte(paymentRefunds.nextTryAt, now),
        whitelabelId === undefined ? undefined : eq(paymentRefunds.whitelabelId, whitelabelId),
      ),
    )
    .orderBy(asc(paymentRefunds.nextTryAt), asc(paymentRefunds.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(paymentRefunds)
    .set({ nextTryAt: leaseUntil, updatedAt: sql`now()` })
    .where(inArray(paymentRefunds.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Payments flagged refund_due with no refund attempt yet, of white-labels or one. */
export async function refundDueWithoutAttempt(
  db: Queryable,
  limit: number,
  { whitelabelId }: { whitelabelId?: number | undefined } = {},
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.refundDue, true),
        inArray(payments.status, ['SUCCEED', 'DUPLICATED', 'REJECTED']),
        sql`${payments.provider} is not null and ${payments.pspTransaction} is not null`,
        sql`not exists (select 1 from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id})`,
        whitelabelId === undefined ? undefined : eq(payments.whitelabelId, whitelabelId),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** One page of the white-label's attempts, newest first, in some states or all. */
export async function listRefunds(
  db: Queryable,
  whitelabelId: number,
  {
    waiting,
    before,
    limit,
    paymentId,
  }: { waiting?: boolean; before?: number; limit: number; paymentId?: string },
): Promise<(RefundRow & { reference: string; plate: string; paymentCents: number })[]> {
  const rows = await db
    .select({
      refund: paymentRefunds,
      reference: payments.reference,
      plate: payments.plate,
      paymentCents: payments.amountCents,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(paymentRefunds.whitelabelId, whitelabelId),
        // For a person: awaiting approval, or unknown once the job stopped asking the PSP.
        waiting
          ? or(
              eq(paymentRefunds.state, 'awaiting_approval'),
              and(eq(paymentRefunds.state, 'unknown'), isNull(paymentRefunds.nextTryAt)),
            )
          : undefined,
        before === undefined ? undefined : lt(paymentRefunds.id, before),
        paymentId === undefined ? undefined : eq(paymentRefunds.paymentId, paymentId),
      ),
    )
    .orderBy(desc(paymentRefunds.id))
    .limit(limit);
  return rows.map(({ refund, ...rest }) => ({ ...refund, ...rest }));
}

/** Attempts left for a person: unknown, with no further try planned. */
export const leftForAPerson = (row: Pick<RefundRow, 'state' | 'nextTryAt'>): boolean =>
  row.state === 'unknown' && row.nextTryAt === null;

/** A payment's refunds the PSP accepted, oldest first, as its receipt says them. */
export async function refundsOnReceipt(
  db: Queryable,
  paymentId: string,
): Promise<{ at: Date; amountCents: number }[]> {
  const rows = await db
    .select({ at: paymentRefunds.finishedAt, amountCents: paymentRefunds.amountCents })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.state, 'refunded')))
    .orderBy(asc(paymentRefunds.finishedAt), asc(paymentRefunds.id));
  return rows.flatMap((row) => (row.at ? [{ at: row.at, amountCents: row.amountCents }] : []));
}
