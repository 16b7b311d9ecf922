import { type TokenResponse, tokenResponseSchema } from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, refreshTokens, users } from '../src/db/schema/index.ts';
import { deleteExpiredSecrets } from '../src/modules/accounts/repository.ts';
import { createAccessTokens } from '../src/modules/accounts/tokens.ts';
import { accountClient, goodPassword } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';

/**
 * Issue 12 item 2: tokens. Refresh rotation and reuse, logout, another white-label's token, a
 * renter's token on customer calls, expiry; and the authenticated profile calls (item 1).
 */
const config = accountsTestConfig();
let now = new Date();
const app = useApp(config, { clock: () => now });
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

describe('refresh tokens', () => {
  it('rotates on every use: the new pair works, the old refresh token is spent', async () => {
    const { customer, call } = await client();
    const { tokens } = await customer();
    const first = await call('refreshUserToken', { body: { refreshToken: tokens.refreshToken } });
    expect(first.statusCode, first.body).toBe(200);
    const next = tokenResponseSchema.parse(first.json());
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect((await call('me', { token: next.accessToken })).statusCode).toBe(200);
    const second = await call('refreshUserToken', { body: { refreshToken: next.refreshToken } });
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token comes back', async () => {
    const { customer, call, signIn } = await client();
    const { tokens, email } = await customer();
    // Another sign-in of the same customer, which the reuse must not touch.
    const other = (await signIn(email, goodPassword)).json() as TokenResponse;
    const rotated = (
      await call('refreshUserToken', { body: { refreshToken: tokens.refreshToken } })
    ).json() as TokenResponse;
    const reuse = await call('refreshUserToken', { body: { refreshToken: tokens.refreshToken } });
    expectError(reuse, 401, 'unauthorized');
    expectError(
      await call('refreshUserToken', { body: { refreshToken: rotated.refreshToken } }),
      401,
      'unauthorized',
    );
    expectError(await call('me', { token: rotated.accessToken }), 401, 'unauthorized');
    expect((await call('me', { token: other.accessToken })).statusCode).toBe(200);
  });

  it('takes two uses at once as a use and a reuse: the family ends', async () => {
    const { customer, call } = await client();
    const { tokens } = await customer();
    const body = { refreshToken: tokens.refreshToken };
    const answers = await Promise.all([
      call('refreshUserToken', { body }),
      call('refreshUserToken', { body }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json() as TokenResponse;
    expectError(await call('me', { token: winner.accessToken }), 401, 'unauthorized');
  });

  it('refuses an expired refresh token (30 days), an unknown one and none', async () => {
    const { customer, call } = await client();
    const { tokens } = await customer();
    expectError(
      await call('refreshUserToken', { body: { refreshToken: 'x'.repeat(43) } }),
      401,
      'unauthorized',
    );
    expectError(
      await call('refreshUserToken', { body: {} }),
      400,
      'provide_email_and_password_or_refresh_token',
    );
    expectError(
      await call('refreshUserToken', { body: { refreshToken: 'short' } }),
      400,
      'invalid_request',
    );
    later(30 * 86_400_000 + 1000);
    expectError(
      await call('refreshUserToken', { body: { refreshToken: tokens.refreshToken } }),
      401,
      'unauthorized',
    );
  });

  it('are forgotten by the purge job once expired, spent ones kept until then', async () => {
    const { customer, call } = await client();
    const { tokens, id } = await customer();
    await call('refreshUserToken', { body: { refreshToken: tokens.refreshToken } });
    const db = app().database.db;
    const ofUser = () => db.select().from(refreshTokens).where(eq(refreshTokens.userId, id));
    await deleteExpiredSecrets(db, now);
    expect(await ofUser()).toHaveLength(2);
    // Expired by moving this user's rows back, not the clock forward: on a shared database the
    // purge must not take other tests' tokens.
    await db
      .update(refreshTokens)
      .set({ expiresAt: new Date(now.getTime() - 1000) })
      .where(eq(refreshTokens.userId, id));
    await deleteExpiredSecrets(db, now);
    expect(await ofUser()).toHaveLength(0);
  });

  it('refuses a refresh token on another white-label', async () => {
    const first = await client();
    const second = await client();
    const { tokens } = await first.customer();
    const response = await second.call('refreshUserToken', {
      body: { refreshToken: tokens.refreshToken },
    });
    expectError(response, 401, 'unauthorized');
  });
});

describe('access tokens', () => {
  it('refuses another white-label\u2019s token, a forged one, an expired one and none', async () => {
    const first = await client();
    const second = await client();
    const { tokens } = await first.customer();
    expectError(await second.call('me', { token: tokens.accessToken }), 401, 'unauthorized');
    expectError(await first.call('me'), 401, 'unauthorized');
    const forged = createAccessTokens('another-secret-of-at-least-32-characters', 900);
    const [, payload] = tokens.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      sub: string;
      sid: string;
      tenant: string;
    };
    const forgedToken = await forged.issue(
      { userId: claims.sub, tenant: claims.tenant, accountType: 'customer', sessionId: claims.sid },
      now,
    );
    expectError(await first.call('me', { token: forgedToken }), 401, 'unauthorized');
    expect((await first.call('me', { token: tokens.accessToken })).statusCode).toBe(200);
    later(15 * 60_000 + 1000);
    expectError(await first.call('me', { token: tokens.accessToken }), 401, 'unauthorized');
  });

  it('answers 403 to a renter\u2019s token on customer calls', async () => {
    const { customer, call, tenant } = await client();
    const { id } = await customer();
    const [session] = await app()
      .database.db.select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, id));
    const renterToken = await createAccessTokens(
      config.accounts.jwtSecret,
      config.accounts.accessTokenTtlS,
    ).issue(
      {
        userId: id,
        tenant: tenant.code,
        accountType: 'renter',
        sessionId: session?.familyId ?? '',
      },
      now,
    );
    for (const name of ['me', 'updateMe', 'deleteMe', 'logout'] as const) {
      const response = await call(name, {
        token: renterToken,
        ...(name === 'updateMe' ? { body: {} } : {}),
      });
      expectError(response, 403, 'forbidden');
    }
  });

  it('logout ends the access and the refresh token of that sign-in only', async () => {
    const { customer, call, signIn } = await client();
    const { tokens, email } = await customer();
    const other = (await signIn(email, goodPassword)).json() as TokenResponse;
    expect((await call('logout', { token: tokens.accessToken })).statusCode).toBe(204);
    expectError(await call('me', { token: tokens.accessToken }), 401, 'unauthorized');
    expectError(
      await call('refreshUserToken', { body: { refreshToken: tokens.refreshToken } }),
      401,
      'unauthorized',
    );
    expect((await call('me', { token: other.accessToken })).statusCode).toBe(200);
  });
});

