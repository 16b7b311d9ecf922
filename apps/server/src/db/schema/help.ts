import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { localizedText, timestamps } from './columns.ts';
import { whitelabels } from './whitelabels.ts';

/** The help centre's cover (one row per tenant). */
export const faqs = pgTable('faq', {
  whitelabelId: integer('whitelabel_id')
    .primaryKey()
    .references(() => whitelabels.id, { onDelete: 'cascade' }),
  title: localizedText('title').notNull(),
  subtitle: localizedText('subtitle'),
  picture: text('picture'),
  ...timestamps,
});

/** The help centre's category tiles, in order; the id is the route help/{id}. */
export const faqCategories = pgTable(
  'faq_categories',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    title: localizedText('title').notNull(),
    icon: text('icon').notNull(),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.whitelabelId, table.id] })],
);
