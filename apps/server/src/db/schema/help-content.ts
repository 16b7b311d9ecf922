import type { ContentNodeKind, FaqArticleType } from '@portico/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../shared/localized.ts';
import { localizedText, timestamps } from './columns.ts';
import { articles } from './content.ts';
import { faqCategories } from './help.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * The entries of a help category, in order (issue 14 item 1). An ARTICLE entry is an article of
 * the portal (its id is the article's, so "Leggi l'articolo intero" opens /{lang}/{id}); a URL
 * entry is a link with its own title.
 */
export const faqEntries = pgTable(
  'faq_entries',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    categoryId: text('category_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').$type<FaqArticleType>().notNull(),
    articleId: text('article_id'),
    /** URL entries only (an ARTICLE entry shows its article's title). */
    title: localizedText('title'),
    url: text('url'),
    urlOpenNewTab: boolean('url_open_new_tab').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.whitelabelId, table.id] }),
    index('faq_entries_category_idx').on(table.whitelabelId, table.categoryId, table.position),
    foreignKey({
      name: 'faq_entries_category_fk',
      columns: [table.whitelabelId, table.categoryId],
      foreignColumns: [faqCategories.whitelabelId, faqCategories.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'faq_entries_article_fk',
      columns: [table.whitelabelId, table.articleId],
      foreignColumns: [articles.whitelabelId, articles.id],
    }).onDelete('cascade'),
    check(
      'faq_entries_target_check',
      sql`(${table.kind} = 'ARTICLE' and ${table.articleId} = ${table.id} and ${table.url} is null)
        or (${table.kind} = 'URL' and ${table.url} is not null and ${table.title} is not null
          and ${table.articleId} is null)`,
    ),
  ],
);

/** A smartform as stored on its ACTION node (texts in every language). */
export interface StoredSmartform {
  title: LocalizedText;
  fields: {
    name: string;
    label: LocalizedText;
    type: 'text' | 'textarea' | 'plate' | 'date' | 'select';
    required: boolean;
    maxLength: number;
    options?: { value: string; label: LocalizedText }[];
  }[];
  attachments: { allowed: boolean; mandatory: boolean };
}

/**
 * The guided assistant's content nodes (spec 000 section 3): a tree per white-label under one
 * ROOT, whose children are the contact form's entries. An ACTION node carries its smartform.
 */
export const helpNodes = pgTable(
  'help_nodes',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    parentId: text('parent_id'),
    position: integer('position').notNull(),
    kind: text('kind').$type<ContentNodeKind>().notNull(),
    label: localizedText('label').notNull(),
    text: localizedText('text'),
    articleId: text('article_id'),
    form: jsonb('form').$type<StoredSmartform>(),
    /** Where the assistant starts when opened from this help category ("Contattateci"). */
    categoryId: text('category_id'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.whitelabelId, table.id] }),
    index('help_nodes_parent_idx').on(table.whitelabelId, table.parentId, table.position),
    foreignKey({
      name: 'help_nodes_parent_fk',
      columns: [table.whitelabelId, table.parentId],
      foreignColumns: [table.whitelabelId, table.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'help_nodes_article_fk',
      columns: [table.whitelabelId, table.articleId],
      foreignColumns: [articles.whitelabelId, articles.id],
    }).onDelete('cascade'),
    check(
      'help_nodes_kind_check',
      sql`(${table.kind} = 'ROOT') = (${table.parentId} is null)
        and (${table.kind} = 'ACTION') = (${table.form} is not null)
        and (${table.kind} <> 'ARTICLE' or ${table.articleId} is not null)`,
    ),
  ],
);
