import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { staffMembers } from './staff.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * The console's content revisions (issue 28 item 10): each save of an item of the portal's
 * content (its kind and key: `home`/`main`) as a document holding its five languages, a draft or
 * a publication. Append-only in use: a revert publishes a copy of an earlier revision. The
 * newest `published` one is what the live tables (home_pages...) hold, unless a tenant file was
 * applied since (tenants as code overwrite the live tables; see ARCHITECTURE.md).
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    document: jsonb('document').notNull(),
    state: text('state').$type<'draft' | 'published'>().notNull(),
    /** The staff member who saved it; kept when they leave (their name is in the audit log). */
    authorId: uuid('author_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An item's history, newest first (ids grow with time, and break ties within a second).
    index('content_revisions_item_idx').on(table.whitelabelId, table.kind, table.key, table.id),
    check('content_revisions_state_check', sql`${table.state} in ('draft', 'published')`),
  ],
);
