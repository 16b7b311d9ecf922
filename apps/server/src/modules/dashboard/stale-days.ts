import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { dashboardStaleDays } from '../../db/schema/index.ts';

/**
 * The marks migration 0036's triggers leave on a closed day when a write touches one of its
 * passages, trips or payments (db/schema/dashboard-rollup.ts): the rollup job counts those days
 * again. A mark is deleted only in the transaction that counts its day again, after which the
 * count reads every write that committed with a mark the delete saw.
 */
export async function staleDates(db: Queryable, whitelabelId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ day: dashboardStaleDays.day })
    .from(dashboardStaleDays)
    .where(eq(dashboardStaleDays.whitelabelId, whitelabelId));
  return new Set(rows.map((row) => row.day));
}

/** Deletes the day's marks this transaction can see (a mark still uncommitted stays). */
export async function forgetStaleMarks(
  tx: Queryable,
  whitelabelId: number,
  day: string,
): Promise<void> {
  await tx
    .delete(dashboardStaleDays)
    .where(and(eq(dashboardStaleDays.whitelabelId, whitelabelId), eq(dashboardStaleDays.day, day)));
}

/** Deletes the marks of days no reading goes back to (a write on a trip of last year). */
export async function forgetStaleMarksBefore(
  db: Queryable,
  whitelabelId: number,
  firstDay: string,
): Promise<void> {
  await db
    .delete(dashboardStaleDays)
    .where(
      and(eq(dashboardStaleDays.whitelabelId, whitelabelId), lt(dashboardStaleDays.day, firstDay)),
    );
}
