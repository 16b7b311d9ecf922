import { z } from 'zod';
import { int4Max } from '../ingestion-limits.ts';
import { textSchema } from '../text.ts';
import { centsSchema } from './journey.ts';

/**
 * POST /services/v1/journeys/inProgress/:inProgressId/completion (spec 001 "inprogress" screen,
 * issue 13 item 3): the driver of an ongoing trip declares the gate where they leave the road, so
 * the trip is completed there, priced and payable at once. Every field is bounded.
 */
export const inProgressCompletionParamsSchema = z.strictObject({
  /** The journey's inProgressId as the lookup answered it: a journey id, within int4. */
  inProgressId: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .refine((id) => Number(id) <= int4Max),
});

/**
 * The lookup's sessionId, as POST /payments/journeys takes it; optional for a signed-in customer
 * completing a trip of one of their registered plates (bearer token).
 */
export const inProgressCompletionQuerySchema = z.strictObject({
  sessionId: textSchema().min(1).max(2000).optional(),
});

export const inProgressCompletionBodySchema = z.strictObject({
  /** The exit gate code as the road names it (`29`, `30-32`, `A71`...): normalised by the server. */
  out: textSchema().trim().min(1).max(20),
});
export type InProgressCompletionBody = z.infer<typeof inProgressCompletionBodySchema>;

/** The completed trip: its idDossier (pay it with POST /payments/journeys) and what it owes. */
export const inProgressCompletionSchema = z.object({
  idDossier: z.string().min(1),
  status: z.literal('TERMINE'),
  /** The normalised exit gate the trip was completed at. */
  out: z.string().min(1),
  /** The toll incl. VAT in cents for the trip up to the declared exit. */
  ttcPrice: centsSchema,
  /** What a prepaid credit already covered (cents), as the lookup's alreadyPaid. */
  alreadyPaid: centsSchema,
});
export type InProgressCompletion = z.infer<typeof inProgressCompletionSchema>;
