import type {
  BillingInfo,
  Language,
  PaymentMethodType,
  PaymentProvider,
  VehicleClass,
} from '@portico/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { timestamps } from './columns.ts';
import { journeys } from './journeys.ts';
import { companies } from './lookups.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * Where a payment stands. OPEN: the basket exists, nothing was sent to a payment method yet.
 * PENDING: sent to a PSP (or the PSP said "pending"); only its signed notification moves it on.
 * The other four are final, except that a late success of a PSP always settles (money was taken).
 */
export const storedPaymentStatuses = [
  'OPEN',
  'PENDING',
  'SUCCEED',
  'DUPLICATED',
  'REJECTED',
  'CANCELLED',
] as const;
export type StoredPaymentStatus = (typeof storedPaymentStatuses)[number];

/**
 * A payment session (spec 001 "Payments"): the basket the server priced for one plate or case, then
 * what happened to it. `id` is the unguessable session id the browser holds; `reference` is the
 * short order reference the PSP and the receipt show (PBX_CMD, Axepta TransID and RefNr).
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    /** The vehicle the lookup session named (a case session names its plate). */
    plate: text('plate').notNull(),
    countryCode: text('country_code').notNull(),
    /** The case number when the lookup was by case (notice and CNP flow). */
    caseNumber: text('case_number'),
    /**
     * The signed-in customer who made the basket (issue 12 item 4); null for a visitor's. A deleted
     * account leaves its payments (the operator's accounts need them) without the link.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The rental company a renter paid for (issue 25): its receipt names the company and its VAT
     * number. Null for everyone else's payments.
     */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The visitor's language: return pages, receipt and e-mail. */
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<StoredPaymentStatus>().notNull(),
    method: text('method').$type<PaymentMethodType>(),
    provider: text('provider').$type<PaymentProvider>(),
    /** What the payment costs, computed by the server from its lines. */
    amountCents: integer('amount_cents').notNull(),
    email: text('email'),
    billing: jsonb('billing').$type<BillingInfo>(),
    /**
     * A business payer's company and VAT number (issue 26 item 9), given before paying; the
     * receipt names them. Null for everyone else (a renter's company is company_id's).
     */
    companyName: text('company_name'),
    vatNumber: text('vat_number'),
    /** The PSP's ids of the transaction (Paybox numtrans/numappel, Axepta PayID). */
    pspTransaction: text('psp_transaction'),
    /** The PSP's last result code (Paybox Erreur, Axepta Code) or the fleet processor's. */
    pspCode: text('psp_code'),
    /** A masked card (e.g. "•••• 1112") for the receipt. */
    cardLabel: text('card_label'),
    /**
     * DUPLICATED after a PSP took the money (two hosted pages paid the same trips): the amount must
     * be given back by the back office. Never set for a payment that was not charged.
     */
    refundDue: boolean('refund_due').notNull().default(false),
    /** The basket can no longer be sent to a payment method after this instant. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When it reached a final status (a SUCCEED payment's: its receipt's date of issue). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * The receipt's invoice number, e.g. "A79-R-2026-000123": set by the database (trigger of
     * migration 0006, counter in receipt_counters) when the payment becomes SUCCEED, never before.
     */
    receiptNumber: text('receipt_number'),
    ...timestamps,
  },
  (table) => [
    unique('payments_reference_key').on(table.whitelabelId, table.reference),
    unique('payments_receipt_number_key').on(table.whitelabelId, table.receiptNumber),
    index('payments_plate_idx').on(table.whitelabelId, table.plate, table.countryCode),
    // The data-retention job's query: payments still holding a plate, oldest first.
    index('payments_retention_idx')
      .on(table.whitelabelId, table.createdAt)
      .where(sql`${table.plate} <> ''`),
    // Deleting an account sets its payments' user_id to null: found through this index.
    index('payments_user_idx').on(table.userId),
    // The console's search box (issue 28 item 7): a payer's address, whatever its case, and the
    // PSP's transaction as the agent reads it from the PSP's back office (Paybox's numtrans alone,
    // before the "/numappel" we keep beside it; Axepta's PayID has no slash and is whole).
    index('payments_email_idx')
      .on(table.whitelabelId, sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
    index('payments_psp_transaction_idx')
      .on(table.whitelabelId, sql`split_part(${table.pspTransaction}, '/', 1)`)
      .where(sql`${table.pspTransaction} is not null`),
    // The console's dashboard (issue 28 item 6): money collected (successful payments by the
    // day they settled), payments made in a window, and the payments to refund, however old.
    index('payments_settled_idx')
      .on(table.whitelabelId, table.settledAt)
      .where(sql`${table.status} = 'SUCCEED'`),
    index('payments_created_idx').on(table.whitelabelId, table.createdAt),
    index('payments_refund_due_idx')
      .on(table.whitelabelId)
      .where(sql`${table.refundDue}`),
    check(
      'payments_status_check',
      sql`${table.status} in ('OPEN', 'PENDING', 'SUCCEED', 'DUPLICATED', 'REJECTED', 'CANCELLED')`,
    ),
    check('payments_amount_check', sql`${table.amountCents} > 0`),
    check(
      'payments_receipt_number_check',
      sql`${table.status} <> 'SUCCEED' or ${table.receiptNumber} is not null`,
    ),
  ],
);

