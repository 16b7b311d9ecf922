import type { TokenResponse } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { goodPassword } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { expectError } from './helpers/requests.ts';
import { renterAccounts, renterPassword } from './helpers/renter-accounts.ts';

/**
 * Issue 25 item 2: customers and renters are kept to their own calls, and a suspended company's
 * users stop at once: no sign-in, no refresh, and the tokens they hold answer 401.
 */
const config = accountsTestConfig();
const app = useApp(config);
const now = () => new Date();

describe('renter and customer tokens', () => {
  it('keeps each account type to its own calls', async () => {
    const renters = await renterAccounts(app, config, now);
    const renter = await renters.activeRenter();
    const customer = await renters.customer();

    // Signed-in calls: the other type's token is 403.
    expectError(await renters.call('me', { token: renter.tokens.accessToken }), 403, 'forbidden');
    expectError(
      await renters.call('logout', { token: renter.tokens.accessToken }),
      403,
      'forbidden',
    );
    expectError(
      await renters.call('renterMe', { token: customer.tokens.accessToken }),
      403,
      'forbidden',
    );
    expectError(
      await renters.call('updateRenterMe', { token: customer.tokens.accessToken, body: {} }),
      403,
      'forbidden',
    );
    expectError(
      await renters.call('deleteRenterMe', { token: customer.tokens.accessToken }),
      403,
      'forbidden',
    );
    expectError(
      await renters.call('renterLogout', { token: customer.tokens.accessToken }),
      403,
      'forbidden',
    );

    // Sign-in: each type is nobody on the other's call.
    expectError(await renters.signIn(customer.email, goodPassword), 401, 'user_not_found');
    const renterAsCustomer = await renters.call('userToken', {
      body: { email: renter.email, password: renterPassword },
      captcha: true,
    });
    expectError(renterAsCustomer, 401, 'user_not_found');

    // Refresh: the other type's refresh token is refused, and not spent by the refusal.
    const crossed = await renters.call('refreshRenterToken', {
      body: { refreshToken: customer.tokens.refreshToken },
    });
    expectError(crossed, 401, 'unauthorized');
    const crossedBack = await renters.call('refreshUserToken', {
      body: { refreshToken: renter.tokens.refreshToken },
    });
    expectError(crossedBack, 401, 'unauthorized');
    const own = await renters.call('refreshRenterToken', {
      body: { refreshToken: renter.tokens.refreshToken },
    });
    expect(own.statusCode, own.body).toBe(200);
    const ownCustomer = await renters.call('refreshUserToken', {
      body: { refreshToken: customer.tokens.refreshToken },
    });
    expect(ownCustomer.statusCode, ownCustomer.body).toBe(200);

    // The public calls of one type say nothing of the other's accounts.
    const resetAsRenter = await renters.call('resetRenterPassword', {
      params: { id: customer.id },
      body: { code: '123456', password: renterPassword },
    });
    expectError(resetAsRenter, 400, 'invalid_password_reset_code');
  });
});

describe('a suspended company', () => {
  it('cannot sign in or refresh, and its tokens stop at once; lifted, it signs in again', async () => {
    const renters = await renterAccounts(app, config, now);
    const { companyCode, email, tokens } = await renters.activeRenter();
    const colleague = await renters.activeRenter(companyCode);
    const suspended = await renters.operator('suspendCompany', { params: { code: companyCode } });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ suspendedAt: expect.any(String) });

    expectError(await renters.call('renterMe', { token: tokens.accessToken }), 401, 'unauthorized');
    expectError(
      await renters.call('renterMe', { token: colleague.tokens.accessToken }),
      401,
      'unauthorized',
    );
    const refresh = await renters.call('refreshRenterToken', {
      body: { refreshToken: tokens.refreshToken },
    });
    expectError(refresh, 401, 'unauthorized');
    // The right password is told the company is suspended; a wrong one learns nothing.
    expectError(await renters.signIn(email, renterPassword), 403, 'company_suspended');
    expectError(await renters.signIn(email, 'Wrong-pass-123'), 401, 'user_not_found');

    // A user invited meanwhile activates, but is not signed in while it lasts.
    const invited = await renters.invite(companyCode);
    const activation = await renters.call('activateRenter', {
      params: { id: invited.id },
      body: { code: await renters.invitationCode(invited.email), password: renterPassword },
    });
    expectError(activation, 403, 'company_suspended');

    const lifted = await renters.operator('unsuspendCompany', { params: { code: companyCode } });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ suspendedAt: null });
    // The sign-ins the suspension ended stay ended; a new one works.
    expectError(await renters.call('renterMe', { token: tokens.accessToken }), 401, 'unauthorized');
    const back = await renters.signIn(email, renterPassword);
    expect(back.statusCode, back.body).toBe(200);
    const fresh = back.json() as TokenResponse;
    expect((await renters.call('renterMe', { token: fresh.accessToken })).statusCode).toBe(200);
    expect((await renters.signIn(invited.email, renterPassword)).statusCode).toBe(200);
  });
});
