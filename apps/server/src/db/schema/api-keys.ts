import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { whitelabels } from './whitelabels.ts';

/**
 * Keys that machines of a white-label (the roadside system) call the API with. Only the SHA-256 of
 * a key is stored, never the key; a revoked key stays for the record and opens nothing.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    /** What the key is for, unique per white-label (e.g. roadside). */
    label: text('label').notNull(),
    /** Lower-case hex SHA-256 of the key. */
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    unique('api_keys_label_key').on(table.whitelabelId, table.label),
    unique('api_keys_key_hash_key').on(table.keyHash),
    check('api_keys_key_hash_check', sql`${table.keyHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
