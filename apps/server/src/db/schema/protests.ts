import type { AttachmentMediaType, Language, ProtestStatus, ProtestType } from '@portico/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { localizedText, timestamps } from './columns.ts';
import { journeys } from './journeys.ts';
import { whitelabels } from './whitelabels.ts';

/** File content, stored with the claim (issue 14: attachments live in the database). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The reasons a driver can give for a claim, per white-label and protest type (spec 000 section 7
 * GET /protests/reasons), in the portal's languages, each saying whether the claim then needs a
 * comment or a file.
 */
export const protestReasons = pgTable(
  'protest_reasons',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    type: text('type').$type<ProtestType>().notNull(),
    /** The reason's id in the API, e.g. `plate-not-mine`. */
    code: text('code').notNull(),
    label: localizedText('label').notNull(),
    commentMandatory: boolean('comment_mandatory').notNull(),
    attachmentMandatory: boolean('attachment_mandatory').notNull(),
    position: smallint('position').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.whitelabelId, table.type, table.code] }),
    check('protest_reasons_type_check', sql`${table.type} in ('CNP', 'LATE_PAYMENT', 'FREE_FLOW')`),
  ],
);

/**
 * A claim (protest) on journeys of one plate. While OPEN its journeys' dunning clocks are stopped
 * (dunning.ts claimOpenedAt); the operator's decision closes it.
 */
export const protests = pgTable(
  'protests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    /** CL-{year}-{number}: what the driver and the operator quote to each other. */
    reference: text('reference').notNull(),
    type: text('type').$type<ProtestType>().notNull(),
    reasonCode: text('reason_code').notNull(),
    comment: text('comment'),
    /** The claimant's contact address: acknowledgment and decision e-mails. */
    email: text('email').notNull(),
    language: text('language').$type<Language>().notNull(),
    /** The signed-in account that filed it, if any (users.id; no key: erasure keeps the claim). */
    accountId: text('account_id'),
    status: text('status').$type<ProtestStatus>().notNull().default('OPEN'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    ...timestamps,
  },
  (table) => [
    unique('protests_reference_key').on(table.whitelabelId, table.reference),
    index('protests_status_idx').on(table.whitelabelId, table.status, table.createdAt),
    check('protests_status_check', sql`${table.status} in ('OPEN', 'ACCEPTED', 'REJECTED')`),
  ],
);

/**
 * The journeys a claim contests, with what they cost when it was filed. `open` is true while the
 * claim is undecided: the partial unique index lets a journey be under one open claim at most,
 * whatever two concurrent claims try.
 */
export const protestJourneys = pgTable(
  'protest_journeys',
  {
    protestId: integer('protest_id')
      .notNull()
      .references(() => protests.id, { onDelete: 'cascade' }),
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    ttcCents: integer('ttc_cents').notNull(),
    indemnityCents: integer('indemnity_cents').notNull(),
    open: boolean('open').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.protestId, table.journeyId] }),
    uniqueIndex('protest_journeys_open_key')
      .on(table.journeyId)
      .where(sql`${table.open}`),
    // A vehicle's claims in the console's timeline (issue 28 item 7), decided ones included.
    index('protest_journeys_journey_idx').on(table.journeyId),
  ],
);

/** A claim's files, their type found by content (shared/attachments/sniff.ts). */
export const protestAttachments = pgTable(
  'protest_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    protestId: integer('protest_id')
      .notNull()
      .references(() => protests.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').$type<AttachmentMediaType>().notNull(),
    bytes: integer('bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('protest_attachments_protest_idx').on(table.protestId, table.position)],
);

/** The last claim number handed out per white-label and year (references are unique). */
export const protestCounters = pgTable(
  'protest_counters',
  {
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.whitelabelId, table.year] })],
);
