import { z } from 'zod';
import { articleSchema } from '../content.ts';

/**
 * GET /services/v1/whitelabels/journeys/toPay/page: the trips lists' page data (spec 001 "Trips
 * lists"), in the request's language.
 */
export const journeysPageSchema = z.object({
  /** Explains a first-offence notice (PRIMO_DESIGNATED: no indemnity this once); null when none. */
  primoPassantText: z.string().nullable(),
  /** The prepayment link may show (the white-label offers prepayment). */
  canAddPrepayment: z.boolean(),
  /** The contest link may show (the white-label takes claims on notices). */
  canContestJourney: z.boolean(),
  /** Hours a trip can be paid in after its last passage (72 on the A79). */
  paymentPeriod: z.number().int().positive(),
  articleList: z.array(articleSchema),
  backgroundPicture: z.string().nullable(),
});
export type JourneysPage = z.infer<typeof journeysPageSchema>;
