import { apiPrefix, journeyPriceSchema, routes, whitelabelHostHeader } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { vehicleRegistry } from '../src/db/schema/index.ts';
import { a79GantryPairs, a79Gantries, a79Gates, a79Tariffs } from '../src/db/seed/demo-road.ts';
import { seedRoad } from '../src/db/seed/seed-road.ts';
import { publicContentCacheControl } from '../src/plugins/language.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { createTenant, uniqueSuffix } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';

// The estimates are priced at this clock's time; each test sets it.
let now = new Date('2026-06-01T10:00:00Z');
const base = testConfig();
const priceLimit = 30;
const app = useApp(
  { lookup: { ...base.lookup, rateLimitMax: priceLimit } },
  { clock: () => new Date(now) },
);
const db = () => app().database.db;

// Each estimate from a client of its own, so the per-IP limit is only met where it is tested.
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `10.${Math.floor(clients / 250) % 250}.${clients % 250}.7`;
};

/**
 * A tenant of its own with the A79 and two dated tables: the seeded 2026 prices, and the same
 * plus 10 cents from 1 February 2027, so a date on each side of a change gives two prices.
 */
let tenantHost: Promise<string> | undefined;
const host = () => {
  tenantHost ??= (async () => {
    const tenant = await createTenant(db());
    await seedRoad(db(), tenant.id, {
      gates: a79Gates,
      gantryPairs: a79GantryPairs,
      gantries: a79Gantries,
      tariffs: [
        ...a79Tariffs,
        ...a79Tariffs.map((tariff) => ({
          ...tariff,
          validFrom: '2027-02-01',
          priceCents: tariff.priceCents + 10,
        })),
      ],
    });
    return tenant.host;
  })();
  return tenantHost;
};

// French plates of the registry (a table of all tenants): unique per run, for PostgreSQL.
const suffix = uniqueSuffix().slice(0, 4).toUpperCase();
const electricFr = `EL${suffix}FR`;
const petrolFr = `ES${suffix}FR`;
let registrySeeded: Promise<unknown> | undefined;
const seedRegistry = () => {
  registrySeeded ??= db()
    .insert(vehicleRegistry)
    .values([
      {
        countryCode: 'FR',
        plate: electricFr,
        model: 'RENAULT ZOE',
        energy: 'EL',
        vehicleType: 'VP',
      },
      {
        countryCode: 'FR',
        plate: petrolFr,
        model: 'RENAULT CLIO',
        energy: 'ES',
        vehicleType: 'VP',
      },
      // A foreign plate the registry happens to list: its energy is not read.
      { countryCode: 'IT', plate: electricFr, model: 'FIAT 500E', energy: 'EL', vehicleType: 'VP' },
    ])
    .onConflictDoNothing();
  return registrySeeded;
};

const trip = { plate: petrolFr, plateCountry: 'FR', in: 'A71', out: 'RN79', category: '1' };

async function ask(query: Record<string, string>, remoteAddress = nextClient()) {
  await seedRegistry();
  return app().inject({
    method: 'GET',
    url: `${apiPrefix}${routes.journeyPrice.path}`,
    query,
    remoteAddress,
    headers: { [whitelabelHostHeader]: await host() },
  });
}

async function totalOf(query: Record<string, string>): Promise<number> {
  const response = await ask(query);
  expect(response.statusCode, response.body).toBe(200);
  return journeyPriceSchema.parse(response.json()).total;
}

