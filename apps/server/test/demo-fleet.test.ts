import {
  type RenterJourneyPage,
  renterJourneyPageSchema,
  renterJourneyStates,
  type TokenResponse,
} from '@portico/contract';
import { and, eq, sql } from 'drizzle-orm';
import { demoTenant as demoTenantFile } from '../src/db/seed/demo-tenant.ts';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import {
  companies,
  fleetPlates,
  journeys,
  protests,
  users,
  whitelabels,
} from '../src/db/schema/index.ts';
import { a79GantryPairs, a79Gantries, a79Gates, a79Tariffs } from '../src/db/seed/demo-road.ts';
import { seedDemoRenter } from '../src/db/seed/seed-demo-renter.ts';
import { seedRoad } from '../src/db/seed/seed-road.ts';
import {
  demoClaimEmail,
  demoFleetPlates,
  demoRentalCompany,
  demoRenter,
  demoRenterSupportEmail,
} from '../src/demo/fleet.ts';
import { seedDemoTrips } from '../src/demo/seed-demo-trips.ts';
import { accountClient } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { createTenant, type TenantFixture } from './helpers/factories.ts';

/**
 * Issue 25 item 1's demo: the rental company of the demo white-label, its active renter and its
 * fleet of about 200 vehicles whose trips show every state, seeded the real way (passages,
 * journeys, jobs, a payment, claims) and linked to the fleet only within each vehicle's periods.
 * On a tenant of its own with the A79 road, as the demo trips' test does.
 */
const config = accountsTestConfig();
const app = useApp(config);
const db = () => app().database.db;

async function demoTenant(database: Database): Promise<TenantFixture> {
  const tenant = await createTenant(database);
  await seedRoad(database, tenant.id, {
    gates: a79Gates,
    gantryPairs: a79GantryPairs,
    gantries: a79Gantries,
    tariffs: a79Tariffs,
  });
  await database
    .update(whitelabels)
    .set({ settings: { renters: demoTenantFile.settings.renters } })
    .where(eq(whitelabels.id, tenant.id));
  return tenant;
}

async function seedAll(tenant: TenantFixture, now: Date): Promise<void> {
  const hasher = app().services.accounts.hasher;
  await db().transaction((tx) => seedDemoRenter(tx, tenant.id, hasher));
  const result = await seedDemoTrips(db(), { now, whitelabelId: tenant.id, plates: [] });
  expect(result).toMatchObject({ seeded: true });
}

/** What the seed left: compared whole between two runs. */
async function snapshot(tenantId: number, companyId: number) {
  const [company] = await db().select().from(companies).where(eq(companies.id, companyId));
  const [user] = await db()
    .select()
    .from(users)
    .where(and(eq(users.whitelabelId, tenantId), eq(users.email, demoRenter.email)));
  const periods = await db()
    .select({
      plate: fleetPlates.plate,
      validFrom: fleetPlates.validFrom,
      validUntil: fleetPlates.validUntil,
    })
    .from(fleetPlates)
    .where(eq(fleetPlates.companyId, companyId))
    .orderBy(fleetPlates.plate, fleetPlates.validFrom);
  const linked = await db()
    .select({
      plate: journeys.plate,
      firstPassageAt: journeys.firstPassageAt,
      dunningKind: journeys.dunningKind,
      paymentLimit: journeys.paymentLimit,
    })
    .from(journeys)
    .where(eq(journeys.fleetCompanyId, companyId))
    .orderBy(journeys.plate, journeys.firstPassageAt);
  const [claims] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(protests)
    .where(and(eq(protests.whitelabelId, tenantId), eq(protests.email, demoClaimEmail)));
  return {
    company,
    user: { id: user?.id, passwordHash: user?.passwordHash, updatedAt: user?.updatedAt },
    periods,
    linked,
    claims: claims?.count,
  };
}

