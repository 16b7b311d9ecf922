import { type RenterProfile, type TokenResponse, renterProfileSchema } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { whitelabels } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { expectError } from './helpers/requests.ts';
import { renterAccounts, renterPassword } from './helpers/renter-accounts.ts';

/**
 * Issue 25 items 1 and 2: a renter user's life, from the operator's invitation to the logout,
 * through the real calls: the code is read from the outbox as the user reads the e-mail.
 */
const config = accountsTestConfig();
const app = useApp(config);
const now = () => new Date();

describe('a renter user, end to end', () => {
  it('is invited, activates with a 12-character password, signs in, refreshes, edits and leaves', async () => {
    const renters = await renterAccounts(app, config, now);
    const { id, email } = await renters.invite();
    const code = await renters.invitationCode(email);
    // Not activated yet: no sign-in with any password.
    expectError(await renters.signIn(email, renterPassword), 401, 'user_not_found');

    // 11 characters: the renters' policy refuses it, and the code is not spent.
    const short = await renters.call('activateRenter', {
      params: { id },
      body: { code, password: 'Fleet-pass1' },
    });
    expectError(short, 400, 'bad_password_security');
    const activated = await renters.call('activateRenter', {
      params: { id },
      body: { code, password: renterPassword },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    // Spent: the same code again is wrong.
    const again = await renters.call('activateRenter', {
      params: { id },
      body: { code, password: renterPassword },
    });
    expectError(again, 400, 'invalid_activation_code');

    const signedIn = await renters.signIn(email.toUpperCase(), renterPassword);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const first = signedIn.json() as TokenResponse;
    const refreshed = await renters.call('refreshRenterToken', {
      body: { refreshToken: first.refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const tokens = refreshed.json() as TokenResponse;

    const me = await renters.call('renterMe', { token: tokens.accessToken });
    expect(me.statusCode, me.body).toBe(200);
    const profile = renterProfileSchema.parse(me.json());
    expect(profile).toMatchObject({
      id,
      email,
      renterName: 'Marta Noleggi',
      phoneNumber: '+39 011 555 0101',
      accountType: 'renter',
      company: { vatNumber: 'IT12345678901', address: 'Via Roma 1, Torino' },
      supportEmail: null,
    });

    const patched = await renters.call('updateRenterMe', {
      token: tokens.accessToken,
      body: { firstName: 'Carla', phoneNumber: '', language: 'fr' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      renterName: 'Carla Noleggi',
      phoneNumber: null,
      language: 'fr',
    } satisfies Partial<RenterProfile>);

    const changed = await renters.call('updateRenterMe', {
      token: tokens.accessToken,
      body: { currentPassword: renterPassword, newPassword: 'Fleet-pass-34' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await renters.signIn(email, renterPassword), 401, 'user_not_found');
    expect((await renters.signIn(email, 'Fleet-pass-34')).statusCode).toBe(200);
    // This sign-in goes on after the change; the other ones ended.
    expect((await renters.call('renterMe', { token: tokens.accessToken })).statusCode).toBe(200);

    const logout = await renters.call('renterLogout', { token: tokens.accessToken });
    expect(logout.statusCode).toBe(204);
    expectError(await renters.call('renterMe', { token: tokens.accessToken }), 401, 'unauthorized');
    const afterLogout = await renters.call('refreshRenterToken', {
      body: { refreshToken: tokens.refreshToken },
    });
    expectError(afterLogout, 401, 'unauthorized');
  });

  it('answers the white-label\u2019s renter support address', async () => {
    const renters = await renterAccounts(app, config, now);
    await app()
      .database.db.update(whitelabels)
      .set({ settings: { renters: { supportEmail: 'flotte@autostrada.example' } } })
      .where(eq(whitelabels.id, renters.tenant.id));
    const { tokens } = await renters.activeRenter();
    const me = await renters.call('renterMe', { token: tokens.accessToken });
    expect(me.json()).toMatchObject({ supportEmail: 'flotte@autostrada.example' });
    // Not an address: none, rather than a broken mailto.
    await app()
      .database.db.update(whitelabels)
      .set({ settings: { renters: { supportEmail: 'not an address' } } })
      .where(eq(whitelabels.id, renters.tenant.id));
    const bad = await renters.call('renterMe', { token: tokens.accessToken });
    expect(bad.json()).toMatchObject({ supportEmail: null });
  });

  it('refuses bad input with its code, never a 500', async () => {
    const renters = await renterAccounts(app, config, now);
    const { id, email, tokens } = await renters.activeRenter();
    const cases: [Promise<Awaited<ReturnType<typeof renters.call>>>, number, string][] = [
      [
        renters.call('renterToken', { body: { email }, captcha: true }),
        400,
        'provide_email_and_password_or_refresh_token',
      ],
      [
        renters.call('renterToken', { body: { email, password: renterPassword } }),
        400,
        'captcha_mandatory',
      ],
      [renters.signIn(email, 'Wrong-pass-123'), 401, 'user_not_found'],
      [renters.signIn('nobody@example.it', renterPassword), 401, 'user_not_found'],
      [
        renters.call('renterToken', {
          body: { email: 'x'.repeat(200), password: 'a' },
          captcha: true,
        }),
        400,
        'invalid_request',
      ],
      [
        renters.call('refreshRenterToken', { body: {} }),
        400,
        'provide_email_and_password_or_refresh_token',
      ],
      [
        renters.call('refreshRenterToken', { body: { refreshToken: 'a'.repeat(43) } }),
        401,
        'unauthorized',
      ],
      [
        renters.call('activateRenter', {
          params: { id },
          body: { code: '12ab56', password: renterPassword },
        }),
        400,
        'invalid_request',
      ],
      [
        renters.call('activateRenter', {
          params: { id: 'not-an-id' },
          body: { code: '123456', password: renterPassword },
        }),
        400,
        'invalid_request',
      ],
      [
        renters.call('activateRenter', { params: { id }, body: { code: '123456' } }),
        400,
        'invalid_request',
      ],
      [
        renters.call('activateRenter', { params: { id }, body: { code: '123456', password: '' } }),
        400,
        'password_mandatory',
      ],
      // Activated already: the same answer as a wrong code.
      [
        renters.call('activateRenter', {
          params: { id },
          body: { code: '123456', password: renterPassword },
        }),
        400,
        'invalid_activation_code',
      ],
      [
        renters.call('updateRenterMe', {
          token: tokens.accessToken,
          body: { phoneNumber: 'call me' },
        }),
        400,
        'invalid_request',
      ],
      [
        renters.call('updateRenterMe', {
          token: tokens.accessToken,
          body: { firstName: 'x'.repeat(51) },
        }),
        400,
        'invalid_request',
      ],
      [
        renters.call('updateRenterMe', { token: tokens.accessToken, body: { firstName: '  ' } }),
        400,
        'invalid_request',
      ],
      [
        renters.call('updateRenterMe', {
          token: tokens.accessToken,
          body: { newPassword: 'Fleet-pass-99' },
        }),
        400,
        'password_mandatory',
      ],
      [
        renters.call('updateRenterMe', {
          token: tokens.accessToken,
          body: { currentPassword: renterPassword, newPassword: 'Short-pass1' },
        }),
        400,
        'bad_password_security',
      ],
      [
        renters.call('updateRenterMe', {
          token: tokens.accessToken,
          body: { currentPassword: 'Wrong-pass-123', newPassword: 'Fleet-pass-99' },
        }),
        400,
        'invalid_password',
      ],
      [renters.call('renterMe', {}), 401, 'unauthorized'],
      [renters.call('renterMe', { token: 'not.a.token' }), 401, 'unauthorized'],
      [renters.call('renterLogout', {}), 401, 'unauthorized'],
    ];
    for (const [response, status, code] of cases) expectError(await response, status, code);
    // Nothing of the refusals changed the user.
    expect((await renters.signIn(email, renterPassword)).statusCode).toBe(200);
  });
});
