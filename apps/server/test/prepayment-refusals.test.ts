import { apiPrefix, buildPath, journeySetSchema, routes } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens, userPlates } from '../src/db/schema/index.ts';
import { createAccessTokens } from '../src/modules/accounts/tokens.ts';
import { accountClient } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import { freshPlate, ingest, onTenant, plateSession, tripPassages } from './helpers/payments.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';
import { expectError } from './helpers/requests.ts';

/**
 * Issue 13 item 4: the server refuses a prepaid trip for a rented vehicle (unauthorized_prepayment)
 * and a basket that prepays while an owed trip of the plate is left out
 * (missing_post_payment_with_prepayment), on POST /payments/journeys and /payments/allJourneys.
 */
const config = accountsTestConfig();
const app = useApp(config);
const db = () => app().database.db;
const day = 24 * 3_600_000;
const prepaid = { in: '34', out: '23', vehicleCategory: 1 } as const;

function allJourneys(tenant: RoadTenant, sessionId: string) {
  return onTenant(app(), tenant, {
    method: 'POST',
    url: buildPath(routes.payAllJourneys.path),
    query: { sessionId },
    payload: { prepayments: [prepaid] },
  });
}

function journeysBasket(tenant: RoadTenant, sessionId: string, items: unknown[], token?: string) {
  return onTenant(app(), tenant, {
    method: 'POST',
    url: buildPath(routes.payJourneys.path),
    query: { sessionId },
    payload: { journeys: items },
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
}

/** GET /detailedJourneys of the plate, for a rental period when `period` is given. */
async function lookupSession(
  tenant: RoadTenant,
  plate: string,
  period?: { start: Date; end: Date },
) {
  const response = await onTenant(app(), tenant, {
    method: 'GET',
    url: `${apiPrefix}${routes.detailedJourneys.path}`,
    query: {
      plate,
      country: 'FR',
      captchaToken: solvedCaptchaToken(config, new Date()),
      ...(period
        ? { startTime: period.start.toISOString(), endTime: period.end.toISOString() }
        : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return journeySetSchema.parse(response.json()).sessionId;
}

async function fresh() {
  return { tenant: await createRoadTenant(db()), plate: freshPlate('PR') };
}

describe('unauthorized_prepayment: a rented vehicle cannot prepay', () => {
  it('refuses a lookup made for a rental period; the same plate without dates prepays', async () => {
    const { tenant, plate } = await fresh();
    const period = { start: new Date(Date.now() - day), end: new Date(Date.now() + day) };
    const rental = await lookupSession(tenant, plate, period);
    expectError(await allJourneys(tenant, rental), 400, 'unauthorized_prepayment');
    expectError(
      await journeysBasket(tenant, rental, [{ prepaymentJourney: prepaid }]),
      400,
      'unauthorized_prepayment',
    );
    const own = await lookupSession(tenant, plate);
    const response = await allJourneys(tenant, own);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a plate a customer registered as rented today, whoever pays; not after the rental', async () => {
    const { tenant, plate } = await fresh();
    const accounts = accountClient(app, config, tenant.host, () => new Date());
    const renterCustomer = await accounts.customer();
    await db()
      .insert(userPlates)
      .values({
        userId: renterCustomer.id,
        whitelabelId: tenant.id,
        countryCode: 'FR',
        plate,
        validityStartDate: new Date(Date.now() - day),
        validityEndDate: new Date(Date.now() + day),
        // Issue 24: only a proved registration speaks for the vehicle.
        provenAt: new Date(),
        proofKind: 'operator',
      });
    const session = plateSession(config, tenant.id, plate);
    expectError(await allJourneys(tenant, session), 400, 'unauthorized_prepayment');
    // The customer's own session and token: refused as well.
    expectError(
      await journeysBasket(
        tenant,
        session,
        [{ prepaymentJourney: prepaid }],
        renterCustomer.tokens.accessToken,
      ),
      400,
      'unauthorized_prepayment',
    );

    const { plate: returned } = await fresh();
    await db()
      .insert(userPlates)
      .values({
        userId: renterCustomer.id,
        whitelabelId: tenant.id,
        countryCode: 'FR',
        plate: returned,
        validityStartDate: new Date(Date.now() - 3 * day),
        validityEndDate: new Date(Date.now() - 2 * day),
        provenAt: new Date(),
        proofKind: 'operator',
      });
    const visitor = await allJourneys(tenant, plateSession(config, tenant.id, returned));
    expect(visitor.statusCode, visitor.body).toBe(200);
    // The customer whose plate has dates still holds a rented vehicle: refused with the token.
    expectError(
      await journeysBasket(
        tenant,
        plateSession(config, tenant.id, returned),
        [{ prepaymentJourney: prepaid }],
        renterCustomer.tokens.accessToken,
      ),
      400,
      'unauthorized_prepayment',
    );
  });
});

describe('unauthorized_prepayment: a renter\u2019s token', () => {
  it('refuses a renter paying prepaid trips; the renter still pays owed trips', async () => {
    const { tenant, plate } = await fresh();
    const accounts = accountClient(app, config, tenant.host, () => new Date());
    const account = await accounts.customer();
    // A renter's token as the renters' sign-in would issue it (the account's sign-in session).
    const [signIn] = await db()
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, account.id));
    const token = await createAccessTokens(
      config.accounts.jwtSecret,
      config.accounts.accessTokenTtlS,
    ).issue(
      {
        userId: account.id,
        tenant: tenant.code,
        accountType: 'renter',
        sessionId: signIn?.familyId ?? '',
      },
      new Date(),
    );
    await ingest(app(), tenant, tripPassages(plate, new Date(Date.now() - 3 * 3_600_000)));
    const [trip] = await plateJourneys(db(), tenant.id, plate);
    const session = plateSession(config, tenant.id, plate);
    const items = [{ idDossier: String(trip?.id) }];
    expectError(
      await journeysBasket(tenant, session, [...items, { prepaymentJourney: prepaid }], token),
      400,
      'unauthorized_prepayment',
    );
    const owed = await journeysBasket(tenant, session, items, token);
    expect(owed.statusCode, owed.body).toBe(200);
  });
});

describe('missing_post_payment_with_prepayment: owed trips are paid first', () => {
  it('refuses prepaying without the plate\u2019s owed trip, accepts it with the trip', async () => {
    const { tenant, plate } = await fresh();
    await ingest(app(), tenant, tripPassages(plate, new Date(Date.now() - 3 * 3_600_000)));
    const [trip] = await plateJourneys(db(), tenant.id, plate);
    const session = plateSession(config, tenant.id, plate);
    expectError(
      await journeysBasket(tenant, session, [{ prepaymentJourney: prepaid }]),
      400,
      'missing_post_payment_with_prepayment',
    );
    const response = await journeysBasket(tenant, session, [
      { idDossier: String(trip?.id) },
      { prepaymentJourney: prepaid },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amount: 420 + 420 });
    // allJourneys takes every owed trip itself: the same basket.
    const all = await allJourneys(tenant, session);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ amount: 840 });
  });
});
