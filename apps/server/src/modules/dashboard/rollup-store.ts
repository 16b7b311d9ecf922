import { and, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/queryable.ts';
import {
  dashboardDayChannels,
  dashboardDays,
  dashboardDayStatuses,
} from '../../db/schema/index.ts';
import { type DayFigures, type FiguresByDay, noFigures } from './figures.ts';

/** The rollup's tables all start with the white-label and the day. */
interface DayKeyed {
  whitelabelId: AnyPgColumn;
  day: AnyPgColumn;
}

/**
 * The closed days of `dates` (consecutive, oldest first) the rollup job has counted, with their
 * figures; a day it has not counted yet is absent (a counted day without activity is present,
 * with zeros). Three reads of at most 29 days, on the tables' primary keys.
 */
export async function readCountedDays(
  db: Queryable,
  whitelabelId: number,
  dates: readonly string[],
): Promise<FiguresByDay> {
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return new Map();
  const within = (table: DayKeyed) =>
    and(eq(table.whitelabelId, whitelabelId), gte(table.day, first), lte(table.day, last));
  const [days, channels, statuses] = await Promise.all([
    db.select().from(dashboardDays).where(within(dashboardDays)),
    db.select().from(dashboardDayChannels).where(within(dashboardDayChannels)),
    db.select().from(dashboardDayStatuses).where(within(dashboardDayStatuses)),
  ]);
  const counted: FiguresByDay = new Map(
    days.map((row) => [
      row.day,
      { ...noFigures(), passages: row.passages, trips: row.trips, notices: row.notices },
    ]),
  );
  for (const { day, channel, payments, cents } of channels) {
    counted.get(day)?.collected.push({ channel, payments, cents });
  }
  for (const { day, status, payments } of statuses) {
    counted.get(day)?.made.push({ status, payments });
  }
  return counted;
}

/**
 * Stores a closed day's figures in place of what was stored (a day counted again after a late
 * change): the day's row upserted, its channels and statuses replaced. Run in the job's
 * transaction, so a reading sees the old figures or the new ones, never half of each.
 */
export async function writeCountedDay(
  tx: Queryable,
  whitelabelId: number,
  day: string,
  figures: DayFigures,
  countedAt: Date,
): Promise<void> {
  const { passages, trips, notices } = figures;
  await tx
    .insert(dashboardDays)
    .values({ whitelabelId, day, passages, trips, notices, countedAt })
    .onConflictDoUpdate({
      target: [dashboardDays.whitelabelId, dashboardDays.day],
      set: { passages, trips, notices, countedAt },
    });
  const ofDay = (table: DayKeyed) => and(eq(table.whitelabelId, whitelabelId), eq(table.day, day));
  await tx.delete(dashboardDayChannels).where(ofDay(dashboardDayChannels));
  await tx.delete(dashboardDayStatuses).where(ofDay(dashboardDayStatuses));
  if (figures.collected.length > 0) {
    await tx
      .insert(dashboardDayChannels)
      .values(figures.collected.map((row) => ({ whitelabelId, day, ...row })));
  }
  if (figures.made.length > 0) {
    await tx
      .insert(dashboardDayStatuses)
      .values(figures.made.map((row) => ({ whitelabelId, day, ...row })));
  }
}

/** Forgets the counted days before `firstDay`: no reading goes back that far. */
export async function forgetCountedDaysBefore(
  db: Queryable,
  whitelabelId: number,
  firstDay: string,
): Promise<void> {
  await db
    .delete(dashboardDays)
    .where(and(eq(dashboardDays.whitelabelId, whitelabelId), lt(dashboardDays.day, firstDay)));
}

/** Which of `dates` are counted already (the job's first question). */
export async function countedDates(
  db: Queryable,
  whitelabelId: number,
  dates: readonly string[],
): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .select({ day: dashboardDays.day })
    .from(dashboardDays)
    .where(
      and(eq(dashboardDays.whitelabelId, whitelabelId), inArray(dashboardDays.day, [...dates])),
    );
  return new Set(rows.map((row) => row.day));
}
