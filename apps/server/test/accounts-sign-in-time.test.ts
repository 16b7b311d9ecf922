import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../src/modules/accounts/passwords.ts';
import { createAccountsService } from '../src/modules/accounts/service.ts';
import { AppError } from '../src/shared/app-error.ts';
import { accountClient, freshEmail, goodPassword } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';

/**
 * Issue 12 item 2: "same answer and similar time for unknown e-mail and wrong password". Timing
 * on a shared machine is noise, so the test counts the Argon2id verifications instead: each
 * refused sign-in does exactly one, known address or not. A held account does none (issue 24
 * item 2): its 429 already says the account exists, and guesses sent while it is held must cost
 * nothing.
 */
const config = accountsTestConfig();
const app = useApp(config);

describe('sign-in refusals', () => {
  it('verify one hash for an unknown address and a wrong password, none for a held account', async () => {
    const tenant = await createTenant(app().database.db);
    const { customer } = accountClient(app, config, tenant.host, () => new Date());
    const { email } = await customer();

    const real = createPasswordHasher(config.accounts.argon2);
    let verifications = 0;
    const accounts = createAccountsService(app().database.db, {
      captcha: { challenge: () => Promise.reject(new Error('unused')), verify: async () => {} },
      mail: { enqueue: async () => 0, kick: () => {} },
      hasher: {
        hash: real.hash,
        verify: async (hash, password) => {
          verifications += 1;
          return real.verify(hash, password);
        },
        verifyNothing: async (password) => {
          verifications += 1;
          await real.verifyNothing(password);
        },
        needsRehash: real.needsRehash,
      },
      config: config.accounts,
    });
    const refusal = async (address: string, password: string) => {
      verifications = 0;
      const error = await accounts.signIn(tenant, { email: address, password }).catch((e) => e);
      expect(error).toBeInstanceOf(AppError);
      return { code: (error as AppError).code, verifications };
    };

    const unknown = await refusal(freshEmail(), 'Wrong-pass1');
    const wrong = await refusal(email, 'Wrong-pass1');
    expect(unknown).toEqual({ code: 'user_not_found', verifications: 1 });
    expect(wrong).toEqual(unknown);
    for (let i = 0; i < 4; i++) await refusal(email, 'Wrong-pass1');
    expect(await refusal(email, goodPassword)).toEqual({
      code: 'user_temporary_blocked',
      verifications: 0,
    });
  });
});
