import type { ProfileResponse, ProfileUpdateBody } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import type { Queryable } from '../journeys/repository.ts';
import { type AccountsContext, sendAccountMail } from './context.ts';
import { asksPasswordChange, assertNewPassword, profileChanges } from './domain.ts';
import { eraseAccount } from './erasure.ts';
import { verifyUnderHold } from './password-check.ts';
import { presentProfile } from './presenter.ts';
import { findUserById, revokeFamily, revokeUserFamilies, updateUser } from './repository.ts';
import type { AccountTenant, AuthenticatedAccount } from './sessions.ts';

/** The signed-in customer's calls: GET, PATCH, DELETE /users/me, logout (issue 12 item 1). */
export function profileCalls(context: AccountsContext) {
  const { db, mail, hasher, clock } = context;

  /** The signed-in user; gone (deleted meanwhile) is a 401 like an ended sign-in. */
  async function signedIn(tx: Queryable, tenant: AccountTenant, account: AuthenticatedAccount) {
    const user = await findUserById(tx, tenant.id, account.userId);
    if (!user) throw new AppError(401, 'unauthorized');
    return user;
  }

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
      let passwordHash: string | undefined;
      if (asksPasswordChange(body)) {
        if (!body.currentPassword) throw new AppError(400, 'password_mandatory');
        const password = assertNewPassword(body.newPassword, user.accountType);
        // Wrong current passwords count like failed sign-ins, so a stolen access token cannot
        // be used to guess the password either.
        if (!(await verifyUnderHold(context, user, body.currentPassword, now))) {
          throw new AppError(400, 'invalid_password');
        }
        passwordHash = await hasher.hash(password);
      }
      const updated = await db.transaction(async (tx) => {
        const row = await updateUser(
          tx,
          user.id,
          { ...changes, ...(passwordHash ? { passwordHash } : {}) },
          now,
        );
        if (passwordHash) {
          // Every other sign-in ends; this one goes on (the page shows its success).
          await revokeUserFamilies(tx, user.id, now, account.sessionId);
          await sendAccountMail(context, tx, row ?? user, 'account_password_changed', {});
        }
        return row;
      });
      if (!updated) throw new AppError(401, 'unauthorized');
      if (passwordHash) mail.kick();
      return presentProfile(updated);
    },

    async deleteAccount(tenant: AccountTenant, account: AuthenticatedAccount): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await signedIn(tx, tenant, account);
        // Nothing personal is kept but the goodbye e-mail's address, in the outbox; the payments
        // stay for the accounts, anonymised (erasure.ts).
        await eraseAccount(tx, user);
        await sendAccountMail(context, tx, user, 'account_deleted', {});
      });
      mail.kick();
    },

    async logout(account: AuthenticatedAccount): Promise<void> {
      await revokeFamily(db, account.sessionId, clock());
    },
  };
}
