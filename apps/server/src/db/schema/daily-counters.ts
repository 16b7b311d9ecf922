import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { whitelabels } from './whitelabels.ts';

/**
 * Amounts counted per day against a limit (issue 24): tries of a proof per address, account,
 * plate. `target` is a keyed hash of what is counted (never an address or a plate in clear), so the
 * table holds no personal data; rows older than a few days are deleted by a purge job. The
 * primary key makes "count, and refuse past the limit" one INSERT ... ON CONFLICT DO UPDATE ...
 * WHERE statement, atomic across instances (shared/daily-counter.ts).
 */
export const dailyCounters = pgTable(
  'daily_counters',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    /** What is counted, e.g. 'vehicle-proof-address' (in clear: it names no one). */
    scope: text('scope').notNull(),
    target: text('target').notNull(),
    /** The UTC day counted. */
    day: date('day', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.whitelabelId, table.scope, table.target, table.day] }),
    check('daily_counters_amount_check', sql`${table.amount} >= 0`),
  ],
);
