import type { FooterEntry, HomeAction, HomeTileTexts } from '@portico/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { localizedText, timestamps } from './columns.ts';
import { whitelabels } from './whitelabels.ts';

/** Editorial articles; the id is a slug, unique per tenant, and also the in-app route /{lang}/{id}. */
export const articles = pgTable(
  'articles',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    title: localizedText('title').notNull(),
    content: localizedText('content').notNull(),
    url: text('url'),
    urlOpenNewTab: boolean('url_open_new_tab').notNull().default(false),
    picture: text('picture'),
    icon: text('icon'),
    catchphrase: localizedText('catchphrase'),
    buttonText: localizedText('button_text'),
    darkMode: boolean('dark_mode').notNull().default(false),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.whitelabelId, table.id] })],
);

/** The home page of a tenant (one row each); article lists keep their order as arrays of ids. */
export const homePages = pgTable(
  'home_pages',
  {
    whitelabelId: integer('whitelabel_id')
      .primaryKey()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    title: localizedText('title').notNull(),
    subtitle: localizedText('subtitle'),
    picture: text('picture'),
    url: text('url'),
    urlOpenNewTab: boolean('url_open_new_tab').notNull().default(false),
    actions: text('actions').array().$type<HomeAction[]>().notNull(),
    listBlockTitle: localizedText('list_block_title'),
    listBlockArticleIds: text('list_block_article_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sliderBlockArticleIds: text('slider_block_article_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    footerArticleId: text('footer_article_id'),
    /** The tiles' own words (the console or the tenant file); absent: the standard texts. */
    tileTexts: jsonb('tile_texts').$type<HomeTileTexts>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    foreignKey({
      name: 'home_pages_footer_article_fk',
      columns: [table.whitelabelId, table.footerArticleId],
      foreignColumns: [articles.whitelabelId, articles.id],
    }),
  ],
);

/** Footer links, in order: each points to an article of the portal or to a URL. */
export const footerEntries = pgTable(
  'footer_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    section: text('section').$type<FooterEntry['footerEntrySection']>().notNull(),
    kind: text('kind').$type<'article' | 'link'>().notNull(),
    articleId: text('article_id'),
    url: text('url'),
    urlOpenNewTab: boolean('url_open_new_tab').notNull().default(false),
    title: localizedText('title').notNull(),
    ...timestamps,
  },
  (table) => [
    unique('footer_entries_position_key').on(table.whitelabelId, table.position),
    foreignKey({
      name: 'footer_entries_article_fk',
      columns: [table.whitelabelId, table.articleId],
      foreignColumns: [articles.whitelabelId, articles.id],
    }),
    check(
      'footer_entries_target_check',
      sql`(${table.kind} = 'article' and ${table.articleId} is not null and ${table.url} is null)
        or (${table.kind} = 'link' and ${table.url} is not null and ${table.articleId} is null)`,
    ),
  ],
);
