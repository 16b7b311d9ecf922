/**
 * Customer accounts (spec 000 sections 3, 4, 5, 9; issue 12): the words and pure rules both sides
 * share, without Zod so the pages can import them cheaply (schemas.ts holds the schemas).
 */

/** Spec 000 section 4: who the visitor is. A token is only ever issued to the first two. */
export const accountTypes = ['customer', 'renter', 'disconnected'] as const;
export type AccountType = (typeof accountTypes)[number];
export type SignedInAccountType = Exclude<AccountType, 'disconnected'>;

/** Spec 000 section 5: the one special character a password needs, from this list only. */
export const passwordSpecialCharacters = '@$!%*._,;:+=/?&-';

/** Spec 000 sections 5 and 9: 8 characters for a customer, 12 for a renter, 255 at most. */
export const passwordMinLength: Record<SignedInAccountType, number> = { customer: 8, renter: 12 };
export const passwordMaxLength = 255;

export const passwordProblems = [
  'too_short',
  'too_long',
  'no_lowercase',
  'no_uppercase',
  'no_digit',
  'no_special',
  'forbidden_character',
] as const;
export type PasswordProblem = (typeof passwordProblems)[number];

const allowedCharacter = /^[a-zA-Z0-9@$!%*._,;:+=/?&-]$/;

/**
 * What a password lacks against the spec's policy (empty: it is secure). Lengths count
 * characters as typed (code points), so an emoji is one, and refused as a forbidden character.
 */
export function passwordPolicyProblems(
  password: string,
  accountType: SignedInAccountType,
): PasswordProblem[] {
  const characters = [...password];
  const problems: PasswordProblem[] = [];
  if (characters.length < passwordMinLength[accountType]) problems.push('too_short');
  if (characters.length > passwordMaxLength) problems.push('too_long');
  if (!/[a-z]/.test(password)) problems.push('no_lowercase');
  if (!/[A-Z]/.test(password)) problems.push('no_uppercase');
  if (!/[0-9]/.test(password)) problems.push('no_digit');
  if (!characters.some((c) => passwordSpecialCharacters.includes(c))) problems.push('no_special');
  if (characters.some((c) => !allowedCharacter.test(c))) problems.push('forbidden_character');
  return problems;
}

export function isSecurePassword(password: string, accountType: SignedInAccountType): boolean {
  return passwordPolicyProblems(password, accountType).length === 0;
}

/** Spec 000 sections 5 and 9: the profile's maximum lengths; an e-mail is at most 100. */
export const profileMaxLength = {
  lastName: 22,
  firstName: 22,
  billingAddress: 50,
  billingZipcode: 16,
  billingCity: 50,
} as const;
export const accountEmailMaxLength = 100;

/** Spec 000 section 3: the registration and plate country when none is chosen. */
export const defaultProfileCountry = 'FR';

/** The billing address's three parts that go all together or not at all (spec 000 section 5). */
export const billingAddressFields = ['billingAddress', 'billingZipcode', 'billingCity'] as const;
export type BillingAddressField = (typeof billingAddressFields)[number];
export type BillingAddressParts = Partial<Record<BillingAddressField, string | null>>;

const isBlank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * Spec 000 section 5: if any of address, zip, city is filled while another is empty, each empty
 * one is flagged required (and incomplete_address shows). Answers the fields to flag, in the
 * form's order; none when all three are filled or all three are empty.
 */
export function incompleteAddressFields(parts: BillingAddressParts): BillingAddressField[] {
  const empty = billingAddressFields.filter((field) => isBlank(parts[field]));
  return empty.length === 0 || empty.length === billingAddressFields.length ? [] : empty;
}

/** Spec 000 section 5: if any part is empty, billingCountry is omitted from the update. */
export function keepsBillingCountry(parts: BillingAddressParts): boolean {
  return billingAddressFields.every((field) => !isBlank(parts[field]));
}

/**
 * Activation and password-reset codes (issue 12): six digits sent by e-mail, single use, valid
 * 15 minutes, at most 5 tries; then a new one must be asked for.
 */
export const accountCodeLength = 6;
export const accountCodePattern = /^[0-9]{6}$/;
export const accountCodeLifetimeMinutes = 15;
export const accountCodeMaxTries = 5;

/**
 * The window over which an account's codes are counted (issue 24 items 3 and 9): it starts with
 * the first code sent or tried after the previous one ended, and lasts this long.
 */
export const accountCodeWindowHours = 24;

/**
 * Wrong codes an account may be tried with per window, across its codes and both purposes, so a
 * new code no longer brings new tries (issue 24 item 3); past it every code is refused. Ten is
 * two codes' worth of tries, far more than typos need, and makes a guess about 1 in 100,000 a day.
 */
export const accountCodeMaxWrongTriesPerWindow = 10;

/**
 * Codes e-mailed per account and window, both purposes (issue 24 items 3 and 9): asked for more,
 * the answer is the same and nothing is sent, so an address cannot be flooded.
 */
export const accountCodeMaxSentPerWindow = 10;

/**
 * The wait before another code, in seconds, after the 1st, 2nd, ... code of the window: it
 * doubles from a minute and stays at an hour from the 7th (issue 24 item 3).
 */
export const accountCodeResendWaitsSeconds = [60, 120, 240, 480, 960, 1920, 3600] as const;

/** Seconds to wait before another code once `codesSent` codes went out in the window. */
export function accountCodeResendWaitSeconds(codesSent: number): number {
  const waits = accountCodeResendWaitsSeconds;
  const index = Math.min(Math.max(codesSent, 1), waits.length) - 1;
  return waits[index] ?? waits[0];
}

/** Sign-in (issue 12): after 5 failures in a row the account is held 15 minutes. */
export const signInMaxFailures = 5;
export const signInHoldMinutes = 15;

/**
 * GET /whitelabels/authentication-page?type=: whose sign-in page's texts and picture (spec 000
 * section 7; the page kinds LOGIN and SIGN_UP): a customer's ("user") or a rental company's.
 */
export const authenticationPageTypes = ['user', 'renter'] as const;
export type AuthenticationPageType = (typeof authenticationPageTypes)[number];

/**
 * The detail of a 409 alert_active_for_another_email naming the address that receives the plate's
 * alerts, masked (j***@g***.fr): `{ path: hiddenEmailDetailPath, code: <masked address> }`. Here,
 * in a module without Zod, because the profile page reads it (plates.ts holds schemas).
 */
export const hiddenEmailDetailPath = 'hiddenEmail';
