import { type AccountPasskeys, accountPasskeysMax, type TokenResponse } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountPasskeyChallenges, accountPasskeys } from '../src/db/schema/index.ts';
import {
  customerPasskeyRoutes,
  passkeyCeremonies,
  renterPasskeyRoutes,
} from './helpers/account-passkeys.ts';
import { accountClient } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';
import { renterAccounts } from './helpers/renter-accounts.ts';
import { expectError } from './helpers/requests.ts';
import { purgePasskeyChallenges } from '../src/modules/retention/purge.ts';
import { softwarePasskey } from './helpers/software-passkey.ts';

/**
 * Issue 28 item 12: customers and renters add passkeys in their profile, sign in with one (the
 * tokens of a password sign-in), and remove them; the ceremonies are the staff's (modules/webauthn).
 */
const config = accountsTestConfig({ publicOrigin: 'https://portal.test.example' });
let now = new Date();
const app = useApp(config, { clock: () => now });

beforeEach(() => {
  now = new Date();
});

async function customerSite() {
  const tenant = await createTenant(app().database.db);
  const client = accountClient(app, config, tenant.host, () => now);
  const origin = `https://${tenant.host}`;
  return { tenant, origin, client, ...passkeyCeremonies(client, origin) };
}

describe('customer passkeys', () => {
  it('adds a passkey in the profile, lists it, and signs in with it as with the password', async () => {
    const site = await customerSite();
    const customer = await site.client.customer();
    const token = customer.tokens.accessToken;
    const passkey = softwarePasskey();
    const added = await site.added(token, passkey, 'Pixel');
    expect(added).toMatchObject({ name: 'Pixel', lastUsedAt: null });
    const listed = await site.client.call('myPasskeys', { token });
    expect(listed.json<AccountPasskeys>().passkeys).toEqual([added]);

    const { response } = await site.signIn(passkey);
    expect(response.statusCode, response.body).toBe(200);
    const tokens = response.json<TokenResponse>();
    // The tokens work as a password sign-in's: the profile, then a refresh.
    const me = await site.client.call('me', { token: tokens.accessToken });
    expect(me.json<{ email: string }>().email).toBe(customer.email);
    const refreshed = await site.client.call('refreshUserToken', {
      body: { refreshToken: tokens.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const after = await site.client.call('myPasskeys', { token });
    expect(after.json<AccountPasskeys>().passkeys[0]?.lastUsedAt).not.toBeNull();
    // The password stays the other way in.
    expect((await site.client.signIn(customer.email, customer.password)).statusCode).toBe(200);
  });

  it('refuses a replayed answer, a counter gone back, another origin', async () => {
    const site = await customerSite();
    const { tokens } = await site.client.customer();
    const passkey = softwarePasskey();
    await site.added(tokens.accessToken, passkey);
    const first = await site.signIn(passkey);
    expect(first.response.statusCode).toBe(200);
    // The same signed answer again: its challenge was taken.
    expectError(
      await site.client.call('passkeySignIn', { body: { credential: first.credential } }),
      400,
      'passkey_invalid',
    );
    // A clone's counter: not above the last one seen.
    passkey.counter -= 1;
    expectError((await site.signIn(passkey)).response, 400, 'passkey_invalid');
    passkey.counter += 5;
    expectError(
      (await site.signIn(passkey, 'https://evil.example')).response,
      400,
      'passkey_invalid',
    );
    expect((await site.signIn(passkey)).response.statusCode).toBe(200);
  });

  it('refuses a new passkey made for another origin, or with a challenge used or of another account', async () => {
    const site = await customerSite();
    const { tokens } = await site.client.customer();
    const other = await site.client.customer();
    expectError(
      await site.add(tokens.accessToken, softwarePasskey(), { from: 'https://evil.example' }),
      400,
      'passkey_invalid',
    );
    // Options asked by one account, answered by another: the challenge is the first one's.
    const options = await site.client.call('myPasskeyOptions', { token: tokens.accessToken });
    const { challenge, rp } = options.json<{ challenge: string; rp: { id: string } }>();
    const credential = softwarePasskey().create({ challenge, rpId: rp.id, origin: site.origin });
    expectError(
      await site.client.call('addMyPasskey', {
        token: other.tokens.accessToken,
        body: { name: 'Stolen', credential },
      }),
      400,
      'passkey_invalid',
    );
    // ...and it was taken by that try: the rightful account cannot use it any more.
    expectError(
      await site.client.call('addMyPasskey', {
        token: tokens.accessToken,
        body: { name: 'Late', credential },
      }),
      400,
      'passkey_invalid',
    );
  });

  it("refuses another white-label's passkey, and a removed one", async () => {
    const site = await customerSite();
    const { tokens } = await site.client.customer();
    const passkey = softwarePasskey();
    const added = await site.added(tokens.accessToken, passkey);
    const elsewhere = await customerSite();
    // Signed for the other site (its origin and relying party): this passkey is not its own.
    expectError((await elsewhere.signIn(passkey)).response, 400, 'passkey_invalid');
    // Signed for this site but sent to the other one.
    const options = await site.client.call('passkeySignInOptions');
    const { challenge, rpId } = options.json<{ challenge: string; rpId: string }>();
    const credential = passkey.get({ challenge, rpId, origin: site.origin });
    expectError(
      await elsewhere.client.call('passkeySignIn', { body: { credential } }),
      400,
      'passkey_invalid',
    );

    const removed = await site.client.call('removeMyPasskey', {
      token: tokens.accessToken,
      params: { passkeyId: added.id },
    });
    expect(removed.statusCode).toBe(204);
    expectError((await site.signIn(passkey)).response, 400, 'passkey_invalid');
    expectError(
      await site.client.call('removeMyPasskey', {
        token: tokens.accessToken,
        params: { passkeyId: added.id },
      }),
      404,
      'passkey_not_found',
    );
  });

  it("does not let one account see or remove another's passkey, nor add one twice", async () => {
    const site = await customerSite();
    const owner = await site.client.customer();
    const stranger = await site.client.customer();
    const passkey = softwarePasskey();
    const added = await site.added(owner.tokens.accessToken, passkey);
    const theirs = await site.client.call('myPasskeys', { token: stranger.tokens.accessToken });
    expect(theirs.json<AccountPasskeys>().passkeys).toEqual([]);
    expectError(
      await site.client.call('removeMyPasskey', {
        token: stranger.tokens.accessToken,
        params: { passkeyId: added.id },
      }),
      404,
      'passkey_not_found',
    );
    // The same authenticator's credential again, by the stranger: refused, the owner's stays.
    expectError(await site.add(stranger.tokens.accessToken, passkey), 400, 'passkey_invalid');
    expectError(await site.client.call('myPasskeys'), 401, 'unauthorized');
  });

  it(`keeps at most ${accountPasskeysMax} passkeys per account`, async () => {
    const site = await customerSite();
    const { tokens } = await site.client.customer();
    for (let made = 0; made < accountPasskeysMax; made += 1) {
      await site.added(tokens.accessToken, softwarePasskey(), `Key ${made}`);
    }
    expectError(
      await site.client.call('myPasskeyOptions', { token: tokens.accessToken }),
      409,
      'passkey_limit_reached',
    );
  });

  it("deletes the account's passkeys and challenges with the account", async () => {
    const site = await customerSite();
    const customer = await site.client.customer();
    await site.added(customer.tokens.accessToken, softwarePasskey());
    await site.client.call('myPasskeyOptions', { token: customer.tokens.accessToken });
    const deleted = await site.client.call('deleteMe', { token: customer.tokens.accessToken });
    expect(deleted.statusCode).toBe(204);
    const { db } = app().database;
    expect(
      await db.select().from(accountPasskeys).where(eq(accountPasskeys.userId, customer.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(accountPasskeyChallenges)
        .where(eq(accountPasskeyChallenges.userId, customer.id)),
    ).toEqual([]);
  });
});

describe('the data-retention job', () => {
  it('deletes the challenges that stopped working, and only those', async () => {
    const site = await customerSite();
    const { tokens } = await site.client.customer();
    const asked = await site.client.call('myPasskeyOptions', { token: tokens.accessToken });
    const { challenge } = asked.json<{ challenge: string }>();
    const { db } = app().database;
    const kept = () =>
      db
        .select()
        .from(accountPasskeyChallenges)
        .where(eq(accountPasskeyChallenges.challenge, challenge));
    await purgePasskeyChallenges(db, now, 500);
    expect(await kept()).toHaveLength(1);
    await purgePasskeyChallenges(db, new Date(now.getTime() + 10 * 60_000), 500);
    expect(await kept()).toEqual([]);
  });
});

describe('renter passkeys', () => {
  it("signs a renter in with their passkey on the renters' calls only", async () => {
    const renters = await renterAccounts(app, config, () => now);
    const origin = `https://${renters.tenant.host}`;
    const renterSite = passkeyCeremonies(renters, origin, renterPasskeyRoutes);
    const customerSide = passkeyCeremonies(renters, origin, customerPasskeyRoutes);
    const renter = await renters.activeRenter();
    const passkey = softwarePasskey();
    await renterSite.added(renter.tokens.accessToken, passkey);
    // A renter's token is not a customer's.
    expectError(
      await renters.call('myPasskeys', { token: renter.tokens.accessToken }),
      403,
      'forbidden',
    );
    expectError((await customerSide.signIn(passkey)).response, 400, 'passkey_invalid');
    const { response } = await renterSite.signIn(passkey);
    expect(response.statusCode, response.body).toBe(200);
    const me = await renters.call('renterMe', {
      token: response.json<TokenResponse>().accessToken,
    });
    expect(me.statusCode).toBe(200);
    // A suspended company signs in by no way, a passkey included.
    expect(
      (await renters.operator('suspendCompany', { params: { code: renter.companyCode } }))
        .statusCode,
    ).toBe(200);
    expectError((await renterSite.signIn(passkey)).response, 403, 'company_suspended');
  });
});
