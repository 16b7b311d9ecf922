import { type TokenResponse, tokenResponseSchema } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { companies, mailOutbox, users, whitelabels } from '../src/db/schema/index.ts';
import { demoCustomer } from '../src/db/seed/seed-customer.ts';
import { createPasswordHasher } from '../src/modules/accounts/passwords.ts';
import { accountClient, freshEmail, goodPassword, registration } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';

/**
 * Issue 12 items 1, 2: the public account calls (register, activate, resend, sign in, password
 * codes) with good and bad input. Each test has its own tenant; the app's clock is the test's.
 */
const config = accountsTestConfig();
let now = new Date();
const app = useApp(config, { clock: () => now });
const minute = 60_000;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeEach(() => {
  now = new Date();
});

async function client() {
  const tenant = await createTenant(app().database.db);
  return { tenant, ...accountClient(app, config, tenant.host, () => now) };
}

describe('POST /public/users', () => {
  it('creates an unactivated account with an Argon2id hash and e-mails its code in its language', async () => {
    const { register, lastCode, tenant } = await client();
    const { body, id } = await register(registration({ email: 'Giulia.Rossi@Example.fr' }));
    const [row] = await app().database.db.select().from(users).where(eq(users.id, id));
    expect(row?.whitelabelId).toBe(tenant.id);
    expect(row?.activatedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(row?.passwordHash).not.toContain(goodPassword);
    expect(await lastCode(body.email, 'account_activation')).toMatch(/^\d{6}$/);
    const [mail] = await app()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, body.email), eq(mailOutbox.kind, 'account_activation')));
    expect(mail?.language).toBe('it');
  });

  it.each([
    ['terms not accepted', { acceptedTerms: false }, 400, 'cgu_mandatory'],
    ['an empty password', { password: '' }, 400, 'password_mandatory'],
    [
      'a password without a special character',
      { password: 'Password1' },
      400,
      'bad_password_security',
    ],
    ['a 7-character password', { password: 'Pass-w1' }, 400, 'bad_password_security'],
    [
      'a 256-character password',
      { password: `Aa1!${'x'.repeat(252)}` },
      400,
      'bad_password_security',
    ],
    ['a 23-character first name', { firstName: 'x'.repeat(23) }, 400, 'invalid_request'],
    ['a bad e-mail', { email: 'not-an-address' }, 400, 'invalid_request'],
  ] as const)('refuses %s', async (_name, overrides, status, code) => {
    const { call } = await client();
    const response = await call('register', { body: registration(overrides), captcha: true });
    expectError(response, status, code);
  });

  it('needs a captcha', async () => {
    const { call } = await client();
    expectError(await call('register', { body: registration() }), 400, 'captcha_mandatory');
  });

  it('refuses an activated address in any case, and restarts one never activated', async () => {
    const { customer, call, register, lastCode } = await client();
    const active = await customer();
    const again = registration({ email: active.email.toUpperCase() });
    expectError(await call('register', { body: again, captcha: true }), 409, 'email_already_used');

    const pending = await register();
    const firstCode = await lastCode(pending.body.email, 'account_activation');
    const second = await register({ ...pending.body, firstName: 'Anna' });
    expect(second.id).toBe(pending.id);
    const secondCode = await lastCode(pending.body.email, 'account_activation');
    if (firstCode !== secondCode) {
      const old = await call('activateUser', {
        params: { id: pending.id },
        body: { code: firstCode },
      });
      expectError(old, 400, 'invalid_activation_code');
    }
  });

  it('keeps e-mails per white-label: the same address registers on another', async () => {
    const first = await client();
    const second = await client();
    const { email } = await first.customer();
    await second.register(registration({ email }));
  });
});

