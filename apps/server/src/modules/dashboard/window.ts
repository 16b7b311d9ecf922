import { businessTimeZone, dashboardDays, parisDate, parisInstant } from '@portico/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The dashboard's days: calendar days of the road's time zone. A white-label has no time zone
 * of its own (a tenant file names none): every road's business time is Europe/Paris
 * (@portico/contract's paris-time.ts, as deadlines and tariffs), so the dashboard's day is the
 * one the operator's own deadlines count in, and a 23- or 25-hour day at a clock change is a day.
 */
export interface DashboardWindow {
  timeZone: string;
  /** Today's date and its first instant. */
  today: string;
  todayStart: Date;
  /** The first of the 30 days and its first instant. */
  firstDay: string;
  firstStart: Date;
  /** The reading's instant: the window is firstStart <= t < end. */
  end: Date;
  /** The 30 dates, oldest first. */
  dates: string[];
  /** Each date's first instant, then `end`: the 31 edges of the 30 days' buckets. */
  edges: Date[];
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
  const firstDay = dates[0] ?? today;
  const edges = [...dates.map(startOf), now];
  return {
    timeZone: businessTimeZone,
    today,
    todayStart: startOf(today),
    firstDay,
    firstStart: startOf(firstDay),
    end: now,
    dates,
    edges,
  };
}

/**
 * The day of the window a timestamp column falls in, as its position: 1 for the first day, 30 for
 * today (`dates[position - 1]`). PostgreSQL's width_bucket finds it among the days' edges by a
 * binary search over 31 instants: on two million passages it costs a quarter of converting each
 * to a Paris date and formatting it (bench:dashboard), and the edges, computed once here, already
 * know the clock changes. The edges are one array parameter; the query groups by position.
 */
export function dayPosition(column: AnyPgColumn, window: DashboardWindow): SQL<number> {
  const edges = `{${window.edges.map((edge) => edge.toISOString()).join(',')}}`;
  return sql<number>`width_bucket(${column}, ${edges}::timestamptz[])`;
}

/** The date of a position dayPosition answered (undefined outside the window). */
export function dateAt(window: DashboardWindow, position: number): string | undefined {
  return window.dates[position - 1];
}
