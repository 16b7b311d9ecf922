import { z } from 'zod';
import { textSchema } from '../text.ts';
import { dateTimeSchema, journeySetSchema, journeySummariesSchema } from './journey.ts';

/**
 * The public trip lookups, GET /services/v1/journeys and /detailedJourneys (spec 000 and 001
 * section 7): by plate + country, or by a case number (a notice's pvNumber or a non-payment
 * declaration's ticketNumber). The query carries the spec's parameter names. Either a solved
 * captcha (captchaToken) or the sessionId of an earlier lookup of the same plate or case is
 * needed; a lookup never answers anything about a plate beyond its trips.
 */

/** Query strings carry booleans as text. */
const queryBoolean = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const journeyLookupQuerySchema = z.object({
  captchaToken: textSchema().max(4000).optional(),
  /** The plate's country: checked by lookupTarget so the answer is the spec's code. */
  country: textSchema().max(10).optional(),
  plate: textSchema().max(64).optional(),
  caseNumber: textSchema().max(64).optional(),
  /** An earlier lookup's session (same plate or case): stands for the captcha. */
  sessionId: textSchema().max(200).optional(),
  /** Only trips whose date is within [startTime, endTime] (rental periods). */
  startTime: dateTimeSchema.optional(),
  endTime: dateTimeSchema.optional(),
  /** Only notices and non-payment declarations (the paymentNotice screen). */
  onlyCNPorLatePayment: queryBoolean,
  companyCode: textSchema().max(50).optional(),
});
export type JourneyLookupQuery = z.infer<typeof journeyLookupQuerySchema>;

/** GET /detailedJourneys answers the journey set (type detailed). */
export const detailedJourneysResponseSchema = journeySetSchema;

/** GET /journeys answers the set as a summary (type resume): the same trips plus the category sums. */
export const journeysResumeResponseSchema = journeySetSchema.extend({
  summaries: journeySummariesSchema,
});
export type JourneysResumeResponse = z.infer<typeof journeysResumeResponseSchema>;

/**
 * GET /services/v1/authenticated/detailedJourneys (spec 000 and 001 section 7): the signed-in
 * customer's trips, with the customer's bearer token instead of a captcha. The spec's parameters:
 * plate + country narrow the answer to one of the customer's plates; startTime, endTime,
 * onlyCNPorLatePayment and companyCode filter as in the public lookup; captchaToken and sessionId
 * are accepted and not needed. A case number is looked up publicly, so it is not taken here.
 */
export const authenticatedJourneysQuerySchema = journeyLookupQuerySchema.omit({ caseNumber: true });
export type AuthenticatedJourneysQuery = z.infer<typeof authenticatedJourneysQuerySchema>;

/**
 * One journey set per registered plate (in the order the plates were added), each with the
 * sessionId of that plate: POST /payments/journeys takes it with the customer's bearer token.
 */
export const authenticatedJourneysResponseSchema = z.array(journeySetSchema);
export type AuthenticatedJourneysResponse = z.infer<typeof authenticatedJourneysResponseSchema>;
