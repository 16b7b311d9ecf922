import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { payments } from './payments.ts';
import { staffMembers } from './staff.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * Where a refund attempt stands (issue 29 item 1).
 * awaiting_approval: asked for (by a person, or automatically over the white-label's ceiling);
 *   a person of the finance desk approves or cancels it.
 * approved: the refund job sends it when it next runs.
 * sending: the job committed this before it called the PSP; if it is still here once the lease
 *   is over, the answer was lost (a crash, a timeout) and the PSP is asked before any new send.
 * unknown: the PSP's answer could not be read; the job asks it (findRefund) with backoff, and
 *   after a bounded number of tries leaves it for a person (next_try_at null).
 * refunded, refused, cancelled: final.
 */
export const refundStates = [
  'awaiting_approval',
  'approved',
  'sending',
  'unknown',
  'refunded',
  'refused',
  'cancelled',
] as const;
export type RefundState = (typeof refundStates)[number];

/** The states that still hold part of the payment's amount: at most one per payment. */
export const unfinishedRefundStates = [
  'awaiting_approval',
  'approved',
  'sending',
  'unknown',
] as const satisfies readonly RefundState[];

/**
 * One row per refund ATTEMPT, written and committed before the PSP is called, so no refund can
 * happen without a record. `attempt_key` is the idempotency key the PSP sees on every call about
 * this attempt (Axepta ReqID/TransID, Paybox REFERENCE), so a repeat is found, not doubled.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    attemptKey: text('attempt_key').notNull(),
    state: text('state').$type<RefundState>().notNull(),
    reason: text('reason').notNull(),
    /** Who asked: a person, or null for the automatic refund of a refund_due payment. */
    requestedBy: uuid('requested_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The name shown in the history, kept when the person is removed ("automatic" if none). */
    requestedByName: text('requested_by_name').notNull(),
    approvedBy: uuid('approved_by').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** Who approved, or the white-label's setting ("automatic") under its ceiling. */
    approvedByName: text('approved_by_name'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The PSP's id of the refund transaction and its last code. */
    pspTransaction: text('psp_transaction'),
    pspCode: text('psp_code'),
    /** Calls to the PSP about this attempt (refunds and lookups): the backoff's exponent. */
    tries: integer('tries').notNull().default(0),
    /** When the job may next look at it (a lease or a backoff); null: nothing for the job. */
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    /** Why the PSP's answer was not known last time (no card data). */
    lastError: text('last_error'),
    /** When it reached a final state. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payment_refunds_attempt_key_key').on(table.attemptKey),
    // At most one unfinished attempt per payment: the over-refund check counts it, and a second
    // request waits for it instead of racing it.
    uniqueIndex('payment_refunds_unfinished_key')
      .on(table.paymentId)
      .where(sql`${table.state} in ('awaiting_approval', 'approved', 'sending', 'unknown')`),
    index('payment_refunds_payment_idx').on(table.paymentId),
    index('payment_refunds_due_idx')
      .on(table.nextTryAt)
      .where(sql`${table.state} in ('approved', 'sending', 'unknown')`),
    index('payment_refunds_history_idx').on(table.whitelabelId, table.createdAt),
    check('payment_refunds_amount_check', sql`${table.amountCents} > 0`),
    check('payment_refunds_attempt_key_check', sql`${table.attemptKey} ~ '^[A-Za-z0-9-]{1,32}$'`),
    check('payment_refunds_reason_check', sql`char_length(${table.reason}) between 1 and 500`),
    check(
      'payment_refunds_state_check',
      sql`${table.state} in ('awaiting_approval', 'approved', 'sending', 'unknown', 'refunded', 'refused', 'cancelled')`,
    ),
  ],
);
