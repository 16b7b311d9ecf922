import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { mailOutbox, protests } from '../../db/schema/index.ts';

/** Whole minutes from `since` (epoch seconds) to `now`; null when nothing waits. */
function minutesSince(since: number | null, now: Date): number | null {
  if (since === null) return null;
  return Math.max(0, Math.floor((now.getTime() - since * 1000) / 60_000));
}

/**
 * Claims not decided yet, the oldest's age and the median's, on protests_status_idx
 * (white-label, status, filed). The median is PostgreSQL's percentile_cont over the filing
 * instants (the midpoint of the two middle claims when they are even).
 */
export async function claimsWaiting(db: Queryable, whitelabelId: number, now: Date) {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      oldest: sql<number | null>`extract(epoch from min(${protests.createdAt}))::float8`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${protests.createdAt}))`,
    })
    .from(protests)
    .where(and(eq(protests.whitelabelId, whitelabelId), eq(protests.status, 'OPEN')));
  return {
    waiting: row?.waiting ?? 0,
    oldestMinutes: minutesSince(row?.oldest ?? null, now),
    medianMinutes: minutesSince(row?.median ?? null, now),
  };
}

/**
 * The e-mail outbox's backlog: messages not sent yet (waiting for their first try or a retry),
 * and the oldest one's wait, on mail_outbox_pending_idx (white-label, created, where pending).
 */
export async function mailBacklog(db: Queryable, whitelabelId: number, now: Date) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldest: sql<number | null>`extract(epoch from min(${mailOutbox.createdAt}))::float8`,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.whitelabelId, whitelabelId), eq(mailOutbox.status, 'pending')));
  return {
    pending: row?.pending ?? 0,
    oldestPendingMinutes: minutesSince(row?.oldest ?? null, now),
  };
}
