import { z } from 'zod';
import { plainTextSchema } from '../ingestion-limits.ts';
import { centsSchema, dateTimeSchema, journeyIdSchema } from '../journeys/journey.ts';
import {
  protestAttachmentSchema,
  protestReasonIdSchema,
  protestReferenceSchema,
  protestTypeSchema,
} from '../protests/schemas.ts';
import {
  claimsQueueAgeDaysMax,
  claimsQueueOrders,
  claimsQueuePageSizeDefault,
  claimsQueuePageSizeMax,
  claimsQueueStatuses,
} from './claims-desk-vocabulary.ts';
import {
  attachmentLimits,
  protestCommentMaxLength,
  protestDecisionOutcomes,
  protestMaxJourneys,
  protestStatuses,
} from '../protests/vocabulary.ts';

/**
 * The console's claims desk (issue 28 item 8): the staff's view of the claims the machine API
 * (/operator/protests, back-office key) also serves. A queue with filters and each claim's age,
 * one claim with its trips and files, the files shown in the page, the decision with a reason the
 * claimant reads in their language, and a preview of the e-mail that tells them.
 */

/** The position after a page's last claim: base64url of `iso-time|id`, opaque to the client. */
export const claimsCursorSchema = z
  .string()
  .max(120)
  .regex(/^[A-Za-z0-9_-]+$/);

/** GET /operator/claims. */
export const claimsQueueQuerySchema = z.object({
  status: z.enum(claimsQueueStatuses).default('OPEN'),
  type: protestTypeSchema.optional(),
  reason: protestReasonIdSchema.optional(),
  /** A plate as the claim's trips carry it (normalised like the portal's lookups). */
  plate: plainTextSchema(1, 20).optional(),
  /** Only claims filed at least this many days ago. */
  minAgeDays: z.coerce.number().int().min(0).max(claimsQueueAgeDaysMax).optional(),
  order: z.enum(claimsQueueOrders).default('oldest'),
  cursor: claimsCursorSchema.optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(claimsQueuePageSizeMax)
    .default(claimsQueuePageSizeDefault),
});
export type ClaimsQueueQuery = z.infer<typeof claimsQueueQuerySchema>;

export const claimQueueItemSchema = z.object({
  reference: protestReferenceSchema,
  type: protestTypeSchema,
  status: z.enum(protestStatuses),
  reasonId: protestReasonIdSchema,
  /** The reason's label in the language of the request. */
  reasonLabel: z.string(),
  /** The plates of its trips. */
  plates: z.array(z.string()),
  createdAt: dateTimeSchema,
  decidedAt: dateTimeSchema.nullable(),
  /** Hours the claim waited: until now while open, until its decision once decided. */
  ageHours: z.number().int().nonnegative(),
  journeyCount: z.number().int().nonnegative(),
  attachmentCount: z.number().int().nonnegative(),
});
export type ClaimQueueItem = z.infer<typeof claimQueueItemSchema>;

export const claimsQueueSchema = z.object({
  claims: z.array(claimQueueItemSchema),
  /** The cursor of the next page; null on the last. */
  nextCursor: claimsCursorSchema.nullable(),
});
export type ClaimsQueue = z.infer<typeof claimsQueueSchema>;

/** A claim's trip: what it cost when the claim was filed and what it costs now. */
export const claimJourneySchema = z.object({
  id: journeyIdSchema,
  plate: z.string(),
  countryCode: z.string(),
  date: dateTimeSchema,
  /** The amount due when the claim was filed, in cents. */
  ttcPrice: centsSchema,
  indemnity: centsSchema,
  /** The trip's toll now, in cents: a new price must be lower. */
  currentTtcPrice: centsSchema,
  /** Paid meanwhile: the decision leaves it as it is. */
  paid: z.boolean(),
});
export type ClaimJourney = z.infer<typeof claimJourneySchema>;

/** GET /operator/claims/:reference. */
export const claimCaseSchema = claimQueueItemSchema.extend({
  /** The claimant's address and language: the decision's e-mail goes there, in that language. */
  email: z.string(),
  language: z.string(),
  /** What the claimant wrote. */
  comment: z.string().nullable(),
  decisionNote: z.string().nullable(),
  journeys: z.array(claimJourneySchema),
  attachments: z.array(protestAttachmentSchema),
});
export type ClaimCase = z.infer<typeof claimCaseSchema>;

export const claimParamsSchema = z.object({ reference: protestReferenceSchema });
export const claimFileParamsSchema = z.object({
  reference: protestReferenceSchema,
  attachmentId: z.uuid(),
});

/** The media types the console shows in the page: every type a claim may carry. */
export const claimFileMediaTypes = attachmentLimits.mediaTypes;

/**
 * POST /operator/claims/:reference/decision and .../decision/preview. ACCEPTED cancels the
 * claim's trips except those given a new price (in cents, lower than the current one); REJECTED
 * resumes their deadlines. The reason goes to the claimant in the decision's e-mail and to the
 * audit log: written for the claimant, in their language.
 */
export const claimDecisionBodySchema = z
  .object({
    outcome: z.enum(protestDecisionOutcomes),
    reducedPrices: z
      .array(z.object({ journeyId: journeyIdSchema, reducedTtcPrice: centsSchema.max(100_000_00) }))
      .max(protestMaxJourneys)
      .refine(
        (prices) => new Set(prices.map((price) => price.journeyId)).size === prices.length,
        'each trip once',
      )
      .optional(),
    reason: plainTextSchema(3, protestCommentMaxLength).describe(
      'Why, for the claimant (in their language) and the audit log: 3 to 2000 characters.',
    ),
  })
  .refine((body) => body.outcome === 'ACCEPTED' || body.reducedPrices === undefined, {
    message: 'reducedPrices only with ACCEPTED',
    path: ['reducedPrices'],
  });
export type ClaimDecisionBody = z.infer<typeof claimDecisionBodySchema>;

/** The decision's e-mail as the outbox would send it, in the claimant's language; not sent. */
export const claimMailPreviewSchema = z.object({
  recipient: z.string(),
  language: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type ClaimMailPreview = z.infer<typeof claimMailPreviewSchema>;
