import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { expectError } from './helpers/requests.ts';
import { renterAccounts, renterPassword } from './helpers/renter-accounts.ts';

/**
 * Issue 25 item 2, DELETE /renters/me: a renter user leaves, its company stays; the company's
 * last activated user cannot leave it without anyone to manage the fleet.
 */
const config = accountsTestConfig();
const app = useApp(config);
const now = () => new Date();

describe('deleting a renter user', () => {
  it('refuses the company\u2019s last activated user, then lets one of two go', async () => {
    const renters = await renterAccounts(app, config, now);
    const first = await renters.activeRenter();
    // A user invited but not activated does not manage the fleet: the first is still the last.
    await renters.invite(first.companyCode);
    const refused = await renters.call('deleteRenterMe', { token: first.tokens.accessToken });
    expectError(refused, 409, 'renter_last_active_user');
    expect((await renters.call('renterMe', { token: first.tokens.accessToken })).statusCode).toBe(
      200,
    );

    const second = await renters.activeRenter(first.companyCode);
    const deleted = await renters.call('deleteRenterMe', { token: first.tokens.accessToken });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expectError(
      await renters.call('renterMe', { token: first.tokens.accessToken }),
      401,
      'unauthorized',
    );
    expectError(await renters.signIn(first.email, renterPassword), 401, 'user_not_found');
    const gone = await app().database.db.select().from(users).where(eq(users.id, first.id));
    expect(gone).toEqual([]);
    // The company stays, with its other user, who is now the last.
    const [company] = await app()
      .database.db.select()
      .from(companies)
      .where(eq(companies.code, first.companyCode));
    expect(company).toBeDefined();
    const last = await renters.call('deleteRenterMe', { token: second.tokens.accessToken });
    expectError(last, 409, 'renter_last_active_user');
  });

  it('lets only one of the last two go when both ask at once', async () => {
    const renters = await renterAccounts(app, config, now);
    const first = await renters.activeRenter();
    const second = await renters.activeRenter(first.companyCode);
    const answers = await Promise.all(
      [first, second].map((renter) =>
        renters.call('deleteRenterMe', { token: renter.tokens.accessToken }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
  });
});