describe('POST /public/users/{id}/activate and activationCodes', () => {
  it('activates once with the code, by id or e-mail, and signs in', async () => {
    const { register, lastCode, call } = await client();
    const { body, id } = await register();
    const code = await lastCode(body.email, 'account_activation');
    const response = await call('activateUser', { params: { id: body.email }, body: { code } });
    expect(response.statusCode, response.body).toBe(200);
    const tokens = tokenResponseSchema.parse(response.json());
    expect(tokens.expiresIn).toBe(900);
    const me = await call('me', { token: tokens.accessToken });
    expect(me.json()).toMatchObject({ id, email: body.email, accountType: 'customer' });
    // Issue 24 item 8: an activated account answers like an unknown one.
    const again = await call('activateUser', { params: { id }, body: { code } });
    expectError(again, 400, 'invalid_activation_code');
  });

  it('refuses a wrong code, an expired one (15 min) and a sixth try', async () => {
    const { register, lastCode, call } = await client();
    const { body, id } = await register();
    const code = await lastCode(body.email, 'account_activation');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      expectError(
        await call('activateUser', { params: { id }, body: { code: wrong } }),
        400,
        'invalid_activation_code',
      );
    }
    // Five tries spent: even the right code is refused now.
    expectError(
      await call('activateUser', { params: { id }, body: { code } }),
      410,
      'expired_activation_code',
    );

    later(minute);
    expect((await call('sendActivationCode', { params: { id } })).statusCode).toBe(204);
    const fresh = await lastCode(body.email, 'account_activation');
    expect(
      (
        await call('activateUser', {
          params: { id },
          body: { code: wrong === fresh ? code : wrong },
        })
      ).statusCode,
    ).toBe(400);
    later(15 * minute + 1000);
    expectError(
      await call('activateUser', { params: { id }, body: { code: fresh } }),
      410,
      'expired_activation_code',
    );
  });

  it.each([
    [
      'an unknown id',
      { id: '00000000-0000-4000-8000-000000000000' },
      { code: '123456' },
      400,
      'invalid_activation_code',
    ],
    [
      'an unknown e-mail',
      { id: 'nobody@example.fr' },
      { code: '123456' },
      400,
      'invalid_activation_code',
    ],
    ['a 5-digit code', { id: 'nobody@example.fr' }, { code: '12345' }, 400, 'invalid_request'],
    ['a bad id', { id: 'nobody' }, { code: '123456' }, 400, 'invalid_request'],
  ])('refuses %s', async (_name, params, body, status, code) => {
    const { call } = await client();
    expectError(await call('activateUser', { params, body }), status, code);
  });

  it('answers the resend the same for unknown, pending and active accounts', async () => {
    const { call, register, customer } = await client();
    const pending = await register();
    const active = await customer();
    for (const id of [pending.id, active.email, freshEmail()]) {
      const response = await call('sendActivationCode', { params: { id } });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
  });
});

