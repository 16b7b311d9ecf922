import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { localizedText, timestamps } from './columns.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * The prepayment screen's texts and picture of a white-label (GET
 * /whitelabels/payments/prepayments/page): one row per white-label, none when it has not written
 * the page.
 */
export const prepaymentsPages = pgTable('prepayments_pages', {
  whitelabelId: integer('whitelabel_id')
    .primaryKey()
    .references(() => whitelabels.id, { onDelete: 'cascade' }),
  title: localizedText('title').notNull(),
  /** Plain text; paragraphs separated by a blank line. */
  text: localizedText('text').notNull(),
  picture: text('picture'),
  /** The picture's text alternative; null: decoration. */
  pictureAlt: localizedText('picture_alt'),
  ...timestamps,
});
