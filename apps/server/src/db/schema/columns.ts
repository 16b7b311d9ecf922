import { jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../shared/localized.ts';

/** A text in the portal's languages, stored as jsonb {fr, en, de, it, es}. */
export const localizedText = (name: string) => jsonb(name).$type<LocalizedText>();

/** Row bookkeeping; updated_at only moves when a seed or a write really changes the row. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