describe('POST /public/users/token', () => {
  it('signs in an activated customer, the e-mail in any case', async () => {
    const { customer, signIn, call } = await client();
    const { email } = await customer();
    const response = await signIn(email.toUpperCase(), goodPassword);
    expect(response.statusCode, response.body).toBe(200);
    const { accessToken } = response.json() as TokenResponse;
    expect((await call('me', { token: accessToken })).statusCode).toBe(200);
  });

  it('remakes a hash made with other Argon2id costs at the next sign-in', async () => {
    const { customer, signIn } = await client();
    const { email, id } = await customer();
    const db = app().database.db;
    const older = createPasswordHasher({ memoryCost: 2048, timeCost: 2, parallelism: 1 });
    await db
      .update(users)
      .set({ passwordHash: await older.hash(goodPassword) })
      .where(eq(users.id, id));
    expect((await signIn(email, goodPassword)).statusCode).toBe(200);
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.passwordHash).toContain('$m=1024,t=1,p=1$');
    expect((await signIn(email, goodPassword)).statusCode).toBe(200);
  });

  it('answers an unknown address like a wrong password', async () => {
    const { customer, signIn } = await client();
    const { email } = await customer();
    const wrong = await signIn(email, 'Wrong-pass1');
    const unknown = await signIn(freshEmail(), 'Wrong-pass1');
    expectError(wrong, 401, 'user_not_found');
    expectError(unknown, 401, 'user_not_found');
    expect(unknown.body).toBe(wrong.body);
  });

  it('holds an account 15 minutes after 5 failures, then lets it in', async () => {
    const { customer, signIn } = await client();
    const { email } = await customer();
    for (let i = 0; i < 5; i++)
      expectError(await signIn(email, 'Wrong-pass1'), 401, 'user_not_found');
    const held = await signIn(email, goodPassword);
    expectError(held, 429, 'user_temporary_blocked');
    expect(held.headers['retry-after']).toBe(String(15 * 60));
    later(14 * minute + 500);
    const stillHeld = await signIn(email, goodPassword);
    expectError(stillHeld, 429, 'user_temporary_blocked');
    // The seconds left, rounded up.
    expect(stillHeld.headers['retry-after']).toBe('60');
    later(minute);
    expect((await signIn(email, goodPassword)).statusCode).toBe(200);
    // A success starts the count again: four failures do not hold it.
    for (let i = 0; i < 4; i++) await signIn(email, 'Wrong-pass1');
    expect((await signIn(email, goodPassword)).statusCode).toBe(200);
  });

  it('counts failures sent at once, in the database: five together hold the account', async () => {
    const { customer, signIn } = await client();
    const { email } = await customer();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => signIn(email, 'Wrong-pass1')),
    );
    for (const answer of answers) expectError(answer, 401, 'user_not_found');
    expectError(await signIn(email, goodPassword), 429, 'user_temporary_blocked');
  });

  it('lets the seeded demo customer in with the README\u2019s password', async () => {
    const [demo] = await app()
      .database.db.select({ hosts: whitelabels.hosts })
      .from(whitelabels)
      .where(eq(whitelabels.code, config.defaultWhitelabel));
    const { signIn } = accountClient(app, config, demo?.hosts[0] ?? '', () => now);
    const response = await signIn(demoCustomer.email, demoCustomer.password);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('takes a renter for nobody: renters sign in on their own call', async () => {
    const { customer, signIn, call, tenant } = await client();
    const { email, id } = await customer();
    // A renter belongs to a company (users_renter_company_check).
    const [company] = await app()
      .database.db.insert(companies)
      .values({ whitelabelId: tenant.id, code: `R-${id}`, name: 'Rent' })
      .returning();
    await app()
      .database.db.update(users)
      .set({ accountType: 'renter', companyId: company?.id ?? null })
      .where(eq(users.id, id));
    expectError(await signIn(email, goodPassword), 401, 'user_not_found');
    const again = await call('register', { body: registration({ email }), captcha: true });
    expectError(again, 409, 'email_already_used');
    expect((await call('sendPasswordCode', { params: { id }, captcha: true })).statusCode).toBe(
      204,
    );
    const reset = await call('resetPassword', {
      params: { id },
      body: { code: '123456', password: 'Nuova-pass2' },
    });
    expectError(reset, 400, 'invalid_password_reset_code');
    const sent = await app()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'account_password_reset')));
    expect(sent).toHaveLength(0);
  });

  it('refuses an account not activated yet, only with the right password', async () => {
    const { register, signIn } = await client();
    const { body } = await register();
    expectError(await signIn(body.email, goodPassword), 403, 'user_not_activated');
    expectError(await signIn(body.email, 'Wrong-pass1'), 401, 'user_not_found');
  });

  it.each([
    ['no body fields', {}, 'provide_email_and_password_or_refresh_token'],
    ['no password', { email: 'a@b.fr' }, 'provide_email_and_password_or_refresh_token'],
    ['a bad e-mail', { email: 'a@', password: 'x' }, 'invalid_request'],
  ])('refuses %s', async (_name, body, code) => {
    const { call } = await client();
    expectError(await call('userToken', { body, captcha: true }), 400, code);
  });

  it('needs a captcha', async () => {
    const { call } = await client();
    const response = await call('userToken', { body: { email: 'a@b.fr', password: goodPassword } });
    expectError(response, 400, 'captcha_mandatory');
  });
});

