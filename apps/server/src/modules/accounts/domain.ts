import {
  accountCodeMaxTries,
  billingAddressFields,
  type BillingAddressField,
  incompleteAddressFields,
  isSecurePassword,
  keepsBillingCountry,
  type ProfileUpdateBody,
  type SignedInAccountType,
} from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';

/** The pure rules of the accounts (issue 12, spec 000 section 5), tested without I/O. */

export type CodeCheck = 'ok' | 'wrong' | 'expired';

/**
 * A typed code against the live one. Only the right code is ever told "expired" (past its time
 * or its tries): that proves the mailbox, so it tells a guesser nothing (issue 24 item 8). Any
 * other code, and any code when none is live, is wrong: nothing tells whether one was asked.
 */
export function checkCode(
  live: { codeHash: string; expiresAt: Date; tries: number } | undefined,
  typedHash: string,
  now: Date,
): CodeCheck {
  if (!live || live.codeHash !== typedHash) return 'wrong';
  if (live.expiresAt.getTime() <= now.getTime() || live.tries >= accountCodeMaxTries) {
    return 'expired';
  }
  return 'ok';
}

/** Spec 000 section 5: a missing password is password_mandatory, a weak one bad_password_security. */
export function assertNewPassword(
  password: string | undefined,
  accountType: SignedInAccountType,
): string {
  if (password === undefined || password === '') throw new AppError(400, 'password_mandatory');
  if (!isSecurePassword(password, accountType)) throw new AppError(400, 'bad_password_security');
  return password;
}

type BillingParts = Record<BillingAddressField, string | null>;

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  language?: ProfileUpdateBody['language'];
  billingAddress?: string | null;
  billingZipcode?: string | null;
  billingCity?: string | null;
  billingCountry?: string;
}

/**
 * The profile fields of a PATCH applied to the stored ones (spec 000 section 5): an empty billing
 * part clears it; the three parts are all or nothing (400 incomplete_address, each empty one
 * flagged `required`), and billingCountry is kept only when all three are filled.
 */
export function profileChanges(current: BillingParts, body: ProfileUpdateBody): ProfileChanges {
  const changes: ProfileChanges = {};
  if (body.firstName !== undefined) changes.firstName = body.firstName;
  if (body.lastName !== undefined) changes.lastName = body.lastName;
  if (body.language !== undefined) changes.language = body.language;
  const merged: BillingParts = { ...current };
  for (const field of billingAddressFields) {
    const typed = body[field];
    if (typed !== undefined) {
      merged[field] = typed.trim() === '' ? null : typed;
      changes[field] = merged[field];
    }
  }
  const flagged = incompleteAddressFields(merged);
  if (flagged.length > 0) {
    throw new AppError(
      400,
      'incomplete_address',
      flagged.map((field) => ({ path: `body.${field}`, code: 'required' })),
    );
  }
  if (body.billingCountry !== undefined && keepsBillingCountry(merged)) {
    changes.billingCountry = body.billingCountry;
  }
  return changes;
}

/** The password fields of a PATCH of a customer's or a renter's profile. */
export type PasswordChangeFields = Pick<ProfileUpdateBody, 'currentPassword' | 'newPassword'>;

/** Whether a PATCH asks for a password change (spec 000 section 7: currentPassword, newPassword). */
export function asksPasswordChange(body: PasswordChangeFields): boolean {
  return body.currentPassword !== undefined || body.newPassword !== undefined;
}
