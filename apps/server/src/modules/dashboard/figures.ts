import {
  type DashboardChannel,
  dashboardChannels,
  type DashboardPaymentStatus,
} from '@portico/contract';
import type { Queryable } from '../../db/queryable.ts';
import { collectedPerDay, paymentsMadePerDay } from './money.ts';
import { noticesPerDay, passagesPerDay, tripsPerDay } from './traffic.ts';
import type { DayRange } from './window.ts';

/**
 * What the dashboard knows of one calendar day: counted live from the raw tables (today, and
 * the closed days the rollup job has not counted yet), or read from the rollup (rollup-store.ts),
 * which holds the same figures, counted by the same queries.
 */
export interface DayFigures {
  passages: number;
  trips: number;
  notices: number;
  /** Successful payments settled that day, per channel; channels without any are absent. */
  collected: { channel: DashboardChannel; payments: number; cents: number }[];
  /** Payments made (baskets opened) that day, per status; statuses without any are absent. */
  made: { status: DashboardPaymentStatus; payments: number }[];
}

export type FiguresByDay = Map<string, DayFigures>;

export function noFigures(): DayFigures {
  return { passages: 0, trips: 0, notices: 0, collected: [], made: [] };
}

const channels: ReadonlySet<string> = new Set(dashboardChannels);

/**
 * Every day of the range, from the raw tables: five queries, each one index range of the
 * white-label, at once on a pool's connections, or one after the other in a transaction (its
 * one connection would queue them anyway, and node-postgres warns). A payment collected through
 * no known channel (none succeeds that way: it would be a bug) is left out here, so the live and
 * the rolled-up figures leave it out alike.
 */
export async function countDays(
  db: Queryable,
  whitelabelId: number,
  range: DayRange,
  { inTransaction = false }: { inTransaction?: boolean } = {},
): Promise<FiguresByDay> {
  const count = {
    passages: () => passagesPerDay(db, whitelabelId, range),
    trips: () => tripsPerDay(db, whitelabelId, range),
    notices: () => noticesPerDay(db, whitelabelId, range),
    collected: () => collectedPerDay(db, whitelabelId, range),
    made: () => paymentsMadePerDay(db, whitelabelId, range),
  };
  const [passages, trips, notices, collected, made] = inTransaction
    ? ([
        await count.passages(),
        await count.trips(),
        await count.notices(),
        await count.collected(),
        await count.made(),
      ] as const)
    : await Promise.all([
        count.passages(),
        count.trips(),
        count.notices(),
        count.collected(),
        count.made(),
      ]);
  return new Map(
    range.dates.map((date) => [
      date,
      {
        passages: passages.get(date) ?? 0,
        trips: trips.get(date) ?? 0,
        notices: notices.get(date) ?? 0,
        collected: collected
          .filter((row) => row.day === date && channels.has(row.channel))
          .map(({ channel, payments, cents }) => ({ channel, payments, cents })),
        made: made
          .filter((row) => row.day === date)
          .map(({ status, payments }) => ({ status, payments })),
      },
    ]),
  );
}
