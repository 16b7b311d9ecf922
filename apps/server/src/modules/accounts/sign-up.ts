import type { RegistrationBody, TokenResponse } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import type { AccountsContext } from './context.ts';
import { assertNewPassword } from './domain.ts';
import { activationResend } from './activation-resend.ts';
import { findAccountByReference, findUserByEmail, insertUser, updateUser } from './repository.ts';
import type { AccountTenant } from './sessions.ts';

/** Registration, activation and the activation code's resend (issue 12 item 1). */
export function signUpCalls(context: AccountsContext) {
  const { db, captcha, mail, hasher, clock, sessions, codes } = context;
  return {
    async register(
      tenant: AccountTenant,
      body: RegistrationBody,
      captchaToken?: string,
    ): Promise<{ id: string }> {
      const now = clock();
      if (!body.acceptedTerms) throw new AppError(400, 'cgu_mandatory');
      const password = assertNewPassword(body.password, 'customer');
      await captcha.verify(captchaToken, now);
      const fields = {
        email: body.email.trim(),
        passwordHash: await hasher.hash(password),
        firstName: body.firstName,
        lastName: body.lastName,
        language: body.language,
        acceptedTermsAt: now,
      };
      const registered = await db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, tenant.id, body.email);
        // An activated address is taken, and a renter's. A customer's never activated is a
        // registration whose code was lost: it starts again (only the address's owner can
        // activate it, by the new code).
        if (existing && (existing.activatedAt || existing.accountType !== 'customer')) return null;
        const user = existing
          ? // Started again: the wait for its activation (the purge's 7 days) too.
            await updateUser(tx, existing.id, { ...fields, createdAt: now }, now)
          : await insertUser(tx, {
              ...fields,
              whitelabelId: tenant.id,
              createdAt: now,
              updatedAt: now,
            });
        if (!user) return null;
        // Registered again, the address gets another code only as the account's codes allow
        // (issue 24 item 9): the answer is the same, and the previous code still works.
        return { id: user.id, sent: await codes.send(tx, user, 'activation', now) };
      });
      if (!registered) throw new AppError(409, 'email_already_used');
      if (registered.sent) mail.kick();
      return { id: registered.id };
    },

    async activate(tenant: AccountTenant, reference: string, code: string): Promise<TokenResponse> {
      const now = clock();
      const user = await findAccountByReference(db, tenant.id, reference, 'customer');
      // An activated account is tried like an unknown one (issue 24 item 8): the same answer in
      // the same time, so the call does not tell which addresses have an account.
      const waiting = user && !user.activatedAt ? user : undefined;
      let token: TokenResponse | undefined;
      const check = await codes.use(waiting, 'activation', code, now, async (tx) => {
        if (!waiting) return;
        await updateUser(tx, waiting.id, { activatedAt: now }, now);
        token = await sessions.start(tx, tenant, waiting, now);
      });
      if (check === 'expired') throw new AppError(410, 'expired_activation_code');
      if (check !== 'ok' || !token) throw new AppError(400, 'invalid_activation_code');
      return token;
    },

    resendActivationCode: activationResend(context, 'customer'),
  };
}
