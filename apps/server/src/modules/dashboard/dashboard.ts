import {
  type Dashboard,
  dashboardChannels,
  type DashboardDay,
  type DashboardPeriod,
  dashboardPaymentStatuses,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { claimsWaiting, mailBacklog } from './backlog.ts';
import {
  type CollectedRow,
  collectedPerDay,
  paymentsByStatus,
  refundsDue,
  type StatusRow,
} from './money.ts';
import { noticesPerDay, passagesPerDay, tripsPerDay } from './traffic.ts';
import { dashboardWindow } from './window.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A period's figures from the day rows it covers and its payments' statuses. */
function period(days: DashboardDay[], collected: CollectedRow[], statuses: StatusRow[]) {
  const dates = new Set(days.map((day) => day.date));
  const inPeriod = collected.filter((row) => dates.has(row.day));
  const result: DashboardPeriod = {
    passages: sum(days.map((day) => day.passages)),
    trips: sum(days.map((day) => day.trips)),
    notices: sum(days.map((day) => day.notices)),
    collected: dashboardChannels.map((channel) => {
      const rows = inPeriod.filter((row) => row.channel === channel);
      return {
        channel,
        payments: sum(rows.map((row) => row.payments)),
        cents: sum(rows.map((row) => row.cents)),
      };
    }),
    collectedCents: sum(inPeriod.map((row) => row.cents)),
    paymentsByStatus: dashboardPaymentStatuses.map((status) => ({
      status,
      payments: sum(statuses.filter((row) => row.status === status).map((row) => row.payments)),
    })),
  };
  return result;
}

/**
 * The dashboard of one white-label at `now` (issue 28 item 6). Each figure is one query that
 * starts with the white-label and reads one index range (bench/dashboard.ts measures them on a
 * million trips); the per-day rows make both periods, so today and the 30 days always agree.
 */
export async function readDashboard(
  db: Database,
  whitelabelId: number,
  now: Date,
): Promise<Dashboard> {
  const window = dashboardWindow(now);
  const [passages, trips, notices, collected, statuses, claims, mail, refundDue] =
    await Promise.all([
      passagesPerDay(db, whitelabelId, window),
      tripsPerDay(db, whitelabelId, window),
      noticesPerDay(db, whitelabelId, window),
      collectedPerDay(db, whitelabelId, window),
      paymentsByStatus(db, whitelabelId, window),
      claimsWaiting(db, whitelabelId, now),
      mailBacklog(db, whitelabelId, now),
      refundsDue(db, whitelabelId),
    ]);
  const days: DashboardDay[] = window.dates.map((date) => ({
    date,
    passages: passages.get(date) ?? 0,
    trips: trips.get(date) ?? 0,
    notices: notices.get(date) ?? 0,
    collectedCents: sum(collected.filter((row) => row.day === date).map((row) => row.cents)),
  }));
  const todays = days.slice(-1);
  return {
    timeZone: window.timeZone,
    at: now.toISOString(),
    today: window.today,
    firstDay: window.firstDay,
    periods: {
      today: period(
        todays,
        collected,
        statuses.filter((row) => row.today),
      ),
      last30Days: period(days, collected, statuses),
    },
    days,
    claims,
    mail,
    refundDue,
  };
}
