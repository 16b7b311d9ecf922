import { z } from 'zod';
import { textSchema } from '../text.ts';
import { staffActions, staffRoles } from './roles.ts';

/**
 * The console's sign-in (issue 28 items 1 and 3): passkeys only. The enrolment link's token
 * travels in the body (the page reads it after `#`), never in a path or query a log would keep.
 * What the browser's WebAuthn calls give is checked for shape and size here and for meaning by
 * the server's WebAuthn library.
 */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

export const staffTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** POST /operator/staff/enrolment/options. */
export const staffEnrolmentOptionsBodySchema = z.object({ token: staffTokenSchema });

const transports = z.array(z.string().max(32)).max(8);

/** A new passkey as navigator.credentials.create() gives it (RegistrationResponseJSON). */
export const passkeyRegistrationSchema = z.object({
  id: base64url(1_400),
  rawId: base64url(1_400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4_096),
    attestationObject: base64url(65_536),
    transports: transports.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});
/** As a browser sends it (the body's input type, as route-io.ts has it). */
export type PasskeyRegistration = z.input<typeof passkeyRegistrationSchema>;

/** A passkey's signature as navigator.credentials.get() gives it (AuthenticationResponseJSON). */
export const passkeyAssertionSchema = z.object({
  id: base64url(1_400),
  rawId: base64url(1_400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4_096),
    authenticatorData: base64url(8_192),
    signature: base64url(2_048),
    userHandle: base64url(512).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});
export type PasskeyAssertion = z.input<typeof passkeyAssertionSchema>;

/** POST /operator/staff/enrolment: the person's first (or a new) passkey, and its name. */
export const staffEnrolBodySchema = z.object({
  token: staffTokenSchema,
  label: textSchema()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[^\p{Cc}]*$/u),
  credential: passkeyRegistrationSchema,
});

/** POST /operator/staff/session: a sign-in, or a fresh check before money moves. */
export const staffSignInBodySchema = z.object({ credential: passkeyAssertionSchema });

/** The ways of the fresh check: a passkey, or a new sign-in at the operator's identity provider. */
export const freshCheckWays = ['passkey', 'identityProvider'] as const;
export type FreshCheckWay = (typeof freshCheckWays)[number];

/** What the console knows of the signed-in person: whom, and what they may do. */
export const staffSessionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(staffRoles)),
  actions: z.array(z.enum(staffActions)),
  /** Until when a money or irreversible action needs no new passkey check. */
  freshUntil: z.iso.datetime({ offset: true }),
  /**
   * How this person may pass that check: with a passkey when they hold one, through the
   * identity provider when this session came from it (issue 28 items 2 and 3).
   */
  freshCheckWays: z.array(z.enum(freshCheckWays)),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

/** WebAuthn options as the browser's calls take them (JSON); their shape is the standard's. */
export const passkeyOptionsSchema = z.looseObject({ challenge: base64url(128) });
