import { z } from 'zod';
import { languageSchema } from '../content.ts';
import { authenticationPageTypes } from './vocabulary.ts';

/** GET /whitelabels/authentication-page: the page kind asked (bounded), and the content calls' lang. */
export const authenticationPageQuerySchema = z.strictObject({
  type: z.enum(authenticationPageTypes),
  lang: languageSchema.optional(),
});
export type AuthenticationPageQuery = z.infer<typeof authenticationPageQuerySchema>;

/**
 * The sign-in page's texts and picture, in the request's language (French when a text lacks it).
 * A white-label that has not written the page answers nulls: the portal shows its own texts.
 */
export const authenticationPageSchema = z.object({
  title: z.string().nullable(),
  /** Plain text; paragraphs separated by a blank line. */
  text: z.string().nullable(),
  /** A picture of the white-label's media (its URL), beside the form. */
  picture: z.string().nullable(),
  /** The picture's text alternative; null: the picture is decoration (alt=""). */
  pictureAlt: z.string().nullable(),
});
export type AuthenticationPage = z.infer<typeof authenticationPageSchema>;
