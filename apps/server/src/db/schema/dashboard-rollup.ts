import type { DashboardChannel, DashboardPaymentStatus } from '@portico/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { whitelabels } from './whitelabels.ts';

/**
 * The console dashboard's closed days (issue 28 item 6), one row per white-label and calendar day
 * of the road's time zone (Europe/Paris), counted once by the dashboard-rollup job
 * (modules/dashboard/rollup-job.ts) from the raw tables, so that a reading counts today's rows
 * only. A row's presence says the day was counted (zeros included); today is never here.
 */
export const dashboardDays = pgTable(
  'dashboard_days',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    passages: integer('passages').notNull(),
    trips: integer('trips').notNull(),
    notices: integer('notices').notNull(),
    /** When the job counted it (the last time, after a late change). */
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.whitelabelId, table.day] })],
);

/** A closed day's money collected per channel (successful payments by their settlement day). */
export const dashboardDayChannels = pgTable(
  'dashboard_day_channels',
  {
    whitelabelId: integer('whitelabel_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').$type<DashboardChannel>().notNull(),
    payments: integer('payments').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.whitelabelId, table.day, table.channel] }),
    foreignKey({
      name: 'dashboard_day_channels_day_fk',
      columns: [table.whitelabelId, table.day],
      foreignColumns: [dashboardDays.whitelabelId, dashboardDays.day],
    }).onDelete('cascade'),
  ],
);

/** A closed day's payments made (baskets opened that day) by where they stood when counted. */
export const dashboardDayStatuses = pgTable(
  'dashboard_day_statuses',
  {
    whitelabelId: integer('whitelabel_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').$type<DashboardPaymentStatus>().notNull(),
    payments: integer('payments').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.whitelabelId, table.day, table.status] }),
    foreignKey({
      name: 'dashboard_day_statuses_day_fk',
      columns: [table.whitelabelId, table.day],
      foreignColumns: [dashboardDays.whitelabelId, dashboardDays.day],
    }).onDelete('cascade'),
  ],
);

/**
 * Days whose counted figures a later write may have changed (a passage read late, a payment of
 * yesterday settled after midnight, a claim that cancels last week's trip). Written by the
 * triggers of migration 0036 in the writing transaction itself, whichever code path writes;
 * read and deleted by the rollup job, which counts those days again.
 *
 * Append-only, one row per writing transaction and day (`marked_by` is its transaction id): a
 * writer never waits on another's mark, and the job deletes only the marks it can see, that is
 * those whose writes its next count sees. A mark still uncommitted when the job counts survives
 * it, and the day is counted again on the next round.
 */
export const dashboardStaleDays = pgTable(
  'dashboard_stale_days',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    markedBy: bigint('marked_by', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
  },
  (table) => [primaryKey({ columns: [table.whitelabelId, table.day, table.markedBy] })],
);
