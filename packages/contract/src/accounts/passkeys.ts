import { z } from 'zod';
import { passkeyAssertionSchema, passkeyRegistrationSchema } from '../staff/session.ts';
import { textSchema } from '../text.ts';

/**
 * Passkeys of customers and renters (issue 28 item 12): a signed-in account lists, adds and
 * removes its passkeys, and signs in with one instead of its password (which stays the other way
 * in). The browser's WebAuthn answers have the console's shapes and bounds (staff/session.ts);
 * the server checks their meaning through the same WebAuthn layer as the staff's.
 */

/** At most this many passkeys per account (a phone, a laptop, a security key or two...). */
export const accountPasskeysMax = 10;

const dateTime = z.iso.datetime({ offset: true });

/** A name the person gives a passkey ("work laptop"): one line, no control characters. */
export const accountPasskeyNameSchema = textSchema()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[^\p{Cc}]*$/u);

/** A passkey as its account sees it: never its key or credential id. */
export const accountPasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: dateTime,
  /** The last sign-in with it; null when never used since it was added. */
  lastUsedAt: dateTime.nullable(),
});
export type AccountPasskey = z.infer<typeof accountPasskeySchema>;

/** GET /users/me/passkeys (and the renters'): oldest first. */
export const accountPasskeysSchema = z.object({ passkeys: z.array(accountPasskeySchema) });
export type AccountPasskeys = z.infer<typeof accountPasskeysSchema>;

/** POST /users/me/passkeys: the new passkey as navigator.credentials.create() gave it. */
export const addAccountPasskeyBodySchema = z.object({
  name: accountPasskeyNameSchema,
  credential: passkeyRegistrationSchema,
});

/** POST /public/users/passkeys/token: a passkey's signature instead of e-mail and password. */
export const accountPasskeySignInBodySchema = z.object({ credential: passkeyAssertionSchema });

/** :passkeyId of a removal. */
export const accountPasskeyPathSchema = z.object({ passkeyId: z.uuid() });
