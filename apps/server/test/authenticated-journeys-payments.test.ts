import {
  authenticatedJourneysResponseSchema,
  buildPath,
  normalisePlate,
  paymentSessionSchema,
  routes,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, refreshTokens } from '../src/db/schema/index.ts';
import { createAccessTokens } from '../src/modules/accounts/tokens.ts';
import { accountClient } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import { freshPlate, ingest, onTenant, plateSession, tripPassages } from './helpers/payments.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';
import { expectError } from './helpers/requests.ts';
import { markPlateProven } from './helpers/vehicle-proofs.ts';

/**
 * Issue 12 item 4: a signed-in customer pays through POST /payments/journeys with the plate's
 * sessionId of GET /authenticated/detailedJourneys and the bearer token; the payment keeps the
 * customer, and only the customer's plates' trips (within their validity dates) are payable.
 */
const config = accountsTestConfig();
const app = useApp(config);
const hour = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * hour);

/** A road tenant, a customer of it, and a plate of two completed trips 26 and 3 hours ago. */
async function customerWithTrips() {
  const tenant = await createRoadTenant(app().database.db);
  const accounts = accountClient(app, config, tenant.host, () => new Date());
  const customer = await accounts.customer();
  const plate = freshPlate('AP');
  await ingest(app(), tenant, [
    ...tripPassages(plate, hoursAgo(26)),
    ...tripPassages(plate, hoursAgo(3)),
  ]);
  const ids = (await plateJourneys(app().database.db, tenant.id, plate)).map((row) =>
    String(row.id),
  );
  expect(ids).toHaveLength(2);
  return { tenant, accounts, customer, token: customer.tokens.accessToken, plate, ids };
}

type Fixture = Awaited<ReturnType<typeof customerWithTrips>>;

async function register(
  { accounts }: Fixture,
  token: string,
  plate: string,
  validity?: { start: Date; end: Date },
) {
  const response = await accounts.call('addMyPlate', {
    token,
    body: {
      countryCode: 'FR',
      numberPlate: plate,
      ...(validity
        ? {
            validityStartDate: validity.start.toISOString(),
            validityEndDate: validity.end.toISOString(),
          }
        : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  // Issue 24 item 6: the tests' plates are proved theirs (the proof has tests of its own).
  await markPlateProven(app().database.db, normalisePlate(plate) ?? plate);
}

/** The plate's sessionId as the customer's authenticated lookup answers it. */
async function customerSession({ accounts }: Fixture, token: string, plate: string) {
  const response = await accounts.call('authenticatedDetailedJourneys', {
    token,
    query: { plate, country: 'FR' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [set] = authenticatedJourneysResponseSchema.parse(response.json());
  if (!set) throw new Error('one journey set expected');
  return set.sessionId;
}

const payJourneys = (tenant: RoadTenant, sessionId: string, ids: string[], token?: string) =>
  onTenant(app(), tenant, {
    method: 'POST',
    url: buildPath(routes.payJourneys.path),
    query: { sessionId },
    payload: { journeys: ids.map((idDossier) => ({ idDossier })) },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function storedCustomer(paymentId: string) {
  const [row] = await app()
    .database.db.select({ userId: payments.userId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.userId;
}

describe('POST /payments/journeys by a signed-in customer', () => {
  it('keeps the customer on the payment of their plate\u2019s trips', async () => {
    const fixture = await customerWithTrips();
    const { tenant, customer, token, plate, ids } = fixture;
    await register(fixture, token, plate);
    const session = await customerSession(fixture, token, plate);
    const response = await payJourneys(tenant, session, ids, token);
    expect(response.statusCode, response.body).toBe(200);
    const basket = paymentSessionSchema.parse(response.json());
    expect(basket.journeys.map((journey) => journey.id)).toEqual(ids);
    expect(await storedCustomer(basket.id)).toBe(customer.id);

    // Without the token the same session pays as a visitor's, with no customer.
    const anonymous = await payJourneys(tenant, session, ids);
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    expect(await storedCustomer(paymentSessionSchema.parse(anonymous.json()).id)).toBeNull();
  });

  it('leaves the payment without its customer once the account is deleted', async () => {
    const fixture = await customerWithTrips();
    const { tenant, accounts, token, plate, ids } = fixture;
    await register(fixture, token, plate);
    const session = await customerSession(fixture, token, plate);
    const response = await payJourneys(tenant, session, ids, token);
    expect(response.statusCode, response.body).toBe(200);
    const { id } = paymentSessionSchema.parse(response.json());
    const deleted = await accounts.call('deleteMe', { token });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await storedCustomer(id)).toBeNull();
  });

  it('pays a rented plate\u2019s trips within its dates only', async () => {
    const fixture = await customerWithTrips();
    const { tenant, token, plate, ids } = fixture;
    const [earlier, later] = ids;
    if (!earlier || !later) throw new Error('two trips expected');
    await register(fixture, token, plate, { start: hoursAgo(30), end: hoursAgo(10) });
    const session = await customerSession(fixture, token, plate);
    expectError(
      await payJourneys(tenant, session, [later], token),
      400,
      'payment_journeys_invalid',
    );
    const within = await payJourneys(tenant, session, [earlier], token);
    expect(within.statusCode, within.body).toBe(200);
  });

  it('refuses another customer\u2019s plate, and a token that is not valid', async () => {
    const fixture = await customerWithTrips();
    const { tenant, accounts, token, plate, ids } = fixture;
    await register(fixture, token, plate);
    const other = await accounts.customer();
    const theirSession = await customerSession(fixture, token, plate);
    expectError(
      await payJourneys(tenant, theirSession, ids, other.tokens.accessToken),
      400,
      'payment_journeys_invalid',
    );
    // A public lookup's session of the plate is refused to the other customer too.
    const publicSession = plateSession(config, tenant.id, plate);
    expectError(
      await payJourneys(tenant, publicSession, ids, other.tokens.accessToken),
      400,
      'payment_journeys_invalid',
    );
    expectError(await payJourneys(tenant, publicSession, ids, 'not-a-token'), 401, 'unauthorized');
  });

  it('pays a renter\u2019s basket as a visitor\u2019s: the token keeps no one', async () => {
    const fixture = await customerWithTrips();
    const { tenant, customer, plate, ids } = fixture;
    const [signIn] = await app()
      .database.db.select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, customer.id));
    const renterToken = await createAccessTokens(
      config.accounts.jwtSecret,
      config.accounts.accessTokenTtlS,
    ).issue(
      {
        userId: customer.id,
        tenant: tenant.code,
        accountType: 'renter',
        sessionId: signIn?.familyId ?? '',
      },
      new Date(),
    );
    const response = await payJourneys(
      tenant,
      plateSession(config, tenant.id, plate),
      ids,
      renterToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedCustomer(paymentSessionSchema.parse(response.json()).id)).toBeNull();
  });
});
