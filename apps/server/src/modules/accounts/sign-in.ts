import type { CredentialsBody, SignedInAccountType, TokenResponse } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import type { AccountsContext } from './context.ts';
import { verifyUnderHold } from './password-check.ts';
import { findUserByEmail, isCompanySuspended, updateUser } from './repository.ts';
import type { AccountTenant } from './sessions.ts';

/**
 * Sign-in and token refresh (issue 12 item 2) of one account type: a customer signs in on the
 * customers' calls only, a renter on the renters' only (issue 25).
 */
export function signInCalls(context: AccountsContext, accountType: SignedInAccountType) {
  const { db, captcha, hasher, clock, sessions } = context;
  return {
    async signIn(
      tenant: AccountTenant,
      body: CredentialsBody,
      captchaToken?: string,
    ): Promise<TokenResponse> {
      const now = clock();
      if (!body.email || !body.password) {
        throw new AppError(400, 'provide_email_and_password_or_refresh_token');
      }
      await captcha.verify(captchaToken, now);
      const user = await findUserByEmail(db, tenant.id, body.email);
      // The same answer, after one verification, for an unknown address and a wrong password.
      // An account of the other type signs in on its own call: here it is nobody.
      if (!user || user.accountType !== accountType) {
        await hasher.verifyNothing(body.password);
        throw new AppError(401, 'user_not_found');
      }
      if (!(await verifyUnderHold(context, user, body.password, now))) {
        throw new AppError(401, 'user_not_found');
      }
      if (!user.activatedAt) throw new AppError(403, 'user_not_activated');
      // A renter of a company the operator suspended (issue 25), told once the password is right.
      if (user.companyId !== null && (await isCompanySuspended(db, user.companyId))) {
        throw new AppError(403, 'company_suspended');
      }
      // Hashed with older costs (the Argon2 defaults changed): the password is at hand, so the
      // hash moves to the configured costs now, once, instead of never.
      const rehashed = hasher.needsRehash(user.passwordHash)
        ? await hasher.hash(body.password)
        : undefined;
      return db.transaction(async (tx) => {
        if (rehashed) await updateUser(tx, user.id, { passwordHash: rehashed }, now);
        return sessions.start(tx, tenant, user, now);
      });
    },

    async refresh(tenant: AccountTenant, refreshToken: string | undefined): Promise<TokenResponse> {
      if (!refreshToken) throw new AppError(400, 'provide_email_and_password_or_refresh_token');
      return sessions.refresh(tenant, refreshToken, clock(), accountType);
    },
  };
}