describe('password reset', () => {
  it('sends a code to an active account only, and the same answer for anyone', async () => {
    const { customer, register, call } = await client();
    const active = await customer();
    const pending = await register();
    for (const id of [active.email, pending.body.email, freshEmail(), active.id]) {
      expect((await call('sendPasswordCode', { params: { id }, captcha: true })).statusCode).toBe(
        204,
      );
    }
    const sent = await app()
      .database.db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'account_password_reset'));
    expect(sent.filter((row) => row.recipient === pending.body.email)).toHaveLength(0);
    // Asked twice within a minute (by e-mail, then by id): one code only, so nobody can flood
    // an address; later, another (two minutes after the account's second code: the activation's
    // was the first).
    expect(sent.filter((row) => row.recipient === active.email)).toHaveLength(1);
    later(2 * minute);
    await call('sendPasswordCode', { params: { id: active.id }, captcha: true });
    const again = await app()
      .database.db.select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.recipient, active.email), eq(mailOutbox.kind, 'account_password_reset')),
      );
    expect(again).toHaveLength(2);
    expectError(
      await call('sendPasswordCode', { params: { id: active.email } }),
      400,
      'captcha_mandatory',
    );
  });

  it('sets the new password with the code once, ends every sign-in and tells the address', async () => {
    const { customer, call, lastCode, signIn } = await client();
    const { email, id, tokens } = await customer();
    await call('sendPasswordCode', { params: { id: email }, captcha: true });
    const code = await lastCode(email, 'account_password_reset');
    const newPassword = 'Nuova-pass2';
    expectError(
      await call('resetPassword', { params: { id }, body: { code, password: 'weak' } }),
      400,
      'bad_password_security',
    );
    const reset = await call('resetPassword', {
      params: { id },
      body: { code, password: newPassword },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    expectError(
      await call('resetPassword', { params: { id }, body: { code, password: newPassword } }),
      400,
      'invalid_password_reset_code',
    );
    expectError(await call('me', { token: tokens.accessToken }), 401, 'unauthorized');
    expectError(
      await call('refreshUserToken', { body: { refreshToken: tokens.refreshToken } }),
      401,
      'unauthorized',
    );
    expectError(await signIn(email, goodPassword), 401, 'user_not_found');
    expect((await signIn(email, newPassword)).statusCode).toBe(200);
    const told = await app()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'account_password_changed')));
    expect(told).toHaveLength(1);
  });

  it('refuses an expired code, and a wrong one five times', async () => {
    const { customer, call, lastCode } = await client();
    const { email } = await customer();
    await call('sendPasswordCode', { params: { id: email }, captcha: true });
    const code = await lastCode(email, 'account_password_reset');
    const wrong = code === '999999' ? '999998' : '999999';
    const body = (typed: string) => ({ code: typed, password: 'Nuova-pass2' });
    for (let i = 0; i < 5; i++) {
      expectError(
        await call('resetPassword', { params: { id: email }, body: body(wrong) }),
        400,
        'invalid_password_reset_code',
      );
    }
    expectError(
      await call('resetPassword', { params: { id: email }, body: body(code) }),
      410,
      'expired_password_reset_code',
    );
    // The account's third code: two minutes after the second.
    later(2 * minute);
    await call('sendPasswordCode', { params: { id: email }, captcha: true });
    const fresh = await lastCode(email, 'account_password_reset');
    // The new code replaced the exhausted one: a wrong try counts again instead of 410.
    const other = fresh === wrong ? code : wrong;
    expectError(
      await call('resetPassword', { params: { id: email }, body: body(other) }),
      400,
      'invalid_password_reset_code',
    );
    later(16 * minute);
    expectError(
      await call('resetPassword', { params: { id: email }, body: body(fresh) }),
      410,
      'expired_password_reset_code',
    );
  });

  it('refuses an unknown account like a wrong code', async () => {
    const { call } = await client();
    const response = await call('resetPassword', {
      params: { id: freshEmail() },
      body: { code: '123456', password: 'Nuova-pass2' },
    });
    expectError(response, 400, 'invalid_password_reset_code');
  });
});
