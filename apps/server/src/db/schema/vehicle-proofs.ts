import { text, timestamp } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';

/**
 * How an address or an account proved it may follow a vehicle (issue 24 item 6): receipt, the
 * number of a receipt of a payment for it (only ever e-mailed to its payer); account_payment, a
 * payment made from the account or whose receipt went to the account's address; operator, the
 * operator's staff checked a document (the demo customer's vehicles stand for it).
 */
export type VehicleProofKind = 'receipt' | 'account_payment' | 'operator';

/**
 * The proof columns of a row that follows a vehicle (alert subscriptions, registered plates):
 * when and how it was proved, and the payment that proved it (kept for the audit; a payment
 * removed later leaves the proof standing). proven_at null: not proved.
 */
export const vehicleProofColumns = () => ({
  provenAt: timestamp('proven_at', { withTimezone: true }),
  proofKind: text('proof_kind').$type<VehicleProofKind>(),
  proofPaymentId: text('proof_payment_id').references(() => payments.id, {
    onDelete: 'set null',
  }),
});
