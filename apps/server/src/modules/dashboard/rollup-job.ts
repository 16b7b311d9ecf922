import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Queryable } from '../../db/queryable.ts';
import { whitelabels } from '../../db/schema/index.ts';
import type { Job } from '../../jobs/job.ts';
import { countDays, noFigures } from './figures.ts';
import { countedDates, forgetCountedDaysBefore, writeCountedDay } from './rollup-store.ts';
import { forgetStaleMarks, forgetStaleMarksBefore, staleDates } from './stale-days.ts';
import { closedDates, dashboardWindow, wholeDay } from './window.ts';

/**
 * The dashboard's rollup (issue 28 item 6): each closed day of the 30 is counted once from the
 * raw tables and kept in dashboard_days, so that a reading counts today's rows only.
 *
 * A closed day can still change: a passage read late, yesterday's basket settled or abandoned
 * after midnight, a claim that cancels last week's trip. Rather than count the last N days again
 * on every run (which misses the claim, and costs a day's count per run and per day), the writes
 * themselves mark the days they touch (migration 0036's triggers, in the writing transaction,
 * whichever code path writes), and each run counts again the marked days and the days not
 * counted yet, oldest first. Until then a reading shows the day as counted before: a late change
 * shows within one round of the jobs (JOBS_INTERVAL_MS).
 *
 * Several instances: a day is counted in a transaction that holds the white-label's rollup lock
 * (an advisory lock, tried, not waited for: another instance at work on it leaves it to that
 * one). The lock also keeps an older count from being written after a newer one.
 */
export async function runDashboardRollup(
  db: Database,
  now: Date,
  { whitelabelId }: { whitelabelId?: number } = {},
): Promise<number> {
  const tenants = await db
    .select({ id: whitelabels.id })
    .from(whitelabels)
    .where(whitelabelId === undefined ? undefined : eq(whitelabels.id, whitelabelId));
  let counted = 0;
  for (const tenant of tenants) counted += await rollUpWhitelabel(db, tenant.id, now);
  return counted;
}

/** The days counted for one white-label (a day's figures and marks in one transaction each). */
async function rollUpWhitelabel(db: Database, whitelabelId: number, now: Date): Promise<number> {
  const window = dashboardWindow(now);
  await forgetCountedDaysBefore(db, whitelabelId, window.firstDay);
  await forgetStaleMarksBefore(db, whitelabelId, window.firstDay);
  const closed = closedDates(window);
  const [counted, stale] = await Promise.all([
    countedDates(db, whitelabelId, closed),
    staleDates(db, whitelabelId),
  ]);
  const due = closed.filter((date) => !counted.has(date) || stale.has(date));
  let done = 0;
  for (const date of due) {
    const rolled = await db.transaction(async (tx) => {
      if (!(await tryRollupLock(tx, whitelabelId))) return false;
      // The marks first: every write whose mark this deletes committed before the count below.
      await forgetStaleMarks(tx, whitelabelId, date);
      const day = await countDays(tx, whitelabelId, wholeDay(date), { inTransaction: true });
      const figures = day.get(date);
      await writeCountedDay(tx, whitelabelId, date, figures ?? noFigures(), now);
      return true;
    });
    if (!rolled) break;
    done += 1;
  }
  return done;
}

async function tryRollupLock(tx: Queryable, whitelabelId: number): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('dashboard-rollup'), ${whitelabelId}::int) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/** The job as the scheduler runs it, every round: a round without late writes reads two tables. */
export function dashboardRollupJob(db: Database): Job {
  return { name: 'dashboard-rollup', run: (now) => runDashboardRollup(db, now) };
}
