import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last NUMQUESTION given to a Paybox Direct question, per Paybox site and Paris day
 * (psp-protocols.md 5.10): a per-day sequence the platform refuses to see twice (00005), not an
 * idempotency key. One row per site and day; "take the next" is one INSERT ... ON CONFLICT DO
 * UPDATE ... RETURNING, atomic across instances. Rows of past days are never read again.
 */
export const payboxQuestionNumbers = pgTable(
  'paybox_question_numbers',
  {
    /** The Paybox SITE (7 digits): every rang of a site shares its numbers (the safe reading of Q-P2). */
    site: text('site').notNull(),
    /** The Europe/Paris day of DATEQ. */
    day: date('day', { mode: 'string' }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.site, table.day] }),
    check(
      'paybox_question_numbers_last_number_check',
      sql`${table.lastNumber} between 1 and 2147483647`,
    ),
  ],
);
