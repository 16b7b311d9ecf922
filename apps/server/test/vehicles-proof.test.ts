import {
  authenticatedJourneysResponseSchema,
  buildPath,
  registeredPlateListSchema,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountClient } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { freshPlate, ingest, tripPassages } from './helpers/payments.ts';
import { expectError } from './helpers/requests.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';
import { paidReceipt } from './helpers/vehicle-proofs.ts';

/**
 * Issue 24 item 6: a registered plate shows its trips and switches its alerts on only once the
 * customer proved the vehicle theirs: a receipt of a payment for it, typed or found (a payment
 * made from the account, or whose receipt went to its address), settled within a year. Typed
 * tries are counted first, per account (5 a day) and per plate (20), under concurrency too.
 */
const config = accountsTestConfig();
let now = new Date();
const app = useApp(config, { clock: () => now });
const db = () => app().database.db;
const day = 86_400_000;

beforeEach(() => {
  now = new Date();
});

async function customerOf(tenant: Awaited<ReturnType<typeof createRoadTenant>>) {
  const accounts = accountClient(app, config, tenant.host, () => now);
  const customer = await accounts.customer();
  const token = customer.tokens.accessToken;
  const add = async (plate: string) => {
    const added = await accounts.call('addMyPlate', {
      token,
      body: { countryCode: 'FR', numberPlate: plate },
    });
    expect(added.statusCode, added.body).toBe(201);
    const row = registeredPlateListSchema.parse(added.json()).find((p) => p.numberPlate === plate);
    if (!row) throw new Error('the plate is not in the list');
    return row;
  };
  const prove = (id: number, body: Record<string, unknown>, as = token) =>
    accounts.call('proveMyPlate', { token: as, params: { id: String(id) }, body });
  const trips = async () => {
    const response = await accounts.call('authenticatedDetailedJourneys', { token });
    expect(response.statusCode, response.body).toBe(200);
    return authenticatedJourneysResponseSchema.parse(response.json());
  };
  return { accounts, customer, token, add, prove, trips };
}

describe('a registered plate without a proof', () => {
  it('lists no trips and switches no alert on, until a receipt of the vehicle is typed', async () => {
    const tenant = await createRoadTenant(db());
    const plate = freshPlate('PV');
    await ingest(app(), tenant, tripPassages(plate, new Date(Date.now() - 3 * 3_600_000)));
    const { receiptNumber } = await paidReceipt(db(), tenant.id, { plate });
    const { add, prove, trips, accounts, token } = await customerOf(tenant);
    const row = await add(plate);
    expect(row.proven).toBe(false);
    expect(await trips()).toEqual([]);
    expectError(
      await accounts.call('authenticatedDetailedJourneys', {
        token,
        query: { plate, country: 'FR' },
      }),
      404,
      'vehicle_not_found',
    );
    expectError(
      await accounts.call('updateMyPlate', {
        token,
        params: { id: String(row.id) },
        body: { emailNotifications: true },
      }),
      403,
      'vehicle_proof_required',
    );

    // Case, spaces and dashes as a driver copies them from the e-mail do not matter.
    const typed = ` ${receiptNumber.toLowerCase().replaceAll('-', ' ')} `;
    const proved = await prove(row.id, { receiptNumber: typed });
    expect(proved.statusCode, proved.body).toBe(200);
    expect(registeredPlateListSchema.parse(proved.json())[0]?.proven).toBe(true);
    const [set] = await trips();
    expect(set?.plate).toBe(plate);
    expect(set?.journeys).toHaveLength(1);
  });

  it('is proved by itself when the customer paid for the vehicle from the account or to its address', async () => {
    const tenant = await createRoadTenant(db());
    const { add, customer } = await customerOf(tenant);
    const byAddress = freshPlate('PA');
    const byAccount = freshPlate('PU');
    const byOther = freshPlate('PO');
    await paidReceipt(
      db(),
      tenant.id,
      { plate: byAddress },
      { email: customer.email.toUpperCase() },
    );
    await paidReceipt(db(), tenant.id, { plate: byAccount }, { userId: customer.id });
    await paidReceipt(db(), tenant.id, { plate: byOther }, { email: 'someone.else@example.org' });
    expect((await add(byAddress)).proven).toBe(true);
    expect((await add(byAccount)).proven).toBe(true);
    expect((await add(byOther)).proven).toBe(false);
  });

  it('refuses another vehicle\u2019s receipt, a receipt over a year old, and finds nothing for an account that never paid', async () => {
    const tenant = await createRoadTenant(db());
    const { add, prove } = await customerOf(tenant);
    const plate = freshPlate('PR');
    const other = await paidReceipt(db(), tenant.id, { plate: freshPlate('PX') });
    const old = await paidReceipt(
      db(),
      tenant.id,
      { plate },
      { settledAt: new Date(now.getTime() - 366 * day) },
    );
    const row = await add(plate);
    expectError(await prove(row.id, {}), 403, 'vehicle_proof_required');
    expectError(
      await prove(row.id, { receiptNumber: other.receiptNumber }),
      400,
      'vehicle_proof_invalid',
    );
    expectError(
      await prove(row.id, { receiptNumber: old.receiptNumber }),
      400,
      'vehicle_proof_invalid',
    );
    expectError(await prove(row.id, { receiptNumber: '---' }), 400, 'vehicle_proof_invalid');
    expectError(await prove(row.id, { receiptNumber: 'x'.repeat(41) }), 400, 'invalid_request');
    expectError(await prove(row.id, { receiptNumber: 'A\u0000B' }), 400, 'invalid_request');
    // Another customer's plate id tells nothing.
    const stranger = await customerOf(tenant);
    expectError(await stranger.prove(row.id, {}), 404, 'vehicle_not_found');
  });
});

