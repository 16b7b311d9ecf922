import type { Language } from '@portico/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AccountMailKind } from '../../modules/accounts/account-mails.ts';
import type { AlertMailKind } from '../../modules/alerts/alert-mails.ts';
import type { ContactMailKind } from '../../modules/help/contact-mail-kinds.ts';
import type { ProtestMailKind } from '../../modules/protests/protest-mails.ts';
import type { RenterMailKind } from '../../modules/renters/renter-mails.ts';
import type { StaffMailKind } from '../../modules/staff/staff-mails.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * What a message is: the job renders it from its payload when it sends it. The alert kinds and
 * their payloads are in modules/alerts/alert-mails.ts, the account kinds in
 * modules/accounts/account-mails.ts.
 */
export type MailKind =
  | 'payment_receipt'
  | 'payment_duplicated'
  | 'payment_refunded'
  | AlertMailKind
  | AccountMailKind
  | ContactMailKind
  | ProtestMailKind
  | RenterMailKind
  | StaffMailKind;

/**
 * Where a message stands: pending (due at next_attempt_at, retried with backoff), sent (SMTP),
 * captured (no SMTP: kept for /dev/mailbox), or skipped (its renderer found nothing to send any
 * more, e.g. an alert whose subscription ended before the job ran; never tried again).
 */
export type MailStatus = 'pending' | 'sent' | 'captured' | 'skipped';

/** A rendered message as sent or captured (for /dev/mailbox). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra header lines sent with it (List-Unsubscribe...); absent on rows from before them. */
  headers?: Record<string, string>;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** The id a message's payload names under `key`, as text: what the timeline's indexes hold. */
export const payloadId = (
  payload: AnyColumn | SQL,
  key: 'paymentId' | 'subscriptionId' | 'protestId',
) => sql`(${payload} ->> ${sql.raw(`'${key}'`)})`;

/**
 * The e-mail outbox: a message is written here in the same transaction as what causes it, and the
 * mail job sends it (SMTP) or captures it (no SMTP configured), retrying with backoff while SMTP
 * is down. Nothing is deleted on failure: a message is only ever marked sent, captured or skipped.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id').references(() => whitelabels.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').$type<MailKind>().notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').$type<Language>().notNull(),
    /** What the renderer of `kind` needs, e.g. { paymentId }. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Filled when sent or captured. */
    message: jsonb('message').$type<RenderedMail>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A message someone asked for again (a receipt re-sent to an address): what it is about, e.g.
     * the payment id. Null for what the platform sends by itself. The re-send limits count these.
     */
    resendOf: text('resend_of'),
  },
  (table) => [
    // The job's claim: pending messages whose next attempt is due.
    // The data-retention job's query: delivered messages, oldest first.
    index('mail_outbox_delivered_idx')
      .on(table.whitelabelId, table.createdAt)
      .where(sql`${table.status} <> 'pending'`),
    // The console's dashboard (issue 28 item 6): a white-label's messages not sent yet.
    index('mail_outbox_pending_idx')
      .on(table.whitelabelId, table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    // The re-send limits: per subject and per address over a recent window (mail/resend-limits.ts).
    index('mail_outbox_resend_of_idx')
      .on(table.resendOf, table.createdAt)
      .where(sql`${table.resendOf} is not null`),
    index('mail_outbox_resend_recipient_idx')
      .on(sql`lower(${table.recipient})`, table.createdAt)
      .where(sql`${table.resendOf} is not null`),
    // A vehicle's e-mails in the console's timeline (issue 28 item 7): the outbox knows no plate,
    // only the ids its payload names (a payment, an alert subscription, a claim).
    index('mail_outbox_payment_idx')
      .on(payloadId(table.payload, 'paymentId'))
      .where(sql`${payloadId(table.payload, 'paymentId')} is not null`),
    index('mail_outbox_subscription_idx')
      .on(payloadId(table.payload, 'subscriptionId'))
      .where(sql`${payloadId(table.payload, 'subscriptionId')} is not null`),
    index('mail_outbox_protest_idx')
      .on(payloadId(table.payload, 'protestId'))
      .where(sql`${payloadId(table.payload, 'protestId')} is not null`),
  ],
);
