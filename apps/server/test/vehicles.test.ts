import {
  type RegisteredPlate,
  registeredPlateListSchema,
  plateOwnersResponseSchema,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  companies,
  refreshTokens,
  userPlates,
  users,
  vehicleRegistry,
  whitelabels,
} from '../src/db/schema/index.ts';
import { demoCustomer } from '../src/db/seed/seed-customer.ts';
import { createAccessTokens } from '../src/modules/accounts/tokens.ts';
import { accountClient } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { createTenant, uniqueSuffix } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';
import { paidReceipt } from './helpers/vehicle-proofs.ts';

/**
 * Issue 12 item 3: a customer's vehicles (GET, POST /users/me/plates, PATCH and DELETE
 * /users/me/plates/{id}, GET /users/me/vehicles) and the public owner lookup. Each test has its
 * own tenant and plates; the app's clock is the test's.
 */
const config = accountsTestConfig();
let now = new Date();
const app = useApp(config, { clock: () => now });
const day = 24 * 60 * 60_000;

beforeEach(() => {
  now = new Date();
});

async function client() {
  const tenant = await createTenant(app().database.db);
  return { tenant, ...accountClient(app, config, tenant.host, () => now) };
}

/** A plate no other test uses, as a customer would type it (lower case, a dash). */
function typedPlate(prefix = 'AB'): string {
  const suffix = uniqueSuffix().slice(0, 8);
  return `${prefix.toLowerCase()}-${suffix}`;
}
const normalised = (typed: string) => typed.replace('-', '').toUpperCase();

function plates(response: { statusCode: number; body: string; json(): unknown }) {
  return registeredPlateListSchema.parse(response.json());
}

