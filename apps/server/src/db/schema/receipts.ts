import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { whitelabels } from './whitelabels.ts';

/**
 * The last receipt (invoice) number each white-label issued in each year (Europe/Paris). French
 * invoices need a unique number from one continuous sequence (CGI annexe II art. 242 nonies A):
 * the trigger of migration 0006 takes the next value when a payment becomes SUCCEED, in the
 * settlement's own transaction. The upsert locks the row until that transaction ends, so
 * concurrent settlements of one white-label take turns, and a rolled-back one gives its number
 * back: no duplicates, no gaps. The series restarts each year, the year being part of the number.
 */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.whitelabelId, table.year] })],
);
