import { z } from 'zod';

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
});
export type PrepaymentsPage = z.infer<typeof prepaymentsPageSchema>;