describe('GET and PATCH /users/me', () => {
  it('shows the profile and changes its fields', async () => {
    const { customer, call } = await client();
    const { tokens, email, id } = await customer();
    const token = tokens.accessToken;
    expect((await call('me', { token })).json()).toEqual({
      id,
      email,
      firstName: 'Giulia',
      lastName: 'Rossi',
      billingAddress: null,
      billingZipcode: null,
      billingCity: null,
      billingCountry: 'FR',
      language: 'it',
      accountType: 'customer',
    });
    const address = {
      firstName: 'Anna',
      billingAddress: 'Via Roma 1',
      billingZipcode: '00100',
      billingCity: 'Roma',
      billingCountry: 'IT',
    };
    const patched = await call('updateMe', { token, body: address });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject(address);
    // Clearing all three is allowed; the country then stays as it was.
    const cleared = await call('updateMe', {
      token,
      body: { billingAddress: '', billingZipcode: '', billingCity: ' ', billingCountry: 'DE' },
    });
    expect(cleared.json()).toMatchObject({
      billingAddress: null,
      billingZipcode: null,
      billingCity: null,
      billingCountry: 'IT',
    });
  });

  it('refuses half an address with incomplete_address and flags the empty parts', async () => {
    const { customer, call } = await client();
    const { tokens } = await customer();
    const response = await call('updateMe', {
      token: tokens.accessToken,
      body: { billingAddress: 'Via Roma 1', billingCountry: 'IT' },
    });
    expectError(response, 400, 'incomplete_address');
    expect(response.json()).toMatchObject({
      details: [
        { path: 'body.billingZipcode', code: 'required' },
        { path: 'body.billingCity', code: 'required' },
      ],
    });
  });

  it.each([
    ['a 23-character last name', { lastName: 'x'.repeat(23) }],
    ['a 51-character city', { billingCity: 'x'.repeat(51) }],
    ['a 17-character zip code', { billingZipcode: '1'.repeat(17) }],
    ['an unknown country', { billingCountry: 'XX' }],
    ['an empty first name', { firstName: '' }],
  ])('refuses %s', async (_name, body) => {
    const { customer, call } = await client();
    const { tokens } = await customer();
    expectError(
      await call('updateMe', { token: tokens.accessToken, body }),
      400,
      'invalid_request',
    );
  });

  it('changes the password: ends the other sign-ins, keeps this one, tells the address', async () => {
    const { customer, call, signIn } = await client();
    const { tokens, email } = await customer();
    const other = (await signIn(email, goodPassword)).json() as TokenResponse;
    const token = tokens.accessToken;
    const change = (body: object) => call('updateMe', { token, body });
    expectError(await change({ newPassword: 'Nuova-pass2' }), 400, 'password_mandatory');
    expectError(await change({ currentPassword: goodPassword }), 400, 'password_mandatory');
    expectError(
      await change({ currentPassword: goodPassword, newPassword: 'weakpass' }),
      400,
      'bad_password_security',
    );
    expectError(
      await change({ currentPassword: 'Wrong-pass1', newPassword: 'Nuova-pass2' }),
      400,
      'invalid_password',
    );
    const changed = await change({ currentPassword: goodPassword, newPassword: 'Nuova-pass2' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('me', { token })).statusCode).toBe(200);
    expectError(await call('me', { token: other.accessToken }), 401, 'unauthorized');
    expectError(await signIn(email, goodPassword), 401, 'user_not_found');
    expect((await signIn(email, 'Nuova-pass2')).statusCode).toBe(200);
    const told = await app()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'account_password_changed')));
    expect(told).toHaveLength(1);
  });

  it('counts wrong current passwords like failed sign-ins: five hold the account', async () => {
    const { customer, call, signIn } = await client();
    const { tokens, email } = await customer();
    const change = (currentPassword: string) =>
      call('updateMe', {
        token: tokens.accessToken,
        body: { currentPassword, newPassword: 'Nuova-pass2' },
      });
    for (let i = 0; i < 5; i++) expectError(await change('Wrong-pass1'), 400, 'invalid_password');
    expectError(await change(goodPassword), 429, 'user_temporary_blocked');
    expectError(await signIn(email, goodPassword), 429, 'user_temporary_blocked');
    // The profile itself can still be edited.
    const renamed = await call('updateMe', {
      token: tokens.accessToken,
      body: { firstName: 'Anna' },
    });
    expect(renamed.statusCode).toBe(200);
  });
});

describe('DELETE /users/me', () => {
  it('erases the account, its sign-ins and codes, and says goodbye by e-mail', async () => {
    const { customer, call, signIn, register } = await client();
    const { tokens, email, id } = await customer();
    const response = await call('deleteMe', { token: tokens.accessToken });
    expect(response.statusCode, response.body).toBe(204);
    const db = app().database.db;
    expect(await db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))).toHaveLength(
      0,
    );
    expectError(await call('me', { token: tokens.accessToken }), 401, 'unauthorized');
    expectError(await signIn(email, goodPassword), 401, 'user_not_found');
    const goodbye = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'account_deleted')));
    expect(goodbye).toHaveLength(1);
    // The address is free again.
    await register({
      email,
      password: goodPassword,
      firstName: 'Giulia',
      lastName: 'Rossi',
      language: 'it',
      acceptedTerms: true,
    });
  });
});