describe('the tries of a receipt number', () => {
  it('counts five a day per account, before checking, whatever arrives at once', async () => {
    const tenant = await createRoadTenant(db());
    const { add, prove, accounts, customer } = await customerOf(tenant);
    const plate = freshPlate('PT');
    const right = await paidReceipt(db(), tenant.id, { plate });
    const row = await add(plate);
    const wrong = await paidReceipt(db(), tenant.id, { plate: freshPlate('PW') });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => prove(row.id, { receiptNumber: wrong.receiptNumber })),
    );
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
    // The right number too is refused for the rest of the day: nothing is checked past the tries.
    expectError(
      await prove(row.id, { receiptNumber: right.receiptNumber }),
      429,
      'too_many_requests',
    );
    now = new Date(now.getTime() + day);
    const signedIn = await accounts.signIn(customer.email, customer.password);
    const { accessToken } = signedIn.json() as { accessToken: string };
    const next = await prove(row.id, { receiptNumber: right.receiptNumber }, accessToken);
    expect(next.statusCode, next.body).toBe(200);
  });

  it('counts twenty a day per plate across accounts, so a vehicle cannot be guessed by many', async () => {
    const tenant = await createRoadTenant(db());
    const plate = freshPlate('PP');
    const wrong = await paidReceipt(db(), tenant.id, { plate: freshPlate('PQ') });
    for (let n = 0; n < 4; n += 1) {
      const { add, prove } = await customerOf(tenant);
      const row = await add(plate);
      for (let t = 0; t < 5; t += 1) {
        expectError(
          await prove(row.id, { receiptNumber: wrong.receiptNumber }),
          400,
          'vehicle_proof_invalid',
        );
      }
    }
    const last = await customerOf(tenant);
    const row = await last.add(plate);
    expectError(
      await last.prove(row.id, { receiptNumber: wrong.receiptNumber }),
      429,
      'too_many_requests',
    );
    // The automatic proof counts no try: a customer who paid is never locked out.
    expect((await last.prove(row.id, {})).statusCode).toBe(403);
  });

  it('counts thirty a day per client IP, across accounts and plates', async () => {
    const tenant = await createRoadTenant(db());
    const wrong = await paidReceipt(db(), tenant.id, { plate: freshPlate('PI') });
    for (let n = 0; n < 6; n += 1) {
      const { add, prove } = await customerOf(tenant);
      const row = await add(freshPlate('PJ'));
      for (let t = 0; t < 5; t += 1) {
        expectError(
          await prove(row.id, { receiptNumber: wrong.receiptNumber }),
          400,
          'vehicle_proof_invalid',
        );
      }
    }
    const { add, prove } = await customerOf(tenant);
    const plate = freshPlate('PK');
    const right = await paidReceipt(db(), tenant.id, { plate });
    const row = await add(plate);
    expectError(
      await prove(row.id, { receiptNumber: right.receiptNumber }),
      429,
      'too_many_requests',
    );
  });
});

describe('the support desk\u2019s proof (POST /operator/vehicle-proofs)', () => {
  it('proves the plate of the customer whose papers it saw, with the white-label\u2019s key only', async () => {
    const tenant = await createRoadTenant(db());
    const { add, customer, trips } = await customerOf(tenant);
    const plate = freshPlate('PS');
    await ingest(app(), tenant, tripPassages(plate, new Date(Date.now() - 3 * 3_600_000)));
    await add(plate);
    const record = (body: Record<string, unknown>, key: string | null = tenant.key) =>
      app().inject({
        method: 'POST',
        url: buildPath(routes.operatorVehicleProof.path),
        headers: { [whitelabelHostHeader]: tenant.host, ...(key ? { 'x-api-key': key } : {}) },
        payload: body,
      });
    const body = { countryCode: 'FR', numberPlate: plate.toLowerCase(), email: customer.email };
    expectError(await record(body, null), 401, 'api_key_missing');
    expect(await trips()).toEqual([]);
    const recorded = await record({ ...body, email: customer.email.toUpperCase() });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json()).toEqual({ proven: 1 });
    expect((await trips())[0]?.journeys).toHaveLength(1);
    // Nobody of that address registered that plate: nothing to prove.
    expectError(await record({ ...body, email: 'nobody@example.org' }), 404, 'vehicle_not_found');
    expectError(await record({ ...body, numberPlate: '--' }), 400, 'invalid_number_plate');
  });
});
