import type { ResetPasswordBody } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import { type AccountsContext, sendAccountMail } from './context.ts';
import { assertNewPassword } from './domain.ts';
import { findCustomerByReference, revokeUserFamilies, updateUser } from './repository.ts';
import type { AccountTenant } from './sessions.ts';

/** A forgotten password: a code by e-mail, then a new password with it (issue 12 item 1). */
export function passwordResetCalls(context: AccountsContext) {
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
        const user = await findCustomerByReference(tx, tenant.id, reference);
        // Nothing to say to an unknown or never activated address: the same empty answer.
        if (!user?.activatedAt) return false;
        if (await codes.sentRecently(tx, user.id, 'password_reset', now)) return false;
        const code = await codes.issue(tx, user.id, 'password_reset', now);
        await sendAccountMail(context, tx, user, 'account_password_reset', { code });
        return true;
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
      const password = assertNewPassword(body.password, 'customer');
      const user = await findCustomerByReference(db, tenant.id, reference);
      if (!user?.activatedAt) throw new AppError(400, 'invalid_password_reset_code');
      const passwordHash = await hasher.hash(password);
      const check = await codes.use(user.id, 'password_reset', body.code, now, async (tx) => {
        await updateUser(tx, user.id, { passwordHash, failedSignIns: 0, heldUntil: null }, now);
        await revokeUserFamilies(tx, user.id, now);
        await sendAccountMail(context, tx, user, 'account_password_changed', {});
      });
      if (check === 'expired') throw new AppError(410, 'expired_password_reset_code');
      if (check !== 'ok') throw new AppError(400, 'invalid_password_reset_code');
      mail.kick();
    },
  };
}