/**
 * What a payment pays, one row per journey or prepaid trip, priced when the basket was made: the
 * receipt shows these amounts, and a journey is settled with them even if it escalated since.
 */
export const paymentLines = pgTable(
  'payment_lines',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').$type<'journey' | 'prepayment'>().notNull(),
    /** The journey paid; null for a prepaid trip. */
    journeyId: integer('journey_id').references(() => journeys.id, { onDelete: 'set null' }),
    inGate: text('in_gate').notNull(),
    outGate: text('out_gate'),
    vehicleClass: smallint('vehicle_class').$type<VehicleClass>().notNull(),
    /** The trip's first passage; null for a prepaid trip. */
    tripDate: timestamp('trip_date', { withTimezone: true }),
    caseNumber: text('case_number'),
    htCents: integer('ht_cents').notNull(),
    tvaCents: integer('tva_cents').notNull(),
    tvaRate: integer('tva_rate').notNull(),
    ttcCents: integer('ttc_cents').notNull(),
    indemnityCents: integer('indemnity_cents').notNull(),
    /** ttc + indemnity - already paid: what this line costs in this payment. */
    totalCents: integer('total_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.paymentId, table.position] }),
    index('payment_lines_journey_idx').on(table.journeyId),
    check('payment_lines_kind_check', sql`${table.kind} in ('journey', 'prepayment')`),
    check(
      'payment_lines_amounts_check',
      sql`${table.htCents} + ${table.tvaCents} = ${table.ttcCents} and ${table.totalCents} >= 0`,
    ),
  ],
);

/**
 * Every PSP notification received, kept for audit whatever it was: applied, a replay, forged, for
 * an unknown payment, or with another amount. Forged and garbled ones are also logged.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** What arrived, as received (raw query string or body), capped. */
    raw: text('raw').notNull(),
    verdict: text('verdict')
      .$type<'applied' | 'replayed' | 'forged' | 'unknown_payment' | 'amount_mismatch'>()
      .notNull(),
    /** The status the notification meant (SUCCEED, REJECTED...), when it could be read. */
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_notifications_payment_idx').on(table.paymentId)],
);

/**
 * A paid prepayment is a credit (notes/domain.md section 3): `remaining` trips of this plate from
 * `inGate` to `outGate` in this class, until `validUntil`; a completed journey that matches one
 * consumes a unit and is settled.
 */
export const prepaymentCredits = pgTable(
  'prepayment_credits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    plate: text('plate').notNull(),
    countryCode: text('country_code').notNull(),
    inGate: text('in_gate').notNull(),
    outGate: text('out_gate').notNull(),
    vehicleClass: smallint('vehicle_class').$type<VehicleClass>().notNull(),
    /** What one trip cost (incl. VAT), to settle the journey that consumes it. */
    unitTtcCents: integer('unit_ttc_cents').notNull(),
    count: integer('count').notNull(),
    remaining: integer('remaining').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('prepayment_credits_plate_idx').on(table.whitelabelId, table.plate, table.countryCode),
    check(
      'prepayment_credits_remaining_check',
      sql`${table.remaining} between 0 and ${table.count}`,
    ),
  ],
);
