import { z } from 'zod';
import { paymentIdSchema } from '../payments/checkout.ts';
import { supportReasonSchema } from './support-actions.ts';

/**
 * Refunds through the PSPs (issue 29 item 1), as the console reads and acts on them: the
 * attempts waiting for the finance desk, the history, and a refund of one payment.
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

/** The largest refund one call may ask for, in cents (a PostgreSQL integer is larger). */
export const maxRefundCents = 100_000_000;

/** The largest id an attempt can have (a PostgreSQL integer). */
const maxRefundId = 2_147_483_647;

const refundIdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .refine((id) => Number(id) <= maxRefundId, { message: 'not a refund id' })
  .describe('The refund attempt\u2019s id.');

/** POST /operator/payments/:paymentId/refunds: give back part or all of a payment. */
export const paymentRefundsParamsSchema = z.object({ paymentId: paymentIdSchema });
export const requestRefundBodySchema = z.object({
  amountCents: z
    .int()
    .min(1)
    .max(maxRefundCents)
    .describe('What to give back, in cents: at most what was taken less what is refunded.'),
  reason: supportReasonSchema,
});

/** POST /operator/refunds/:refundId/decision. */
export const refundDecisions = ['approve', 'cancel', 'retry'] as const;
export type RefundDecision = (typeof refundDecisions)[number];
export const refundParamsSchema = z.object({ refundId: refundIdSchema });
export const decideRefundBodySchema = z.object({
  decision: z
    .enum(refundDecisions)
    .describe(
      'approve one waiting; cancel one not sent yet; retry: ask the PSP again about one whose ' +
        'outcome the job could not learn in its tries.',
    ),
  reason: supportReasonSchema,
});

/** GET /operator/refunds: one page, newest first. */
export const refundListViews = ['waiting', 'history'] as const;
export const refundListQuerySchema = z.object({
  view: z
    .enum(refundListViews)
    .default('history')
    .describe(
      'waiting: for a person (awaiting approval, or unknown after its tries); history: all.',
    ),
  before: refundIdSchema.optional().describe('The page after this attempt id (the cursor).'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** One refund attempt as the console shows it. */
export const refundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  reference: z.string(),
  plate: z.string(),
  /** What the payment took, in cents. */
  paymentCents: z.int(),
  amountCents: z.int(),
  state: z.enum(refundStates),
  /** A person's reason, or `refund_due` for an automatic attempt (the console says it in words). */
  reason: z.string(),
  automatic: z.boolean(),
  requestedBy: z.string(),
  approvedBy: z.string().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  pspTransaction: z.string().nullable(),
  pspCode: z.string().nullable(),
  tries: z.int(),
  /** The job gave up learning its outcome: a person looks at the PSP and retries. */
  needsPerson: z.boolean(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundListSchema = z.object({
  refunds: z.array(refundSchema),
  /** The cursor of the next page, or null after the last. */
  next: z.string().nullable(),
});
export type RefundList = z.infer<typeof refundListSchema>;

/** GET /operator/payments/:paymentId/refunds: a payment's attempts and what is left. */
export const paymentRefundsSchema = z.object({
  paymentId: z.string(),
  amountCents: z.int(),
  refundedCents: z.int(),
  /** What a new refund may ask for now (0 while an attempt is unfinished). */
  refundableCents: z.int(),
  refunds: z.array(refundSchema),
});
export type PaymentRefunds = z.infer<typeof paymentRefundsSchema>;