describe('POST /users/me/plates', () => {
  it('adds a normalised plate, answers the list with the registry\u2019s vehicle type', async () => {
    const { customer, call } = await client();
    const { tokens } = await customer();
    const typed = typedPlate();
    await app()
      .database.db.insert(vehicleRegistry)
      .values({
        countryCode: 'IT',
        plate: normalised(typed),
        model: 'Panda',
        energy: 'ES',
        vehicleType: 'VP',
      });
    const response = await call('addMyPlate', {
      token: tokens.accessToken,
      body: { countryCode: 'IT', numberPlate: typed },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(plates(response)).toEqual([
      {
        id: expect.any(Number) as number,
        numberPlate: normalised(typed),
        countryCode: 'IT',
        vehicleType: 'VP',
        validityStartDate: null,
        validityEndDate: null,
        emailNotifications: false,
        // Issue 24 item 6: nothing proves the vehicle the customer's yet.
        proven: false,
        alertHandoverAt: null,
      },
    ]);
  });

  it('keeps a rental period, and answers the full list', async () => {
    const { customer, call } = await client();
    const { tokens } = await customer();
    const token = tokens.accessToken;
    const first = typedPlate();
    await call('addMyPlate', { token, body: { countryCode: 'FR', numberPlate: first } });
    const start = new Date(now.getTime() + day);
    const end = new Date(now.getTime() + 8 * day);
    const response = await call('addMyPlate', {
      token,
      body: {
        countryCode: 'DE',
        numberPlate: typedPlate(),
        validityStartDate: start.toISOString(),
        validityEndDate: end.toISOString().replace('Z', '+00:00'),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const list = plates(response);
    expect(list.map((p) => p.numberPlate)[0]).toBe(normalised(first));
    expect(list[1]).toMatchObject({
      countryCode: 'DE',
      vehicleType: null,
      validityStartDate: start.toISOString(),
      validityEndDate: end.toISOString(),
    });
  });

  it('refuses the same plate twice for one customer (any spelling), not for another', async () => {
    const { customer, call } = await client();
    const one = await customer();
    const two = await customer();
    const typed = typedPlate();
    const body = { countryCode: 'FR', numberPlate: typed };
    const again = { countryCode: 'FR', numberPlate: ` ${normalised(typed).toLowerCase()} ` };
    expect((await call('addMyPlate', { token: one.tokens.accessToken, body })).statusCode).toBe(
      201,
    );
    expectError(
      await call('addMyPlate', { token: one.tokens.accessToken, body: again }),
      409,
      'number_plate_already_associated_to_this_user',
    );
    // The same number in another country is another plate.
    const italian = { countryCode: 'IT', numberPlate: typed };
    expect(
      (await call('addMyPlate', { token: one.tokens.accessToken, body: italian })).statusCode,
    ).toBe(201);
    expect((await call('addMyPlate', { token: two.tokens.accessToken, body })).statusCode).toBe(
      201,
    );
  });

  const inAWeek = () => new Date(now.getTime() + 7 * day).toISOString();
  const tomorrow = () => new Date(now.getTime() + day).toISOString();
  it.each([
    ['a plate of one character', () => ({ numberPlate: 'A' }), 'invalid_number_plate'],
    ['a plate of 13 characters', () => ({ numberPlate: 'AB1234567890C' }), 'invalid_number_plate'],
    ['a plate with punctuation', () => ({ numberPlate: 'AB.123' }), 'invalid_number_plate'],
    ['an empty plate', () => ({ numberPlate: '' }), 'invalid_request'],
    ['a 65-character plate', () => ({ numberPlate: 'A'.repeat(65) }), 'invalid_request'],
    ['a country off the plate list', () => ({ countryCode: 'US' }), 'invalid_request'],
    ['a lower-case country', () => ({ countryCode: 'fr' }), 'invalid_request'],
    ['only a start date', () => ({ validityStartDate: tomorrow() }), 'invalid_date_range'],
    ['only an end date', () => ({ validityEndDate: inAWeek() }), 'invalid_date_range'],
    [
      'the end before the start',
      () => ({ validityStartDate: inAWeek(), validityEndDate: tomorrow() }),
      'invalid_date_range',
    ],
    [
      'an end three years ahead',
      () => ({
        validityStartDate: tomorrow(),
        validityEndDate: new Date(now.getTime() + 3 * 366 * day).toISOString(),
      }),
      'invalid_date_range',
    ],
    [
      'a date without an offset',
      () => ({ validityStartDate: '2026-01-01T10:00:00', validityEndDate: inAWeek() }),
      'invalid_request',
    ],
    [
      'a date in the year 9999',
      () => ({ validityStartDate: tomorrow(), validityEndDate: '9999-01-01T00:00:00Z' }),
      'invalid_request',
    ],
    ['an unknown field', () => ({ owner: 'me' }), null],
  ] as const)('refuses %s', async (_name, overrides, code) => {
    const { customer, call } = await client();
    const { tokens } = await customer();
    const body = { countryCode: 'FR', numberPlate: typedPlate(), ...overrides() };
    const response = await call('addMyPlate', { token: tokens.accessToken, body });
    if (code === null) {
      // Extra fields are dropped, never stored.
      expect(response.statusCode, response.body).toBe(201);
      return;
    }
    expectError(response, 400, code);
    expect(plates(await call('myPlates', { token: tokens.accessToken }))).toEqual([]);
  });
});

describe('GET /users/me/plates and /users/me/vehicles', () => {
  it('lists the plates in the order added, the vehicles by plate ascending', async () => {
    const { customer, call } = await client();
    const { tokens } = await customer();
    const token = tokens.accessToken;
    const typed = [typedPlate('ZZ'), typedPlate('AA'), typedPlate('MM')];
    for (const numberPlate of typed) {
      const response = await call('addMyPlate', {
        token,
        body: { countryCode: 'FR', numberPlate },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const added = plates(await call('myPlates', { token })).map((p) => p.numberPlate);
    expect(added).toEqual(typed.map(normalised));
    const vehicles = plates(await call('myVehicles', { token })).map((p) => p.numberPlate);
    expect(vehicles).toEqual([typed[1], typed[2], typed[0]].map((p) => normalised(p ?? '')));
  });

  it('answers an empty list to a customer without vehicles', async () => {
    const { customer, call } = await client();
    const { tokens } = await customer();
    expect(plates(await call('myVehicles', { token: tokens.accessToken }))).toEqual([]);
  });
});

describe('PATCH and DELETE /users/me/plates/{id}', () => {
  async function withPlate() {
    const c = await client();
    const signedIn = await c.customer();
    const token = signedIn.tokens.accessToken;
    const response = await c.call('addMyPlate', {
      token,
      body: { countryCode: 'FR', numberPlate: typedPlate() },
    });
    const [plate] = plates(response);
    if (!plate) throw new Error('no plate added');
    return { ...c, signedIn, token, plate };
  }

  it('turns the e-mail notifications on and off, answering the list', async () => {
    const { tenant, call, token, plate } = await withPlate();
    const params = { id: String(plate.id) };
    // Issue 24 item 6: not before the customer proved the vehicle theirs.
    expectError(
      await call('updateMyPlate', { token, params, body: { emailNotifications: true } }),
      403,
      'vehicle_proof_required',
    );
    const { receiptNumber } = await paidReceipt(app().database.db, tenant.id, {
      plate: plate.numberPlate,
    });
    const proved = await call('proveMyPlate', { token, params, body: { receiptNumber } });
    expect(proved.statusCode, proved.body).toBe(200);
    const proven = { ...plate, proven: true };
    expect(plates(proved)).toEqual([proven]);
    const on = await call('updateMyPlate', { token, params, body: { emailNotifications: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(plates(on)).toEqual([{ ...proven, emailNotifications: true }]);
    const off = await call('updateMyPlate', { token, params, body: { emailNotifications: false } });
    expect(plates(off)).toEqual([proven]);
  });

  it('removes a plate and answers what is left', async () => {
    const { call, token, plate } = await withPlate();
    const other = plates(
      await call('addMyPlate', { token, body: { countryCode: 'IT', numberPlate: typedPlate() } }),
    )[1] as RegisteredPlate;
    const response = await call('deleteMyPlate', { token, params: { id: String(plate.id) } });
    expect(response.statusCode, response.body).toBe(200);
    expect(plates(response)).toEqual([other]);
    expectError(
      await call('deleteMyPlate', { token, params: { id: String(plate.id) } }),
      404,
      'vehicle_not_found',
    );
  });

  it.each([
    ['0', 400],
    ['-1', 400],
    ['1.5', 400],
    ['1e3', 400],
    ['0x10', 400],
    ['2147483648', 400],
    ['99999999999', 400],
    ['abc', 400],
    ['2147483647', 404],
  ] as const)('answers id %s with %i', async (id, status) => {
    const { call, token } = await withPlate();
    const patch = await call('updateMyPlate', {
      token,
      params: { id },
      body: { emailNotifications: true },
    });
    const remove = await call('deleteMyPlate', { token, params: { id } });
    expectError(patch, status, status === 400 ? 'invalid_request' : 'vehicle_not_found');
    expectError(remove, status, status === 400 ? 'invalid_request' : 'vehicle_not_found');
  });

  it.each([
    ['no body', undefined],
    ['a string for the toggle', { emailNotifications: 'true' }],
    ['no toggle', {}],
  ])('refuses a PATCH with %s', async (_name, body) => {
    const { call, token, plate } = await withPlate();
    const response = await call('updateMyPlate', {
      token,
      params: { id: String(plate.id) },
      ...(body !== undefined ? { body } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('goes with the account: deleting the customer deletes the plates', async () => {
    const { call, token, plate, signedIn } = await withPlate();
    expect((await call('deleteMe', { token })).statusCode).toBe(204);
    const rows = await app()
      .database.db.select()
      .from(userPlates)
      .where(eq(userPlates.userId, signedIn.id));
    expect(rows).toEqual([]);
    expect(plate.id).toBeGreaterThan(0);
  });
});

describe('a customer only ever sees and changes their own plates', () => {
  it('answers 404 on every route to another customer\u2019s plate id, and changes nothing', async () => {
    const { customer, call } = await client();
    const victim = await customer();
    const attacker = await customer();
    const added = await call('addMyPlate', {
      token: victim.tokens.accessToken,
      body: { countryCode: 'FR', numberPlate: typedPlate() },
    });
    const [plate] = plates(added);
    if (!plate) throw new Error('no plate added');
    const token = attacker.tokens.accessToken;
    const params = { id: String(plate.id) };
    expectError(
      await call('updateMyPlate', { token, params, body: { emailNotifications: true } }),
      404,
      'vehicle_not_found',
    );
    expectError(await call('deleteMyPlate', { token, params }), 404, 'vehicle_not_found');
    expect(plates(await call('myPlates', { token }))).toEqual([]);
    expect(plates(await call('myVehicles', { token }))).toEqual([]);
    // The victim's plate is as it was.
    expect(plates(await call('myPlates', { token: victim.tokens.accessToken }))).toEqual([plate]);
  });

  it('answers 404 to a plate id of another white-label\u2019s customer', async () => {
    const first = await client();
    const second = await client();
    const owner = await first.customer();
    const [plate] = plates(
      await first.call('addMyPlate', {
        token: owner.tokens.accessToken,
        body: { countryCode: 'FR', numberPlate: typedPlate() },
      }),
    );
    const stranger = await second.customer();
    const params = { id: String(plate?.id) };
    const token = stranger.tokens.accessToken;
    expectError(await second.call('deleteMyPlate', { token, params }), 404, 'vehicle_not_found');
    expectError(
      await second.call('updateMyPlate', { token, params, body: { emailNotifications: true } }),
      404,
      'vehicle_not_found',
    );
  });

  it('answers 401 without a token and 403 to a renter\u2019s token, on every route', async () => {
    const { customer, call, tenant } = await client();
    const { id, tokens } = await customer();
    const [plate] = plates(
      await call('addMyPlate', {
        token: tokens.accessToken,
        body: { countryCode: 'FR', numberPlate: typedPlate() },
      }),
    );
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
        tenant: tenant.code,
        accountType: 'renter',
        sessionId: session?.familyId ?? '',
      },
      now,
    );
    const params = { id: String(plate?.id) };
    const requests = [
      ['myPlates', {}],
      ['myVehicles', {}],
      ['addMyPlate', { body: { countryCode: 'FR', numberPlate: typedPlate() } }],
      ['updateMyPlate', { params, body: { emailNotifications: true } }],
      ['deleteMyPlate', { params }],
    ] as const;
    for (const [name, options] of requests) {
      expectError(await call(name, options), 401, 'unauthorized');
      expectError(await call(name, { ...options, token: 'not-a-token' }), 401, 'unauthorized');
      expectError(await call(name, { ...options, token: renterToken }), 403, 'forbidden');
    }
    expect(plates(await call('myPlates', { token: tokens.accessToken }))).toHaveLength(1);
  });
});

describe('GET /public/users/plates/owners', () => {
  it('answers the masked addresses of the activated customers who registered the plate', async () => {
    const { customer, register, call, tenant } = await client();
    const typed = typedPlate();
    const jean = await customer({ email: `jean.${uniqueSuffix()}@gmail.fr` });
    const anna = await customer({ email: `anna.${uniqueSuffix()}@example.it` });
    for (const who of [jean, anna]) {
      await call('addMyPlate', {
        token: who.tokens.accessToken,
        body: { countryCode: 'FR', numberPlate: typed },
      });
    }
    // An account that was never activated does not count, nor does a renter.
    const pending = await register();
    const renter = await customer({ email: `rent.${uniqueSuffix()}@rent.example` });
    await call('addMyPlate', {
      token: renter.tokens.accessToken,
      body: { countryCode: 'FR', numberPlate: typed },
    });
    // A renter belongs to a company (users_renter_company_check).
    const [company] = await app()
      .database.db.insert(companies)
      .values({ whitelabelId: tenant.id, code: `R-${renter.id}`, name: 'Rent' })
      .returning();
    await app()
      .database.db.update(users)
      .set({ accountType: 'renter', companyId: company?.id ?? null })
      .where(eq(users.id, renter.id));
    await app()
      .database.db.insert(userPlates)
      .values({
        userId: pending.id,
        whitelabelId: tenant.id,
        countryCode: 'FR',
        plate: normalised(typed),
      });
    const response = await call('plateOwners', {
      query: { numberPlate: normalised(typed).toLowerCase(), countryCode: 'FR' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(plateOwnersResponseSchema.parse(response.json())).toEqual([
      'j***@g***.fr',
      'a***@e***.it',
    ]);
    expect(response.body).not.toContain(jean.email);
  });

  it('answers nobody for another country, another white-label or an unknown plate', async () => {
    const first = await client();
    const second = await client();
    const typed = typedPlate();
    const owner = await first.customer();
    await first.call('addMyPlate', {
      token: owner.tokens.accessToken,
      body: { countryCode: 'FR', numberPlate: typed },
    });
    const ask = (c: typeof first, countryCode: string, numberPlate: string) =>
      c.call('plateOwners', { query: { numberPlate, countryCode } });
    expect((await ask(first, 'FR', typed)).json()).toHaveLength(1);
    expect((await ask(first, 'IT', typed)).json()).toEqual([]);
    expect((await ask(second, 'FR', typed)).json()).toEqual([]);
    expect((await ask(first, 'FR', typedPlate())).json()).toEqual([]);
  });

  it('tells at most three owners', async () => {
    const { customer, call } = await client();
    const typed = typedPlate();
    for (const letter of ['a', 'b', 'c', 'd']) {
      const who = await customer({ email: `${letter}.${uniqueSuffix()}@${letter}mail.fr` });
      await call('addMyPlate', {
        token: who.tokens.accessToken,
        body: { countryCode: 'FR', numberPlate: typed },
      });
    }
    const response = await call('plateOwners', {
      query: { numberPlate: typed, countryCode: 'FR' },
    });
    expect(response.json()).toEqual(['a***@a***.fr', 'b***@b***.fr', 'c***@c***.fr']);
  });

  it.each([
    ['no plate', { countryCode: 'FR' }, 'invalid_request'],
    ['no country', { numberPlate: 'AB123CD' }, 'invalid_request'],
    ['a country off the list', { numberPlate: 'AB123CD', countryCode: 'XX' }, 'invalid_request'],
    ['a 65-character plate', { numberPlate: 'A'.repeat(65), countryCode: 'FR' }, 'invalid_request'],
    [
      'a plate that cannot be one',
      { numberPlate: 'A!', countryCode: 'FR' },
      'invalid_number_plate',
    ],
  ])('refuses %s', async (_name, query, code) => {
    const { call } = await client();
    expectError(await call('plateOwners', { query }), 400, code);
  });
});

describe('the demo customer', () => {
  it('has a car, a truck and a rented Italian car, listed by plate', async () => {
    const [demo] = await app()
      .database.db.select({ hosts: whitelabels.hosts })
      .from(whitelabels)
      .where(eq(whitelabels.code, config.defaultWhitelabel));
    const { signIn, call } = accountClient(app, config, demo?.hosts[0] ?? '', () => now);
    const signedIn = await signIn(demoCustomer.email, demoCustomer.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = (signedIn.json() as { accessToken: string }).accessToken;
    const list = plates(await call('myVehicles', { token }));
    expect(list.map((p) => [p.numberPlate, p.countryCode, p.vehicleType])).toEqual([
      ['FG512KL', 'IT', 'VP'],
      ['GD301AA', 'FR', 'VP'],
      ['GH501CC', 'FR', 'CAM'],
    ]);
    const rented = list[0];
    expect(rented?.validityStartDate).not.toBeNull();
    expect(Date.parse(rented?.validityEndDate ?? '')).toBeGreaterThan(
      Date.parse(rented?.validityStartDate ?? ''),
    );
  });
});
