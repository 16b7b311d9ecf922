import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/lookups.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';
import { createRenter } from './helpers/renters.ts';

/**
 * Issue 25: a renter's token carries its company to the routes, a customer call refuses it, and
 * a suspended company's tokens stop working at once (not at their expiry).
 */
const app = useApp();

describe('a renter session', () => {
  it('is refused on customer calls and stops the moment its company is suspended', async () => {
    const tenant = await createTenant(app().database.db);
    const renter = await createRenter(app(), tenant);
    const authenticate = () =>
      app().services.accounts.sessions.authenticate(renter.accessToken, tenant, new Date());
    expect(await authenticate()).toMatchObject({
      accountType: 'renter',
      companyId: renter.companyId,
    });
    const asCustomer = await app().inject({
      method: 'GET',
      url: '/services/v1/users/me',
      headers: { host: tenant.host, authorization: `Bearer ${renter.accessToken}` },
    });
    expect(asCustomer.statusCode).toBe(403);

    await app()
      .database.db.update(companies)
      .set({ suspendedAt: new Date() })
      .where(eq(companies.id, renter.companyId));
    expect(await authenticate()).toBeNull();
  });
});
