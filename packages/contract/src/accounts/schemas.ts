import { z } from 'zod';
import { languages } from '../languages.ts';
import { noControlCharacters } from '../payments/billing.ts';
import { billingCountryCodes, type BillingCountryCode } from '../payments/billing-countries.ts';
import { textSchema } from '../text.ts';
import {
  accountCodePattern,
  accountEmailMaxLength,
  accountTypes,
  profileMaxLength,
} from './vocabulary.ts';

/**
 * The customer account calls (spec 000 section 7 "Customer, public" and "Customer,
 * authenticated"; issue 12) as the API checks them. The rules with a code of their own in the
 * spec's catalogue (password policy: bad_password_security; a missing password:
 * password_mandatory; terms: cgu_mandatory; the billing address: incomplete_address) are left to
 * the server's domain, so the schemas accept what those rules judge, bounded in size.
 */
const accountEmail = z.email().max(accountEmailMaxLength);

/** A typed password: bounded (the policy's own maximum, 255, is the domain's bad_password_security). */
const typedPassword = textSchema().max(1024);

const profileText = (max: number) =>
  textSchema().trim().max(max).regex(noControlCharacters, 'no control characters');
const name = (max: number) => profileText(max).min(1);

const countryCode = z.enum(billingCountryCodes as [BillingCountryCode, ...BillingCountryCode[]]);

/**
 * A user in a public call's path: the account's id (given by the registration) or its e-mail
 * address, since a visitor who forgot a password, or comes back to activate, knows only that.
 */
export const userReferenceSchema = z.union([z.uuid(), accountEmail]);
export const userPathSchema = z.object({ id: userReferenceSchema });

/** The query of a public write: the solved captcha (missing: 400 captcha_mandatory). */
export const accountCaptchaQuerySchema = z.object({
  captchaToken: textSchema().min(1).max(4000).optional(),
});

/** POST /public/users. */
export const registrationBodySchema = z.object({
  email: accountEmail,
  password: typedPassword,
  firstName: name(profileMaxLength.firstName),
  lastName: name(profileMaxLength.lastName),
  /** The language of the account's e-mails. */
  language: z.enum(languages),
  /** The terms (cgu): false is 400 cgu_mandatory. */
  acceptedTerms: z.boolean(),
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

export const registrationResponseSchema = z.object({
  /** Where the activation code is sent: POST /public/users/{id}/activate. */
  id: z.uuid(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

const accountCode = z.string().regex(accountCodePattern);

/** POST /public/users/{id}/activate. */
export const activationBodySchema = z.object({ code: accountCode });
export type ActivationBody = z.infer<typeof activationBodySchema>;

/** POST /public/users/token: the credentials (missing: provide_email_and_password_or_refresh_token). */
export const credentialsBodySchema = z.object({
  email: accountEmail.optional(),
  password: typedPassword.optional(),
});
export type CredentialsBody = z.infer<typeof credentialsBodySchema>;

/** An opaque refresh token: URL-safe base64, bounded. */
export const refreshTokenPattern = /^[A-Za-z0-9_-]{20,200}$/;

/** POST /public/users/token/refresh. */
export const refreshBodySchema = z.object({
  refreshToken: z.string().regex(refreshTokenPattern).optional(),
});
export type RefreshBody = z.infer<typeof refreshBodySchema>;

/** Spec 000 section 3: the Token entity; expiresIn in seconds (of the access token). */
export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** PUT /public/users/{id}/passwords: the e-mailed code and the new password. */
export const resetPasswordBodySchema = z.object({
  code: accountCode,
  password: typedPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** GET /users/me: the customer profile (spec 000 section 3), plus what the pages need. */
export const profileResponseSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  billingAddress: z.string().nullable(),
  billingZipcode: z.string().nullable(),
  billingCity: z.string().nullable(),
  billingCountry: z.string(),
  language: z.enum(languages),
  accountType: z.enum(accountTypes),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * PATCH /users/me: profile fields, or currentPassword and newPassword (spec 000 section 7). An
 * empty billing part clears it; the three go together (incomplete_address) and billingCountry
 * is ignored unless all three are filled (spec 000 section 5).
 */
export const profileUpdateBodySchema = z.object({
  firstName: name(profileMaxLength.firstName).optional(),
  lastName: name(profileMaxLength.lastName).optional(),
  billingAddress: profileText(profileMaxLength.billingAddress).optional(),
  billingZipcode: profileText(profileMaxLength.billingZipcode).optional(),
  billingCity: profileText(profileMaxLength.billingCity).optional(),
  billingCountry: countryCode.optional(),
  language: z.enum(languages).optional(),
  currentPassword: typedPassword.optional(),
  newPassword: typedPassword.optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/**
 * The access token's claims (issue 12): its subject, tenant (the white-label's code), account
 * type and sign-in (sid). The web may read the type from it; only the server checks it.
 */
export const accessTokenClaimsSchema = z.object({
  sub: z.uuid(),
  tenant: z.string(),
  accountType: z.enum(['customer', 'renter']),
  sid: z.uuid(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
