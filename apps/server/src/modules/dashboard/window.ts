import { businessTimeZone, dashboardDays, parisDate, parisInstant } from '@portico/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The dashboard's days: calendar days of the road's time zone. A white-label has no time zone
 * of its own (a tenant file names none): every road's business time is Europe/Paris
 * (@portico/contract's paris-time.ts, as deadlines and tariffs), so the dashboard's day is the
 * one the operator's own deadlines count in, and a 23- or 25-hour day at a clock change is a day.
 */

/**
 * Consecutive days the queries count: `edges[i]` is `dates[i]`'s first instant, and the last
 * edge the range's end (the next day's first instant, or the reading's instant for today), so
 * the range is edges[0] <= t < edges[dates.length].
 */
export interface DayRange {
  dates: string[];
  edges: Date[];
}

/** The 30 days of a reading at `now`, today last and ending at `now`. */
export interface DashboardWindow extends DayRange {
  timeZone: string;
  today: string;
  firstDay: string;
}

const dayMs = 86_400_000;

/** The calendar date `days` after `date` (YYYY-MM-DD, negative for before). */
function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

function startOf(date: string): Date {
  const start = parisInstant(date, '00:00');
  if (!start) throw new RangeError(`${date} has no start`);
  return start;
}

export function dashboardWindow(now: Date): DashboardWindow {
  const today = parisDate(now);
  const dates = Array.from({ length: dashboardDays }, (_, index) =>
    shiftDate(today, index - dashboardDays + 1),
  );
  return {
    timeZone: businessTimeZone,
    today,
    firstDay: dates[0] ?? today,
    dates,
    edges: [...dates.map(startOf), now],
  };
}

/** The window's days before today: those the rollup job counts once they are over. */
export function closedDates(window: DashboardWindow): string[] {
  return window.dates.slice(0, -1);
}

/** The window's days from position `from` (0 for the first) to today, ending at the reading. */
export function rangeFrom(window: DashboardWindow, from: number): DayRange {
  return { dates: window.dates.slice(from), edges: window.edges.slice(from) };
}

/** One whole calendar day. */
export function wholeDay(date: string): DayRange {
  return { dates: [date], edges: [startOf(date), startOf(shiftDate(date, 1))] };
}

/** The range's first instant and its end (excluded). */
export function rangeBounds(range: DayRange): { start: Date; end: Date } {
  const start = range.edges[0];
  const end = range.edges.at(-1);
  if (!start || !end || range.edges.length !== range.dates.length + 1) {
    throw new RangeError('a day range needs one edge more than its dates');
  }
  return { start, end };
}

/**
 * The day of the range a timestamp column falls in, as its position: 1 for the first day
 * (`dates[position - 1]`). PostgreSQL's width_bucket finds it among the days' edges by a binary
 * search over at most 31 instants: on two million passages it costs a quarter of converting each
 * to a Paris date and formatting it (bench:dashboard), and the edges, computed once here, already
 * know the clock changes. The edges are one array parameter; the query groups by position.
 */
export function dayPosition(column: AnyPgColumn, range: DayRange): SQL<number> {
  const edges = `{${range.edges.map((edge) => edge.toISOString()).join(',')}}`;
  return sql<number>`width_bucket(${column}, ${edges}::timestamptz[])`;
}

/** The date of a position dayPosition answered (undefined outside the range). */
export function dateAt(range: DayRange, position: number): string | undefined {
  return range.dates[position - 1];
}
