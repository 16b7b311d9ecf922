import { registeredPlateListSchema, whitelabelHostHeader } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userPlates } from '../src/db/schema/index.ts';
import { platesPerCustomerMax } from '../src/modules/vehicles/domain.ts';
import { accountClient } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { accountsTestConfig, testConfig } from './helpers/config.ts';
import { createTenant, uniqueSuffix } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';

/**
 * Issue 12 item 3, the bounds: at most platesPerCustomerMax plates per customer, also when the
 * additions arrive together; one plate once per customer under concurrency; the public owner
 * lookup limited per client IP (LOOKUP_RATE_LIMIT_MAX), so it cannot be walked through.
 */
const base = testConfig();
const config = accountsTestConfig();
const app = useApp(config);

const limitedConfig = testConfig({
  rateLimit: { max: 100, windowMs: 60_000 },
  lookup: { ...base.lookup, rateLimitMax: 3 },
});
const limitedApp = useApp(limitedConfig);

const freshPlate = () => `LM${uniqueSuffix().slice(0, 8).toUpperCase()}`;

async function signedInCustomer() {
  const tenant = await createTenant(app().database.db);
  const client = accountClient(app, config, tenant.host, () => new Date());
  const customer = await client.customer();
  const add = (numberPlate: string) =>
    client.call('addMyPlate', {
      token: customer.tokens.accessToken,
      body: { countryCode: 'FR', numberPlate },
    });
  return { tenant, customer, add };
}

describe('plates per customer', () => {
  it(`refuses the plate after ${platesPerCustomerMax}, also two sent together`, async () => {
    const { tenant, customer, add } = await signedInCustomer();
    await app()
      .database.db.insert(userPlates)
      .values(
        Array.from({ length: platesPerCustomerMax - 1 }, () => ({
          userId: customer.id,
          whitelabelId: tenant.id,
          countryCode: 'FR' as const,
          plate: freshPlate(),
        })),
      );
    const answers = await Promise.all([add(freshPlate()), add(freshPlate())]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((a) => a.statusCode === 400);
    if (refused) expectError(refused, 400, 'invalid_request');
    const rows = await app()
      .database.db.select({ id: userPlates.id })
      .from(userPlates)
      .where(eq(userPlates.userId, customer.id));
    expect(rows).toHaveLength(platesPerCustomerMax);
  });

  it('adds one plate once when it is sent twice at once', async () => {
    const { add } = await signedInCustomer();
    const plate = freshPlate();
    const answers = await Promise.all([add(plate), add(plate.toLowerCase())]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const added = answers.find((a) => a.statusCode === 201);
    expect(registeredPlateListSchema.parse(added?.json())).toHaveLength(1);
  });
});

describe('GET /public/users/plates/owners per client IP', () => {
  it('answers 429 with Retry-After past LOOKUP_RATE_LIMIT_MAX calls', async () => {
    const tenant = await createTenant(limitedApp().database.db);
    const ask = () =>
      limitedApp().inject({
        method: 'GET',
        url: '/services/v1/public/users/plates/owners',
        query: { numberPlate: freshPlate(), countryCode: 'FR' },
        headers: { [whitelabelHostHeader]: tenant.host },
        remoteAddress: '203.0.113.71',
      });
    for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expectError(limited, 429, 'too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
