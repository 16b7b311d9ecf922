import { signInHoldMinutes, signInMaxFailures } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import type { AccountsContext } from './context.ts';
import { forgivePasswordChecks, reservePasswordCheck, type UserRow } from './repository.ts';

const holdMs = signInHoldMinutes * 60_000;

/**
 * A user's password checked under the sign-in hold (issue 24 item 2), for the sign-in and for a
 * password change's current password: the check is reserved in the database before the Argon2id
 * verification, so at most signInMaxFailures run between two holds however many arrive at once;
 * a held account answers 429 user_temporary_blocked (Retry-After: the seconds left, rounded up)
 * without one. Answers whether the password is right; a right one forgives the failures before.
 */
export async function verifyUnderHold(
  { db, hasher }: Pick<AccountsContext, 'db' | 'hasher'>,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  password: string,
  now: Date,
): Promise<boolean> {
  const reservation = await reservePasswordCheck(db, user.id, now, signInMaxFailures, holdMs);
  if (!('rank' in reservation)) {
    // Lifted meanwhile (a right password or a reset): a second later the client gets in.
    const leftMs = reservation.heldUntil ? reservation.heldUntil.getTime() - now.getTime() : 0;
    throw new AppError(429, 'user_temporary_blocked', undefined, {
      'retry-after': String(Math.max(1, Math.ceil(leftMs / 1000))),
    });
  }
  if (!(await hasher.verify(user.passwordHash, password))) return false;
  await forgivePasswordChecks(db, user.id, reservation.rank);
  return true;
}
