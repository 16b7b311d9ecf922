import type { ResetPasswordBody, SignedInAccountType } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import { type AccountsContext, sendAccountMail } from './context.ts';
import { assertNewPassword } from './domain.ts';
import { findAccountByReference, revokeUserFamilies, updateUser } from './repository.ts';
import type { AccountTenant } from './sessions.ts';

/**
 * A forgotten password: a code by e-mail, then a new password with it (issue 12 item 1), for one
 * account type (a renter's calls and password policy are its own, issue 25).
 */
export function passwordResetCalls(context: AccountsContext, accountType: SignedInAccountType) {
  const { db, captcha, mail, hasher, clock, codes } = context;
  return {
    async sendPasswordCode(
      tenant: AccountTenant,
      reference: string,
      captchaToken?: string,
    ): Promise<void> {
      const now = clock();
      await captcha.verify(captchaToken, now);
      const sent = await db.transaction(async (tx) => {
        const user = await findAccountByReference(tx, tenant.id, reference, accountType);
        // Nothing to say to an unknown or never activated address: the same empty answer, as
        // when the account's codes are capped or the last one is too recent.
        if (!user?.activatedAt) return false;
        return codes.send(tx, user, 'password_reset', now);
      });
      if (sent) mail.kick();
    },

    async resetPassword(
      tenant: AccountTenant,
      reference: string,
      body: ResetPasswordBody,
    ): Promise<void> {
      const now = clock();
      // Checked first, so a refused password costs no try of the code.
      const password = assertNewPassword(body.password, accountType);
      const user = await findAccountByReference(db, tenant.id, reference, accountType);
      // A code is tried the same way for an unknown or never activated account (issue 24 item
      // 8): the same answer in the same time. 410 only for the right code typed too late.
      const check = await codes.use(
        user?.activatedAt ? user : undefined,
        'password_reset',
        body.code,
        now,
      );
      if (check === 'expired') throw new AppError(410, 'expired_password_reset_code');
      if (check !== 'ok' || !user) throw new AppError(400, 'invalid_password_reset_code');
      // Hashed only once the code is spent, so a wrong code costs no Argon2id (its answer took
      // 38 ms for a real account against 2 ms for an unknown one). Should the server stop right
      // here, the code is spent and the password unchanged: the owner asks for another code.
      const passwordHash = await hasher.hash(password);
      await db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash, failedSignIns: 0, heldUntil: null }, now);
        await revokeUserFamilies(tx, user.id, now);
        await sendAccountMail(context, tx, user, 'account_password_changed', {});
      });
      mail.kick();
    },
  };
}
