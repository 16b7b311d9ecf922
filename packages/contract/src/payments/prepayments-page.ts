import { z } from 'zod';
import { journeyGateSchema } from '../journeys/journey.ts';

/**
 * GET /services/v1/whitelabels/payments/prepayments/page (spec 001 section 7): the prepayment
 * screen's texts and picture in the request's language (French when a text lacks it). A
 * white-label that has not written the page answers nulls: the portal shows its own texts.
 */
export const prepaymentsPageSchema = z.object({
  title: z.string().nullable(),
  /** What prepaying means on this road; plain text, paragraphs separated by a blank line. */
  text: z.string().nullable(),
  /** A picture of the white-label's media (its URL). */
  picture: z.string().nullable(),
  /** The picture's text alternative; null: the picture is decoration (alt=""). */
  pictureAlt: z.string().nullable(),
  /**
   * Portico: the road's gates west to east with their place names in the request's language, so
   * the gate pickers read "Deux-Chaises (34)" (issue 26 item 6). Empty: the pickers show codes.
   */
  gates: z.array(journeyGateSchema),
});
export type PrepaymentsPage = z.infer<typeof prepaymentsPageSchema>;
