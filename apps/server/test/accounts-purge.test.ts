import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountCodes, users } from '../src/db/schema/index.ts';
import {
  deleteNeverActivated,
  unactivatedAccountDays,
} from '../src/modules/accounts/repository.ts';
import { accountClient, registration } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';

/** Issue 12: registrations never activated are deleted by the accounts-purge job after 7 days. */
const base = testConfig();
const config = testConfig({
  accounts: { ...base.accounts, argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 } },
});
const app = useApp(config);
const day = 86_400_000;

describe('the purge of registrations never activated', () => {
  it(`deletes them ${unactivatedAccountDays} days after registration, codes too; keeps the activated`, async () => {
    const db = app().database.db;
    const tenant = await createTenant(db);
    const { register, customer } = accountClient(app, config, tenant.host, () => new Date());
    const stale = await register();
    const recent = await register();
    const activated = await customer();
    const ids = [stale.id, recent.id, activated.id];
    // Aged by moving these rows back, not the clock forward: on a shared database the purge must
    // not take other tests' registrations.
    const registeredAgo = async (id: string, ms: number) => {
      await db
        .update(users)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(eq(users.id, id));
    };
    await registeredAgo(stale.id, unactivatedAccountDays * day + 60_000);
    await registeredAgo(recent.id, unactivatedAccountDays * day - 60_000);
    await registeredAgo(activated.id, 30 * day);

    expect(await deleteNeverActivated(db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, activated.id].sort());
    const codes = await db
      .select({ id: accountCodes.id })
      .from(accountCodes)
      .where(eq(accountCodes.userId, stale.id));
    expect(codes).toHaveLength(0);
  });

  it('counts a registration started again from then', async () => {
    const db = app().database.db;
    const tenant = await createTenant(db);
    const { register } = accountClient(app, config, tenant.host, () => new Date());
    const body = registration();
    const first = await register(body);
    await db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 30 * day) })
      .where(eq(users.id, first.id));
    const again = await register(body);
    expect(again.id).toBe(first.id);
    await deleteNeverActivated(db, new Date());
    const left = await db.select({ id: users.id }).from(users).where(eq(users.id, first.id));
    expect(left).toHaveLength(1);
  });
});
