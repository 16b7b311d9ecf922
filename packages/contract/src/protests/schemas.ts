import { z } from 'zod';
import { centsSchema, dateTimeSchema, journeyIdSchema } from '../journeys/journey.ts';
import { textSchema } from '../text.ts';
import {
  attachmentLimits,
  protestCommentMaxLength,
  protestDecisionOutcomes,
  protestEmailMaxLength,
  protestMaxJourneys,
  protestReferencePattern,
  protestStatuses,
  protestTypes,
} from './vocabulary.ts';

/**
 * The claim calls (spec 000 section 7 "Protests", issue 14) and the operator's claim API, as the
 * API checks them.
 */
export const protestTypeSchema = z.enum(protestTypes);
export const protestReasonIdSchema = textSchema()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _');
export const protestReferenceSchema = z
  .string()
  .regex(protestReferencePattern, 'a claim reference such as CL-2026-000123');

/** GET /services/v1/protests/reasons?type=...; the labels follow the request's language. */
export const protestReasonsQuerySchema = z.object({ type: protestTypeSchema });
export type ProtestReasonsQuery = z.infer<typeof protestReasonsQuerySchema>;

export const protestReasonSchema = z.object({
  id: protestReasonIdSchema,
  label: z.string(),
  /** The claim needs a comment with this reason (else mandatory_comment_missing). */
  commentMandatory: z.boolean(),
  /** The claim needs at least one attachment with this reason (else mandatory_attachment_missing). */
  attachmentMandatory: z.boolean(),
});
export type ProtestReason = z.infer<typeof protestReasonSchema>;
export const protestReasonsResponseSchema = z.array(protestReasonSchema);
export type ProtestReasonsResponse = z.infer<typeof protestReasonsResponseSchema>;

/**
 * POST /services/v1/protests?type=...&sessionId=... A visitor gives the sessionId of the lookup
 * whose journeys they contest; a signed-in customer or renter sends the bearer token instead
 * (the journeys must then be on their plates) and may omit sessionId.
 */
export const createProtestQuerySchema = z.object({
  type: protestTypeSchema,
  sessionId: textSchema().min(1).max(200).optional(),
});
export type CreateProtestQuery = z.infer<typeof createProtestQuerySchema>;

/**
 * The multipart field `claim` (JSON). The files come as repeated `attachments` parts
 * (protestFormFields), at most attachmentLimits.maxFiles and attachmentLimits.totalBytes.
 * An empty comment counts as none.
 */
export const createProtestClaimSchema = z.object({
  journeyIds: z
    .array(journeyIdSchema)
    .min(1)
    .max(protestMaxJourneys)
    .refine((ids) => new Set(ids).size === ids.length, 'each journey once'),
  reasonId: protestReasonIdSchema,
  comment: textSchema().max(protestCommentMaxLength).optional(),
  email: z.email().max(protestEmailMaxLength),
});
export type CreateProtestClaim = z.infer<typeof createProtestClaimSchema>;

/** 201: the reference the acknowledgment e-mail also carries, and the journeys now contested. */
export const createProtestResponseSchema = z.object({
  reference: protestReferenceSchema,
  journeyIds: z.array(journeyIdSchema),
});
export type CreateProtestResponse = z.infer<typeof createProtestResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Operator API (API key of the white-label, like POST /passages): lists and decides claims.

export const operatorProtestsQuerySchema = z.object({
  status: z.enum(protestStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OperatorProtestsQuery = z.infer<typeof operatorProtestsQuerySchema>;

export const protestAttachmentSchema = z.object({
  id: z.string(),
  /** As the claimant named it (shown only; never used to decide the type). */
  fileName: z.string(),
  /** The type found in the file's first bytes. */
  mediaType: z.enum(attachmentLimits.mediaTypes),
  bytes: z.number().int().nonnegative(),
});
export type ProtestAttachment = z.infer<typeof protestAttachmentSchema>;

export const protestJourneySchema = z.object({
  id: journeyIdSchema,
  plate: z.string(),
  countryCode: z.string(),
  date: dateTimeSchema,
  /** The amount due when the claim was filed, in cents. */
  ttcPrice: centsSchema,
  indemnity: centsSchema,
});

export const protestSummarySchema = z.object({
  reference: protestReferenceSchema,
  type: protestTypeSchema,
  status: z.enum(protestStatuses),
  reasonId: protestReasonIdSchema,
  email: z.string(),
  createdAt: dateTimeSchema,
  decidedAt: dateTimeSchema.nullable(),
  journeyCount: z.number().int().nonnegative(),
  attachmentCount: z.number().int().nonnegative(),
});
export type ProtestSummary = z.infer<typeof protestSummarySchema>;

export const operatorProtestsResponseSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageTotal: z.number().int(),
  total: z.number().int(),
  data: z.array(protestSummarySchema),
});
export type OperatorProtestsResponse = z.infer<typeof operatorProtestsResponseSchema>;

export const protestDetailSchema = protestSummarySchema.extend({
  /** The reason's label in the claimant's language. */
  reasonLabel: z.string(),
  comment: z.string().nullable(),
  language: z.string(),
  journeys: z.array(protestJourneySchema),
  attachments: z.array(protestAttachmentSchema),
  decisionNote: z.string().nullable(),
});
export type ProtestDetail = z.infer<typeof protestDetailSchema>;

export const protestReferenceParamsSchema = z.object({ reference: protestReferenceSchema });
export const protestAttachmentParamsSchema = z.object({
  reference: protestReferenceSchema,
  attachmentId: z.uuid(),
});

/**
 * POST /operator/protests/:reference/decision. ACCEPTED cancels every journey of the claim,
 * except those listed in reducedPrices, which stay due at the lower toll (lower than the current
 * one; the indemnity rules unchanged) with their ladder resumed like a rejected claim's.
 * REJECTED resumes the dunning ladder, its deadlines extended by the time the claim was open.
 * The note goes into the e-mail to the claimant.
 */
export const protestDecisionBodySchema = z
  .object({
    outcome: z.enum(protestDecisionOutcomes),
    reducedPrices: z
      .array(z.object({ journeyId: journeyIdSchema, reducedTtcPrice: centsSchema.max(100_000_00) }))
      .max(protestMaxJourneys)
      .optional(),
    note: textSchema().max(protestCommentMaxLength).optional(),
  })
  .refine((body) => body.outcome === 'ACCEPTED' || body.reducedPrices === undefined, {
    message: 'reducedPrices only with ACCEPTED',
    path: ['reducedPrices'],
  });
export type ProtestDecisionBody = z.infer<typeof protestDecisionBodySchema>;
