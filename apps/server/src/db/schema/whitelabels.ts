import type { Language } from '@portico/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { localizedText, timestamps } from './columns.ts';

/**
 * Per-tenant numbers that later issues read (payment deadline, indemnities, prepayment validity...).
 * Kept as one jsonb document so adding a setting needs no migration; the service validates it.
 */
export type WhitelabelSettings = Record<string, unknown>;

/** A tenant: one operator's portal, selected by host name. Everything else hangs off its id. */
export const whitelabels = pgTable(
  'whitelabels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** Lower-case host names without port. */
    hosts: text('hosts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    logoUrl: text('logo_url').notNull(),
    gdprText: localizedText('gdpr_text').notNull(),
    seoTitle: localizedText('seo_title').notNull(),
    seoDescription: localizedText('seo_description').notNull(),
    freeFlowEnabled: boolean('free_flow_enabled').notNull().default(true),
    languages: text('languages').array().$type<Language[]>().notNull(),
    settings: jsonb('settings').$type<WhitelabelSettings>().notNull().default({}),
    ...timestamps,
  },
  // Tenant lookup is `hosts @> array[host]` on every cache miss: a GIN index answers it.
  (table) => [index('whitelabels_hosts_idx').using('gin', table.hosts)],
);
