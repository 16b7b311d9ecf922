import type { FastifyInstance } from 'fastify';
import { companies } from '../../src/db/schema/lookups.ts';
import { users } from '../../src/db/schema/accounts.ts';
import type { TenantFixture } from './factories.ts';

let counter = 0;

export interface RenterFixture {
  companyId: number;
  companyCode: string;
  userId: string;
  email: string;
  /** A valid access token of the renter, started directly (no captcha, no password check). */
  accessToken: string;
  refreshToken: string;
}

/**
 * A rental company of the tenant with one activated renter user, signed in (issue 25). The
 * renter accounts' own tests go through the real calls; the fleet and trips tests start here.
 */
export async function createRenter(
  app: FastifyInstance,
  tenant: Pick<TenantFixture, 'id' | 'code'>,
  overrides: { companyName?: string; vatNumber?: string | null } = {},
): Promise<RenterFixture> {
  counter += 1;
  const suffix = `${process.pid}-${Date.now().toString(36)}-${counter}`;
  const db = app.database.db;
  const [company] = await db
    .insert(companies)
    .values({
      whitelabelId: tenant.id,
      code: `RENT-${suffix}`,
      name: overrides.companyName ?? `Rent ${suffix}`,
      vatNumber: overrides.vatNumber === undefined ? 'FR40123456789' : overrides.vatNumber,
      address: '1 rue de la Flotte, 69000 Lyon',
    })
    .returning();
  if (!company) throw new Error('no company inserted');
  const email = `renter-${suffix}@example.org`;
  const [user] = await db
    .insert(users)
    .values({
      whitelabelId: tenant.id,
      email,
      passwordHash: await app.services.accounts.hasher.hash('Renter-Pass-word1'),
      accountType: 'renter',
      companyId: company.id,
      firstName: 'Renée',
      lastName: 'Loueur',
      language: 'fr',
      acceptedTermsAt: new Date(),
      activatedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('no renter inserted');
  const tokens = await db.transaction((tx) =>
    app.services.accounts.sessions.start(tx, tenant, user, new Date()),
  );
  return {
    companyId: company.id,
    companyCode: company.code,
    userId: user.id,
    email,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
  };
}