describe('GET /services/v1/journeys/price', () => {
  it('prices the whole road in cents incl. VAT, naming the gates as asked', async () => {
    now = new Date('2026-06-01T10:00:00Z');
    const response = await ask(trip);
    expect(response.statusCode, response.body).toBe(200);
    expect(journeyPriceSchema.parse(response.json())).toEqual({
      total: 420,
      in: { id: 'A71', label: 'A71', name: 'Montmarault' },
      out: { id: 'RN79', label: 'RN79', name: 'vers Mâcon' },
    });
    // Not shared by caches: the price moves with the date and the plate.
    expect(response.headers['cache-control']).not.toBe(publicContentCacheControl);
  });

  it.each([
    // RN79 is 23, A71 is 34: the same trip whichever name the ends go by.
    ['34', '23', 420],
    ['A71', '23', 420],
    ['RN79', 'A71', 420],
    // 30-32 and 25-28 each one gate: Le Montet Est, then the Montbeugny transit.
    ['33', '25-28', 300],
    ['30-32', '29', 110],
    ['29', '25-28', 100],
  ])('%s to %s costs %i cents', async (inCode, outCode, cents) => {
    now = new Date('2026-06-01T10:00:00Z');
    expect(await totalOf({ ...trip, in: inCode, out: outCode })).toBe(cents);
  });

  it.each([
    ['A71', '34'],
    ['RN79', '23'],
    ['30-32', '30-32'],
    ['25-28', '25-28'],
  ])('%s to %s is the same gate: total 0', async (inCode, outCode) => {
    now = new Date('2026-06-01T10:00:00Z');
    const response = await ask({ ...trip, in: inCode, out: outCode });
    expect(journeyPriceSchema.parse(response.json())).toMatchObject({
      total: 0,
      in: { id: inCode, label: inCode, name: expect.any(String) },
      out: { id: outCode, label: outCode, name: expect.any(String) },
    });
  });

  it.each([
    ['1', 420],
    ['2', 640],
    ['3', 1350],
    ['4', 2040],
    ['5', 240],
  ])(
    'class %s: %i cents for the whole road (Euro 0-3 for heavy classes)',
    async (category, cents) => {
      now = new Date('2026-06-01T10:00:00Z');
      expect(await totalOf({ ...trip, category })).toBe(cents);
    },
  );

  it('prices a French plate the registry says is electric (EL) at the low-emission price', async () => {
    now = new Date('2026-06-01T10:00:00Z');
    expect(await totalOf({ ...trip, plate: electricFr })).toBe(320);
    // Typed as the driver types it: the plate is normalised before the registry is read.
    expect(await totalOf({ ...trip, plate: electricFr.toLowerCase().replace('EL', 'el-') })).toBe(
      320,
    );
    // The flag does not override the registry, either way.
    expect(await totalOf({ ...trip, plate: electricFr, electric: 'false' })).toBe(320);
    expect(await totalOf({ ...trip, plate: petrolFr, electric: 'true' })).toBe(420);
    // A French plate the registry lacks pays the standard price.
    expect(await totalOf({ ...trip, plate: `ZZ${suffix}99`, electric: 'true' })).toBe(420);
    // Class 2 and 5 have a low-emission price too; a heavy class pays Euro 6-7.
    expect(await totalOf({ ...trip, plate: electricFr, category: '2' })).toBe(510);
    expect(await totalOf({ ...trip, plate: electricFr, category: '5' })).toBe(180);
    expect(await totalOf({ ...trip, plate: electricFr, category: '3' })).toBe(1170);
  });

  it('prices a foreign plate as electric only when the driver says so', async () => {
    now = new Date('2026-06-01T10:00:00Z');
    const foreign = { ...trip, plate: electricFr, plateCountry: 'IT' };
    expect(await totalOf({ ...foreign, electric: 'true' })).toBe(320);
    expect(await totalOf({ ...foreign, electric: 'false' })).toBe(420);
    expect(await totalOf(foreign)).toBe(420);
    expect(await totalOf({ ...foreign, plateCountry: 'de', electric: 'true', category: '4' })).toBe(
      430 + 880 + 550,
    );
  });

  it.each([
    // Paris is UTC+1 in winter: 1 February 2027 starts at 23:00 UTC on 31 January.
    ['2027-01-31T22:59:59Z', 420],
    ['2027-01-31T23:00:00Z', 450],
    ['2027-07-14T12:00:00Z', 450],
  ])('asked at %s, prices with the table of that day: %i cents', async (instant, cents) => {
    now = new Date(instant);
    expect(await totalOf(trip)).toBe(cents);
  });

  it('answers 503 service_unavailable before any tariff, but 0 for the same gate', async () => {
    now = new Date('2026-01-31T22:59:00Z');
    expectError(await ask(trip), 503, 'service_unavailable');
    expect(await totalOf({ ...trip, in: '34', out: 'A71' })).toBe(0);
  });

  it.each([
    ['no entry gate', { in: undefined }],
    ['no class', { category: undefined }],
    ['class 0', { category: '0' }],
    ['class 6', { category: '6' }],
    ['a class in words', { category: 'car' }],
    ['an electric flag other than true or false', { electric: 'yes' }],
    ['an unknown parameter', { count: '2' }],
    ['an empty exit gate', { out: '' }],
    ['a gate code of 21 characters', { out: '2'.repeat(21) }],
    ['a NUL in the gate', { in: 'A71\u0000' }],
    ['a NUL in the plate', { plate: 'AB\u0000123CD' }],
    ['a plate of 65 characters', { plate: 'A'.repeat(65) }],
  ])(
    'answers 400 invalid_request for %s',
    async (_case, change: Record<string, string | undefined>) => {
      now = new Date('2026-06-01T10:00:00Z');
      const query = Object.fromEntries(
        Object.entries({ ...trip, ...change }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
      expectError(await ask(query), 400, 'invalid_request');
    },
  );

  it.each([
    ['number_plate_mandatory', { plate: ' ' }],
    ['country_code_mandatory', { plateCountry: '' }],
    ['invalid_country_code', { plateCountry: 'US' }],
    ['invalid_number_plate', { plate: 'AB#123' }],
  ])('answers 400 %s', async (code, change) => {
    now = new Date('2026-06-01T10:00:00Z');
    expectError(await ask({ ...trip, ...change }), 400, code);
  });

  it.each([
    ['in', { in: '31' }],
    ['in', { in: 'a71' }],
    ['out', { out: 'A6' }],
    ['out', { out: '22' }],
  ])('answers 400 unknown_gate naming query.%s', async (which, change) => {
    now = new Date('2026-06-01T10:00:00Z');
    const response = await ask({ ...trip, ...change });
    expectError(response, 400, 'unknown_gate');
    expect(response.json()).toMatchObject({
      details: [{ path: `query.${which}`, code: 'unknown_gate' }],
    });
  });

  it('is limited per client IP like the lookups', async () => {
    now = new Date('2026-06-01T10:00:00Z');
    const client = '192.0.2.77';
    for (let call = 0; call < priceLimit; call += 1) {
      expect((await ask(trip, client)).statusCode).toBe(200);
    }
    const limited = await ask(trip, client);
    expectError(limited, 429, 'too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(trip)).statusCode).toBe(200);
  });
});

describe('GET /services/v1/journeys/price on the demo white-label', () => {
  it('prices the demo electric plate (registry EL) at 3.20 and a petrol one at 4.20', async () => {
    now = new Date('2026-11-26T10:00:00Z');
    const demo = (plate: string) =>
      app().inject({
        method: 'GET',
        url: `${apiPrefix}${routes.journeyPrice.path}`,
        query: { plate, plateCountry: 'FR', in: 'A71', out: 'RN79', category: '1' },
        remoteAddress: nextClient(),
      });
    const electric = await demo('GK601EL');
    expect(electric.statusCode, electric.body).toBe(200);
    expect(journeyPriceSchema.parse(electric.json()).total).toBe(320);
    expect(journeyPriceSchema.parse((await demo('GD-302-AA')).json()).total).toBe(420);
  });
});
