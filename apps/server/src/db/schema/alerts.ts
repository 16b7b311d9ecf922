import type { Language } from '@portico/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { journeys } from './journeys.ts';
import { vehicleProofColumns } from './vehicle-proofs.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * Where a subscription stands. pending: written, waiting for its address to follow the
 * confirmation link; active: passages are told to the address; ended: unsubscribed, replaced by
 * another address, past a rental's end or never confirmed in time (ended_reason says which).
 */
export type AlertSubscriptionState = 'pending' | 'active' | 'ended';
export type AlertEndReason =
  | 'unsubscribed'
  | 'replaced'
  | 'rental_over'
  | 'superseded'
  /** Issue 24: the address receiving the plate's alerts refused to hand them to this one. */
  | 'handover_kept';

/**
 * Passage alerts (issue 11): an address that receives an e-mail at every journey of a plate.
 * A plate has at most one active address per white-label (the partial unique index); a pending row
 * carries the hash of its single-use confirmation token (the token itself is only in the e-mail).
 */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    /** Normalised (plates.ts), as journeys store it. */
    plate: text('plate').notNull(),
    /** As typed (trimmed); compared case-insensitively. */
    email: text('email').notNull(),
    /** The language the e-mails are written in: the page's when subscribing. */
    language: text('language').$type<Language>().notNull(),
    /** A rented vehicle's period: only journeys within it are told; none after its end. */
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    state: text('state').$type<AlertSubscriptionState>().notNull(),
    endReason: text('end_reason').$type<AlertEndReason>(),
    /** SHA-256 (hex) of the confirmation token; null once used. */
    confirmationHash: text('confirmation_hash'),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the token that confirmed the row, kept once used (issue 26 item 16): the
     * link opened again says "already confirmed" while the row is in force, instead of "invalid".
     */
    confirmedHash: text('confirmed_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * Issue 24 item 6: the proof that the address may follow the vehicle. Alerts are told only to
     * a proved row (delivery-repository.ts); rows older than the proofs have none and tell nothing.
     */
    ...vehicleProofColumns(),
  },
  (table) => [
    uniqueIndex('alert_subscriptions_active_plate_key')
      .on(table.whitelabelId, table.countryCode, table.plate)
      .where(sql`${table.state} = 'active'`),
    uniqueIndex('alert_subscriptions_confirmation_key')
      .on(table.confirmationHash)
      .where(sql`${table.confirmationHash} is not null`),
    index('alert_subscriptions_confirmed_hash_idx')
      .on(table.confirmedHash)
      .where(sql`${table.confirmedHash} is not null`),
    // The purge of requests never confirmed (alerts service: forgetUnconfirmedRequests).
    index('alert_subscriptions_unconfirmed_idx')
      .on(table.createdAt)
      .where(sql`${table.confirmedAt} is null`),
    // The console's search by plate without a country, and a vehicle's timeline (issue 28 item 7):
    // the partial unique index above holds only the active row, country first.
    index('alert_subscriptions_plate_idx').on(table.whitelabelId, table.plate, table.countryCode),
    // Unsubscribe by address, and the per-address limits.
    index('alert_subscriptions_email_idx').on(table.whitelabelId, sql`lower(${table.email})`),
    // The reminder job ends the active rentals whose period is over (jobs/alert-reminders.ts).
    index('alert_subscriptions_rental_end_idx')
      .on(table.endTime)
      .where(sql`${table.state} = 'active' and ${table.endTime} is not null`),
    check('alert_subscriptions_country_check', sql`${table.countryCode} ~ '^[A-Z]{2}$'`),
    check('alert_subscriptions_state_check', sql`${table.state} in ('pending', 'active', 'ended')`),
    check(
      'alert_subscriptions_rental_check',
      sql`(${table.startTime} is null) = (${table.endTime} is null) and (${table.endTime} is null or ${table.endTime} > ${table.startTime})`,
    ),
  ],
);

/**
 * What an alert told about a journey: passage (the journey's e-mail), deadline (24 h before its
 * payment deadline), notice (a payment notice was issued). The primary key is the "never twice":
 * a job inserts here in the transaction that writes the e-mail to the outbox, and a second
 * instance's insert of the same row does nothing.
 */
export type AlertDeliveryKind = 'passage' | 'deadline' | 'notice';

export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AlertDeliveryKind>().notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.journeyId, table.kind] }),
    check('alert_deliveries_kind_check', sql`${table.kind} in ('passage', 'deadline', 'notice')`),
  ],
);

/**
 * Where a request to move a plate's alerts stands (issue 24 item 6): open, waiting for the notice
 * period or the current address's answer; moved; kept (the current address refused); withdrawn
 * (the requesting row ended first, or the plate's alerts stopped some other way).
 */
export type AlertHandoverState = 'open' | 'moved' | 'kept' | 'withdrawn';

/**
 * A confirmed request of another address (or account) for a plate whose alerts are in force at
 * an address: the alerts move at moves_at unless the current address refuses, or sooner if it
 * agrees (its e-mail's links carry the token whose hash is decision_hash). At most one open per
 * plate. The rows are the log of who asked for which plate and what came of it; they go with the
 * subscriptions they join (an erased address takes its history with it).
 */
export const alertHandovers = pgTable(
  'alert_handovers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    plate: text('plate').notNull(),
    /** The active subscription the alerts move from. */
    fromSubscriptionId: integer('from_subscription_id')
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    /** The confirmed, still pending subscription they move to. */
    toSubscriptionId: integer('to_subscription_id')
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    state: text('state').$type<AlertHandoverState>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    movesAt: timestamp('moves_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** SHA-256 of the token of the current address's links; kept after the decision (read-only). */
    decisionHash: text('decision_hash').notNull(),
  },
  (table) => [
    uniqueIndex('alert_handovers_open_plate_key')
      .on(table.whitelabelId, table.countryCode, table.plate)
      .where(sql`${table.state} = 'open'`),
    uniqueIndex('alert_handovers_decision_key').on(table.decisionHash),
    // The job's due handovers.
    index('alert_handovers_due_idx')
      .on(table.movesAt)
      .where(sql`${table.state} = 'open'`),
    index('alert_handovers_to_idx').on(table.toSubscriptionId),
    index('alert_handovers_from_idx').on(table.fromSubscriptionId),
    check(
      'alert_handovers_state_check',
      sql`${table.state} in ('open', 'moved', 'kept', 'withdrawn')`,
    ),
  ],
);
