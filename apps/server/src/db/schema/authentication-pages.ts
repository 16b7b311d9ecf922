import type { AuthenticationPageType } from '@portico/contract';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { localizedText, timestamps } from './columns.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * The sign-in pages' texts and picture of a white-label (GET /whitelabels/authentication-page),
 * one row per page type: the customers' ("user") and the rental companies' ("renter").
 */
export const authenticationPages = pgTable(
  'authentication_pages',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    type: text('type').$type<AuthenticationPageType>().notNull(),
    title: localizedText('title').notNull(),
    /** Plain text; paragraphs separated by a blank line. */
    text: localizedText('text').notNull(),
    picture: text('picture'),
    /** The picture's text alternative; null: decoration. */
    pictureAlt: localizedText('picture_alt'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.whitelabelId, table.type] }),
    check('authentication_pages_type_check', sql`${table.type} in ('user', 'renter')`),
  ],
);
