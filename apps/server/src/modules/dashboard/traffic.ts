import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/queryable.ts';
import { journeys, passages } from '../../db/schema/index.ts';
import { type DayRange, dateAt, dayPosition, rangeBounds } from './window.ts';

/** A count per calendar day of the range (days without rows are absent). */
export type DayCounts = Map<string, number>;

const counted = sql<number>`count(*)::int`;

function byDay(range: DayRange, rows: { day: number; count: number }[]): DayCounts {
  return new Map(rows.map((row) => [dateAt(range, row.day) ?? '', row.count]));
}

/** Gantry passages read per day, on passages_time_idx (white-label, time). */
export async function passagesPerDay(
  db: Queryable,
  whitelabelId: number,
  range: DayRange,
): Promise<DayCounts> {
  const { start, end } = rangeBounds(range);
  const day = dayPosition(passages.passedAt, range);
  const rows = await db
    .select({ day, count: counted })
    .from(passages)
    .where(
      and(
        eq(passages.whitelabelId, whitelabelId),
        gte(passages.passedAt, start),
        lt(passages.passedAt, end),
      ),
    )
    .groupBy(sql`1`);
  return byDay(range, rows);
}

/**
 * Trips built per day: a trip counts on the day of its last passage (when the builder has all
 * of it). Cancelled trips (read in error) are left out. On journeys_retention_idx (white-label,
 * last passage, where the plate is kept): a trip of the last 30 days always keeps its plate (the
 * retention job blanks it after years), so saying `plate <> ''` costs nothing and lets the
 * planner use that index instead of a new one on the most rewritten table.
 */
export async function tripsPerDay(
  db: Queryable,
  whitelabelId: number,
  range: DayRange,
): Promise<DayCounts> {
  const { start, end } = rangeBounds(range);
  const day = dayPosition(journeys.lastPassageAt, range);
  const rows = await db
    .select({ day, count: counted })
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        sql`${journeys.plate} <> ''`,
        gte(journeys.lastPassageAt, start),
        lt(journeys.lastPassageAt, end),
        sql`${journeys.dunningKind} is distinct from 'cancelled'`,
      ),
    )
    .groupBy(sql`1`);
  return byDay(range, rows);
}

/** Payment notices issued per day (their notice date), on journeys_notice_date_idx. */
export async function noticesPerDay(
  db: Queryable,
  whitelabelId: number,
  range: DayRange,
): Promise<DayCounts> {
  const { start, end } = rangeBounds(range);
  const day = dayPosition(journeys.noticeDate, range);
  const rows = await db
    .select({ day, count: counted })
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        gte(journeys.noticeDate, start),
        lt(journeys.noticeDate, end),
      ),
    )
    .groupBy(sql`1`);
  return byDay(range, rows);
}
