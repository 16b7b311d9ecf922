import { AppError } from '../../shared/app-error.ts';
import type { Queryable } from '../journeys/repository.ts';
import { type AccountsContext, sendAccountMail } from './context.ts';
import { asksPasswordChange, assertNewPassword, type PasswordChangeFields } from './domain.ts';
import { verifyUnderHold } from './password-check.ts';
import { revokeUserFamilies, type UserRow } from './repository.ts';

/**
 * A signed-in account's password change (PATCH /users/me, issue 12; PATCH /renters/me, issue 25),
 * in two steps around the caller's transaction: the new hash (or none when the body asks for no
 * change), then what follows a change inside the transaction that stores it.
 */

/**
 * The hash of the new password, after the current one was checked; undefined when the body asks
 * for no change. Wrong current passwords count like failed sign-ins, so a stolen access token
 * cannot be used to guess the password either.
 */
export async function changedPasswordHash(
  context: Pick<AccountsContext, 'db' | 'hasher'>,
  user: Pick<UserRow, 'id' | 'passwordHash' | 'accountType'>,
  body: PasswordChangeFields,
  now: Date,
): Promise<string | undefined> {
  if (!asksPasswordChange(body)) return undefined;
  if (!body.currentPassword) throw new AppError(400, 'password_mandatory');
  const password = assertNewPassword(body.newPassword, user.accountType);
  if (!(await verifyUnderHold(context, user, body.currentPassword, now))) {
    throw new AppError(400, 'invalid_password');
  }
  return context.hasher.hash(password);
}

/** Every other sign-in ends (this one goes on: the page shows its success), and the address is told. */
export async function afterPasswordChange(
  context: Pick<AccountsContext, 'mail'>,
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'whitelabelId' | 'email' | 'language' | 'accountType'>,
  keepSessionId: string,
  now: Date,
): Promise<void> {
  await revokeUserFamilies(tx, user.id, now, keepSessionId);
  await sendAccountMail(context, tx, user, 'account_password_changed', {});
}
