import type { ProfileResponse, ProfileUpdateBody } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import type { Queryable } from '../journeys/repository.ts';
import { type AccountsContext, sendAccountMail } from './context.ts';
import { profileChanges } from './domain.ts';
import { eraseAccount } from './erasure.ts';
import { afterPasswordChange, changedPasswordHash } from './password-change.ts';
import { presentProfile } from './presenter.ts';
import { findUserById, revokeFamily, updateUser, type UserRow } from './repository.ts';
import type { AccountTenant, AuthenticatedAccount } from './sessions.ts';

/** The signed-in user; gone (deleted meanwhile) is a 401 like an ended sign-in. */
export async function signedInUser(
  tx: Queryable,
  tenant: AccountTenant,
  account: AuthenticatedAccount,
): Promise<UserRow> {
  const user = await findUserById(tx, tenant.id, account.userId);
  if (!user) throw new AppError(401, 'unauthorized');
  return user;
}

/**
 * Deletes a signed-in account in `tx` (a customer's, or a renter's, issue 25): nothing personal
 * is kept but the goodbye e-mail's address, in the outbox; the payments stay for the accounts,
 * anonymised (erasure.ts). The caller kicks the mail job after commit.
 */
export async function deleteSignedIn(
  context: Pick<AccountsContext, 'mail'>,
  tx: Queryable,
  user: UserRow,
): Promise<void> {
  await eraseAccount(tx, user);
  await sendAccountMail(context, tx, user, 'account_deleted', {});
}

/** The signed-in customer's calls: GET, PATCH, DELETE /users/me, logout (issue 12 item 1). */
export function profileCalls(context: AccountsContext) {
  const { db, mail, clock } = context;
  const signedIn = signedInUser;

  return {
    async profile(tenant: AccountTenant, account: AuthenticatedAccount): Promise<ProfileResponse> {
      return presentProfile(await signedIn(db, tenant, account));
    },

    async updateProfile(
      tenant: AccountTenant,
      account: AuthenticatedAccount,
      body: ProfileUpdateBody,
    ): Promise<ProfileResponse> {
      const now = clock();
      const user = await signedIn(db, tenant, account);
      const changes = profileChanges(user, body);
      const passwordHash = await changedPasswordHash(context, user, body, now);
      const updated = await db.transaction(async (tx) => {
        const row = await updateUser(
          tx,
          user.id,
          { ...changes, ...(passwordHash ? { passwordHash } : {}) },
          now,
        );
        if (passwordHash)
          await afterPasswordChange(context, tx, row ?? user, account.sessionId, now);
        return row;
      });
      if (!updated) throw new AppError(401, 'unauthorized');
      if (passwordHash) mail.kick();
      return presentProfile(updated);
    },

    async deleteAccount(tenant: AccountTenant, account: AuthenticatedAccount): Promise<void> {
      await db.transaction(async (tx) => {
        await deleteSignedIn(context, tx, await signedIn(tx, tenant, account));
      });
      mail.kick();
    },

    async logout(account: AuthenticatedAccount): Promise<void> {
      await revokeFamily(db, account.sessionId, clock());
    },
  };
}
