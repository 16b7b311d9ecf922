import { z } from 'zod';
import { textSchema } from '../text.ts';
import { staffSessionSchema } from './session.ts';

/**
 * The console's optional single sign-on through the operator's identity provider (issue 28 item
 * 2, OpenID Connect). The server runs the whole authorization code flow with PKCE; the browser
 * only carries the provider's answer back from the console's callback page to the server, which
 * checks it against what it kept for this browser.
 */

/** GET /operator/staff/sso: whether this white-label's console offers it, and the button's name. */
export const staffSsoStatusSchema = z.object({
  enabled: z.boolean(),
  /** "Sign in with <providerName>"; null when off. */
  providerName: z.string().nullable(),
});
export type StaffSsoStatus = z.infer<typeof staffSsoStatusSchema>;

/** POST /operator/staff/sso: where the browser goes to sign in at the provider. */
export const staffSsoStartSchema = z.object({ authorizationUrl: z.url() });

const parameter = (max: number) =>
  textSchema()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, 'no control character');

/**
 * POST /operator/staff/sso/callback: the query parameters the provider sent the browser back
 * with (RFC 6749 4.1.2 and 4.1.2.1, RFC 9207 `iss`), as the callback page read them.
 */
export const staffSsoCallbackBodySchema = z.object({
  state: parameter(512),
  code: parameter(2048).optional(),
  iss: parameter(2048).optional(),
  error: parameter(200).optional(),
  errorDescription: parameter(1000).optional(),
});
export type StaffSsoCallbackBody = z.infer<typeof staffSsoCallbackBodySchema>;

/**
 * A page of the console, as its router names it (the `/operator` base left out): a path of the
 * app, never another site (`//host`, a scheme, a back-slash), and never the entry pages.
 */
export const consolePathSchema = z
  .string()
  .min(1)
  .max(300)
  // "/" alone, or "/" then a character that is not a second "/" (written without a lookahead,
  // which the fuzz test's generator cannot build strings for).
  .regex(/^\/(?:[^/\\\s\p{Cc}][^\\\s\p{Cc}]*)?$/u, 'a path of the console')
  .refine((path) => !/^\/(sign-in|enrol|sso\/callback)(?:[/?#]|$)/.test(path), 'not an entry page');

/**
 * POST /operator/staff/sso/fresh-check: the fresh check through the identity provider (issue 28
 * items 2 and 3), for a person signed in by it. The answer is where to send the browser; the
 * provider then sends it to the console's callback page, and the console back to `returnTo`.
 */
export const staffSsoFreshCheckBodySchema = z.object({ returnTo: consolePathSchema });
export type StaffSsoFreshCheckBody = z.infer<typeof staffSsoFreshCheckBodySchema>;

/**
 * The callback's answer: the session (a new one after a sign-in; the same one, fresh again,
 * after a fresh check), and the page to go back to after a fresh check (null after a sign-in).
 */
export const staffSsoFinishedSchema = staffSessionSchema.extend({
  returnTo: consolePathSchema.nullable(),
});
export type StaffSsoFinished = z.infer<typeof staffSsoFinishedSchema>;
