import type { DashboardChannel, DashboardPaymentStatus } from '@portico/contract';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { payments } from '../../db/schema/index.ts';
import { type DayRange, dateAt, dayPosition, rangeBounds } from './window.ts';

export interface CollectedRow {
  day: string;
  channel: DashboardChannel;
  payments: number;
  cents: number;
}

/**
 * A bank card's money is its PSP's (Paybox or Axepta); a fleet card's is its issuer's. A payment
 * with neither (none succeeds that way) would be a bug: it falls out of the dashboard's channels.
 */
const channel = sql<DashboardChannel>`case when ${payments.method} = 'CREDIT_CARD' then ${payments.provider} else ${payments.method} end`;

/**
 * Money collected per day and channel: successful payments by the day they settled (the
 * receipt's date), on payments_settled_idx (white-label, settled, where SUCCEED). Integer cents
 * summed by PostgreSQL as bigint, read back as a number (30 days of one road fit in 2^53 by far).
 */
export async function collectedPerDay(
  db: Queryable,
  whitelabelId: number,
  range: DayRange,
): Promise<CollectedRow[]> {
  const { start, end } = rangeBounds(range);
  const day = dayPosition(payments.settledAt, range);
  const rows = await db
    .select({
      day,
      channel,
      payments: sql<number>`count(*)::int`,
      cents: sql<string>`sum(${payments.amountCents})::bigint`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.whitelabelId, whitelabelId),
        eq(payments.status, 'SUCCEED'),
        gte(payments.settledAt, start),
        lt(payments.settledAt, end),
      ),
    )
    .groupBy(sql`1, 2`);
  return rows.map((row) => ({
    ...row,
    day: dateAt(range, row.day) ?? '',
    cents: Number(row.cents),
  }));
}

export interface StatusRow {
  day: string;
  status: DashboardPaymentStatus;
  payments: number;
}

/**
 * Payments made per day (their basket's creation) by where each stands now, on
 * payments_created_idx (white-label, created).
 */
export async function paymentsMadePerDay(
  db: Queryable,
  whitelabelId: number,
  range: DayRange,
): Promise<StatusRow[]> {
  const { start, end } = rangeBounds(range);
  const rows = await db
    .select({
      day: dayPosition(payments.createdAt, range),
      status: payments.status,
      payments: sql<number>`count(*)::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.whitelabelId, whitelabelId),
        gte(payments.createdAt, start),
        lt(payments.createdAt, end),
      ),
    )
    // By position: the expression's parameter would be a second one in GROUP BY, and
    // PostgreSQL does not know $1 and $5 are the same array.
    .groupBy(sql`1, 2`);
  return rows.map((row) => ({ ...row, day: dateAt(range, row.day) ?? '' }));
}

/**
 * Payments to give back (charged twice for the same trips, `refund_due`), however old: the back
 * office clears the flag when it has paid them back. On payments_refund_due_idx (partial).
 */
export async function refundsDue(
  db: Queryable,
  whitelabelId: number,
): Promise<{ payments: number; cents: number }> {
  const [row] = await db
    .select({
      payments: sql<number>`count(*)::int`,
      cents: sql<string>`coalesce(sum(${payments.amountCents}), 0)::bigint`,
    })
    .from(payments)
    .where(and(eq(payments.whitelabelId, whitelabelId), eq(payments.refundDue, true)));
  return { payments: row?.payments ?? 0, cents: Number(row?.cents ?? 0) };
}
