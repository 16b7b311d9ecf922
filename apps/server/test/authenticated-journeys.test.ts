import {
  authenticatedJourneysResponseSchema,
  type JourneySet,
  normalisePlate,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../src/db/schema/index.ts';
import { createAccessTokens } from '../src/modules/accounts/tokens.ts';
import { accountClient } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import { freshPlate, ingest, tripPassages } from './helpers/payments.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';
import { expectError } from './helpers/requests.ts';
import { markPlateProven } from './helpers/vehicle-proofs.ts';

/**
 * Issue 12 item 4: GET /authenticated/detailedJourneys answers the signed-in customer's plates'
 * trips, a rented vehicle's only within its validity dates, without captcha. Each test has its own
 * road tenant, customers and plates.
 */
const config = accountsTestConfig();
const app = useApp(config);
const hour = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * hour);

/** A road tenant and its account calls. */
async function customerTenant() {
  const tenant = await createRoadTenant(app().database.db);
  return { tenant, ...accountClient(app, config, tenant.host, () => new Date()) };
}

type Client = Awaited<ReturnType<typeof customerTenant>>;

/** A plate with three completed whole-road trips, 50, 26 and 3 hours ago; their journey ids. */
async function plateWithTrips({ tenant }: Client, plate = freshPlate('AJ')) {
  const passages = [50, 26, 3].flatMap((hours) => tripPassages(plate, hoursAgo(hours)));
  await ingest(app(), tenant, passages);
  const rows = await plateJourneys(app().database.db, tenant.id, plate);
  expect(rows).toHaveLength(3);
  return { plate, ids: rows.map((row) => String(row.id)) };
}

async function addPlate(
  { call }: Client,
  token: string,
  plate: string,
  validity?: { start: Date; end: Date },
) {
  const response = await call('addMyPlate', {
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

async function journeySets(
  { call }: Client,
  token: string,
  query: Record<string, string> = {},
): Promise<JourneySet[]> {
  const response = await call('authenticatedDetailedJourneys', { token, query });
  expect(response.statusCode, response.body).toBe(200);
  return authenticatedJourneysResponseSchema.parse(response.json());
}

const idsOf = (set: JourneySet | undefined) => set?.journeys.map((journey) => journey.id);

describe('GET /authenticated/detailedJourneys', () => {
  it('answers a set per plate of the customer, a rented one only within its dates', async () => {
    const client = await customerTenant();
    const { tokens } = await client.customer();
    const own = await plateWithTrips(client);
    const rented = await plateWithTrips(client);
    await addPlate(client, tokens.accessToken, own.plate);
    // Rented from 30 to 10 hours ago: only the trip of 26 hours ago is the customer's.
    await addPlate(client, tokens.accessToken, rented.plate, {
      start: hoursAgo(30),
      end: hoursAgo(10),
    });
    const sets = await journeySets(client, tokens.accessToken);
    expect(sets.map((set) => [set.plate, set.countryCode, set.type])).toEqual([
      [own.plate, 'FR', 'detailed'],
      [rented.plate, 'FR', 'detailed'],
    ]);
    expect(idsOf(sets[0])).toEqual(own.ids);
    expect(idsOf(sets[1])).toEqual([rented.ids[1]]);
    // Each set has its own plate's session.
    expect(sets[0]?.sessionId).not.toBe(sets[1]?.sessionId);

    // The query's bounds narrow further; plate + country narrow to that plate.
    const narrowed = await journeySets(client, tokens.accessToken, {
      plate: own.plate.toLowerCase(),
      country: 'fr',
      startTime: hoursAgo(30).toISOString(),
    });
    expect(narrowed.map((set) => set.plate)).toEqual([own.plate]);
    expect(idsOf(narrowed[0])).toEqual(own.ids.slice(1));
  });

  it('shows nothing of another customer\u2019s plate, and answers [] without plates', async () => {
    const client = await customerTenant();
    const first = await client.customer();
    const second = await client.customer();
    const theirs = await plateWithTrips(client);
    await addPlate(client, first.tokens.accessToken, theirs.plate);
    expect(await journeySets(client, second.tokens.accessToken)).toEqual([]);
    const asked = await client.call('authenticatedDetailedJourneys', {
      token: second.tokens.accessToken,
      query: { plate: theirs.plate, country: 'FR' },
    });
    expectError(asked, 404, 'vehicle_not_found');
    const malformed = await client.call('authenticatedDetailedJourneys', {
      token: second.tokens.accessToken,
      query: { plate: theirs.plate },
    });
    expectError(malformed, 400, 'country_code_mandatory');
  });

  it('answers 401 without a valid token and 403 to a renter\u2019s, and needs no captcha', async () => {
    const client = await customerTenant();
    const { id, tokens } = await client.customer();
    const [session] = await app()
      .database.db.select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, id));
    const renterToken = await createAccessTokens(
      config.accounts.jwtSecret,
      config.accounts.accessTokenTtlS,
    ).issue(
      {
        userId: id,
        tenant: client.tenant.code,
        accountType: 'renter',
        sessionId: session?.familyId ?? '',
      },
      new Date(),
    );
    const call = (token?: string) =>
      client.call('authenticatedDetailedJourneys', token ? { token } : {});
    expectError(await call(), 401, 'unauthorized');
    expectError(await call('not-a-token'), 401, 'unauthorized');
    expectError(await call(renterToken), 403, 'forbidden');
    expect((await call(tokens.accessToken)).statusCode).toBe(200);
  });
});
