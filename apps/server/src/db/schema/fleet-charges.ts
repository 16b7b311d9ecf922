import type { PrivateCardType } from '@portico/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { payments } from './payments.ts';
import { whitelabels } from './whitelabels.ts';

/**
 * Where a fleet-card charge stands at the processor, as far as we know.
 * charging: recorded before the processor was called; its answer is not known yet (in flight, lost
 *   in a crash or a timeout): the resolution job asks the processor once `next_check_at` is past.
 * approved: the processor approved it and the payment settled.
 * refused: the processor refused it; no money moved.
 * voiding: the money must not be kept (approved for trips paid meanwhile, or its fate unknown);
 *   the void is sent until the processor confirms it.
 * voided: the processor confirmed that nothing is held under the charge's key.
 */
export const fleetChargeStates = ['charging', 'approved', 'refused', 'voiding', 'voided'] as const;
export type FleetChargeState = (typeof fleetChargeStates)[number];

/**
 * One fleet-card charge attempt per payment, written and committed before the processor is
 * called, so that no charge can happen without a record (issue 9 item 4). Card data is never
 * stored: the processor is only ever asked again by `charge_key`, never charged again.
 */
export const fleetCharges = pgTable(
  'fleet_charges',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    whitelabelId: integer('whitelabel_id')
      .notNull()
      .references(() => whitelabels.id, { onDelete: 'cascade' }),
    /** The idempotency key the processor knows the charge by (derived from the payment id). */
    chargeKey: text('charge_key').notNull(),
    cardType: text('card_type').$type<PrivateCardType>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    state: text('state').$type<FleetChargeState>().notNull(),
    /** The processor's authorisation code of an approved charge. */
    authorizationCode: text('authorization_code'),
    /** The processor's refusal code. */
    processorCode: text('processor_code'),
    /** Failed attempts to reach the processor about this charge (the backoff's exponent). */
    failures: integer('failures').notNull().default(0),
    /** When the resolution job may next look at it (a grace, a lease, or a backoff). */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    /** Why the processor could not be reached last time (no card data). */
    lastError: text('last_error'),
    ...timestamps,
  },
  (table) => [
    unique('fleet_charges_charge_key_key').on(table.chargeKey),
    index('fleet_charges_due_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.state} in ('charging', 'voiding')`),
    check(
      'fleet_charges_state_check',
      sql`${table.state} in ('charging', 'approved', 'refused', 'voiding', 'voided')`,
    ),
  ],
);
