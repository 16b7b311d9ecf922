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
  return {
    timeZone: businessTimeZone,
    today,
    todayStart: startOf(today),
    firstDay,
    firstStart: startOf(firstDay),
    end: now,
    dates,
  };
}

/**
 * A timestamp column's calendar date in the road's time zone, as text (YYYY-MM-DD: the pg
 * driver would make a JavaScript Date of a date). The zone is a constant of the code written as
 * a literal, so the same expression in SELECT and GROUP BY is one expression to PostgreSQL.
 */
export function localDate(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${businessTimeZone}'`)}, 'YYYY-MM-DD')`;
}
