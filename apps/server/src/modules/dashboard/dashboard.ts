import {
  type Dashboard,
  dashboardChannels,
  type DashboardPeriod,
  dashboardPaymentStatuses,
} from '@portico/contract';
import type { Queryable } from '../../db/queryable.ts';
import { claimsWaiting, mailBacklog } from './backlog.ts';
import { countDays, type DayFigures, noFigures } from './figures.ts';
import { refundsDue } from './money.ts';
import { readCountedDays } from './rollup-store.ts';
import { closedDates, dashboardWindow, rangeFrom } from './window.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A period's figures from the days it covers. */
function period(days: DayFigures[]): DashboardPeriod {
  const collected = days.flatMap((day) => day.collected);
  const made = days.flatMap((day) => day.made);
  return {
    passages: sum(days.map((day) => day.passages)),
    trips: sum(days.map((day) => day.trips)),
    notices: sum(days.map((day) => day.notices)),
    collected: dashboardChannels.map((channel) => {
      const rows = collected.filter((row) => row.channel === channel);
      return {
        channel,
        payments: sum(rows.map((row) => row.payments)),
        cents: sum(rows.map((row) => row.cents)),
      };
    }),
    collectedCents: sum(collected.map((row) => row.cents)),
    paymentsByStatus: dashboardPaymentStatuses.map((status) => ({
      status,
      payments: sum(made.filter((row) => row.status === status).map((row) => row.payments)),
    })),
  };
}

/**
 * The dashboard of one white-label at `now` (issue 28 item 6). The closed days come from the
 * rollup the dashboard-rollup job keeps (rollup-job.ts); today, and any closed day it has not
 * counted yet (just after midnight, or before its first run), are counted live from the raw
 * tables, from the oldest such day on: with the rollup in place, a reading counts today's rows
 * only (bench/dashboard.ts measures both). Both periods add up the same day figures, so today
 * and the 30 days always agree.
 */
export async function readDashboard(
  db: Queryable,
  whitelabelId: number,
  now: Date,
): Promise<Dashboard> {
  const window = dashboardWindow(now);
  const closed = closedDates(window);
  const [counted, claims, mail, refundDue] = await Promise.all([
    readCountedDays(db, whitelabelId, closed),
    claimsWaiting(db, whitelabelId, now),
    mailBacklog(db, whitelabelId, now),
    refundsDue(db, whitelabelId),
  ]);
  const firstUncounted = closed.findIndex((date) => !counted.has(date));
  const live = await countDays(
    db,
    whitelabelId,
    rangeFrom(window, firstUncounted === -1 ? closed.length : firstUncounted),
  );
  const figures = window.dates.map((date) => live.get(date) ?? counted.get(date) ?? noFigures());
  return {
    timeZone: window.timeZone,
    at: now.toISOString(),
    today: window.today,
    firstDay: window.firstDay,
    periods: {
      today: period(figures.slice(-1)),
      last30Days: period(figures),
    },
    days: window.dates.map((date, index) => {
      const day = figures[index] ?? noFigures();
      return {
        date,
        passages: day.passages,
        trips: day.trips,
        notices: day.notices,
        collectedCents: sum(day.collected.map((row) => row.cents)),
      };
    }),
    claims,
    mail,
    refundDue,
  };
}