async function renterTrips(tenant: TenantFixture, accessToken: string, query = {}) {
  const renters = accountClient(app, config, tenant.host, () => new Date());
  const response = await renters.call('renterJourneys', {
    token: accessToken,
    query: { pageSize: '100', ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return renterJourneyPageSchema.parse(response.json()) as RenterJourneyPage;
}

describe('the demo rental company', () => {
  it('has its company, an active renter who signs in, ~200 vehicles and trips in every state', async () => {
    const tenant = await demoTenant(db());
    const now = new Date();
    await seedAll(tenant, now);

    const [company] = await db()
      .select()
      .from(companies)
      .where(
        and(eq(companies.whitelabelId, tenant.id), eq(companies.code, demoRentalCompany.code)),
      );
    expect(company).toMatchObject({ ...demoRentalCompany, suspendedAt: null });
    if (!company) return;
    // The renter support address is the demo tenant file's (tenants/demo.yaml).
    expect(demoTenantFile.settings.renters?.supportEmail).toBe(demoRenterSupportEmail);

    // The README's sign-in works, through the real call.
    const renters = accountClient(app, config, tenant.host, () => new Date());
    const signIn = await renters.call('renterToken', {
      body: { email: demoRenter.email, password: demoRenter.password },
      captcha: true,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const { accessToken } = signIn.json() as TokenResponse;
    const me = await renters.call('renterMe', { token: accessToken });
    expect(me.json()).toMatchObject({
      email: demoRenter.email,
      supportEmail: demoRenterSupportEmail,
    });

    const periods = await db()
      .select()
      .from(fleetPlates)
      .where(eq(fleetPlates.companyId, company.id));
    expect(new Set(periods.map((period) => period.plate)).size).toBe(200);
    const open = periods.filter((period) => period.validUntil === null);
    const closed = periods.filter((period) => period.validUntil !== null);
    expect(open.length).toBeGreaterThan(180);
    expect(closed.length).toBeGreaterThanOrEqual(10);
    // A vehicle that left and came back: two periods.
    const periodsOf = new Map<string, number>();
    for (const { plate } of periods) periodsOf.set(plate, (periodsOf.get(plate) ?? 0) + 1);
    expect([...periodsOf.values()]).toContain(2);

    // Every state of the renters' lists, each trip the fleet's.
    const listed = await renterTrips(tenant, accessToken);
    expect(listed.total).toBe(listed.data.length);
    expect(new Set(listed.data.map((trip) => trip.state))).toEqual(new Set(renterJourneyStates));
    const [ongoing] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(journeys)
      .where(and(eq(journeys.fleetCompanyId, company.id), eq(journeys.status, 'EN_COURS')));
    expect(ongoing?.count).toBeGreaterThan(0);
    const limits = new Set(listed.data.map((trip) => trip.paymentLimit));
    // First offence, late payment notice, CNP finding, OMP.
    for (const limit of ['PRIMO_DESIGNATED', 'BEFORE_OMP', 'INFRACTION', 'OMP']) {
      expect(limits).toContain(limit);
    }
    const notices = await renterTrips(tenant, accessToken, { types: 'latePayment' });
    expect(notices.total).toBeGreaterThan(0);
    expect(notices.total).toBeLessThan(listed.total);

    // Never a trip outside the vehicle's periods: each linked one within its own period, and as
    // many left unlinked as the catalogue puts before joining, between periods or after leaving.
    const outside = await db().execute(sql`
      select count(*)::int as count from journeys j
      join fleet_plates f on f.id = j.fleet_plate_id
      where j.fleet_company_id = ${company.id}
        and (j.first_passage_at < f.valid_from
          or (f.valid_until is not null and j.first_passage_at >= f.valid_until))`);
    expect((outside as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0);
    const plates = demoFleetPlates.map((demo) => demo.display.replaceAll('-', ''));
    const unlinked = await db().execute(sql`
      select count(*)::int as count from journeys
      where whitelabel_id = ${tenant.id} and fleet_plate_id is null
        and plate in (select jsonb_array_elements_text(cast(${JSON.stringify(plates)} as text)::jsonb))`);
    const hidden = demoFleetPlates.reduce((sum, demo) => sum + demo.hiddenTrips, 0);
    expect(hidden).toBeGreaterThanOrEqual(13);
    expect((unlinked as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(hidden);
    const shownPlates = new Set(listed.data.map((trip) => trip.numberPlate));
    for (const demo of demoFleetPlates.filter((plate) => plate.hiddenTrips > 0)) {
      const ownTrips = listed.data.filter(
        (trip) => trip.numberPlate === demo.display.replaceAll('-', ''),
      );
      expect(ownTrips.length).toBe(demo.trips.length - demo.hiddenTrips);
    }
    expect(shownPlates.size).toBeGreaterThan(40);
  });

  it('is seeded again to the same state: company, user, periods, trips and claims', async () => {
    const tenant = await demoTenant(db());
    const now = new Date();
    await seedAll(tenant, now);
    const [company] = await db()
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(eq(companies.whitelabelId, tenant.id), eq(companies.code, demoRentalCompany.code)),
      );
    if (!company) throw new Error('no demo company');
    const first = await snapshot(tenant.id, company.id);
    expect(first.claims).toBe(8);
    // Each claim's reason is one the demo's tenant file lists for its type: the console shows
    // its label, not its code.
    const filed = await db()
      .select({ type: protests.type, reasonCode: protests.reasonCode })
      .from(protests)
      .where(and(eq(protests.whitelabelId, tenant.id), eq(protests.email, demoClaimEmail)));
    for (const { type, reasonCode } of filed) {
      expect(demoTenantFile.content.claimReasons[type].map(({ code }) => code)).toContain(
        reasonCode,
      );
    }

    await seedAll(tenant, now);
    const second = await snapshot(tenant.id, company.id);
    expect(second).toEqual(first);
  });
});
