import type { Language } from '@portico/contract';
import { customType, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { whitelabels } from './whitelabels.ts';

const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * What visitors sent through the assistant's contact forms (issue 14 item 3). The reference
 * (HC-{year}-{number}) is what the visitor and the support desk quote to each other.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    reference: text('reference').unique(),
    nodeId: text('node_id').notNull(),
    /** The form's title in the visitor's language when sent (the node may change later). */
    topic: text('topic').notNull(),
    email: text('email').notNull(),
    language: text('language').$type<Language>().notNull(),
    message: text('message').notNull(),
    /** The smartform's answers as label and value, in the form's order. */
    fields: jsonb('fields').$type<{ name: string; label: string; value: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_requests_whitelabel_idx').on(table.whitelabelId, table.createdAt)],
);

/** The files of a contact request, checked by their content before they are stored. */
export const contactRequestAttachments = pgTable(
  'contact_request_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytes('content').notNull(),
  },
  (table) => [index('contact_request_attachments_request_idx').on(table.requestId)],
);
