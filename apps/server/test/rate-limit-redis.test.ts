import { randomInt } from 'node:crypto';
import { buildPath, routes, whitelabelHostHeader } from '@portico/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';

// Issue 15 item 4: with REDIS_URL the instances share the rate limits and the API-key failures
// (here two apps on the machine's Redis at 127.0.0.1:6379); a Redis that does not answer skips
// the limits, never the requests. Each run counts under a client address of its own: Redis keeps counts between runs.

const redisUrl = 'redis://127.0.0.1:6379/0';
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  const base = testConfig();
  const shared = {
    rateLimit: { max: 4, windowMs: 60_000, redisUrl },
    apiKeyFailures: { max: 3, windowMs: 60_000 },
    lookup: { ...base.lookup, rateLimitMax: 2 },
  };
  for (let index = 0; index < 2; index += 1) apps.push(await startApp(shared));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

const call = (app: FastifyInstance, remoteAddress: string, url = '/services/v1/whitelabels') =>
  app.inject({ method: 'GET', url, remoteAddress });

describe('rate limits shared through Redis', () => {
  it('count one API limit for two instances: the fifth call is refused on either', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const client = clientAddress();
    const statuses = [];
    for (const app of [first, second, first, second, first, second]) {
      statuses.push((await call(app, client)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another client is counted apart.
    expect((await call(second, clientAddress())).statusCode).toBe(200);
  });

  it('count a named limit (captcha challenges, 2) for both, apart from the API limit (4)', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const client = clientAddress();
    const challenge = '/services/v1/captcha/challenge';
    const statuses = [];
    for (const app of [first, second, first]) {
      statuses.push((await call(app, client, challenge)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Three API calls so far for this client: the API limit still lets a fourth through.
    expect((await call(second, client)).statusCode).toBe(200);
  });
});

describe('API-key failures shared through Redis', () => {
  it('block a client on both instances once its failures on either reach the limit', async () => {
    // Each test app may have a database of its own: a road tenant on each.
    const instances = [];
    for (const app of apps)
      instances.push({ app, tenant: await createRoadTenant(app.database.db) });
    const [first, second] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const client = clientAddress();
    const post = ({ app, tenant }: typeof first, key = tenant.key) =>
      app.inject({
        method: 'POST',
        url: buildPath(routes.ingestPassages.path),
        remoteAddress: client,
        headers: { [whitelabelHostHeader]: tenant.host, 'x-api-key': key },
        payload: { passages: [] },
      });
    // apiKeyFailures.max is 3: two failures on the first instance, the third on the second.
    const statuses = [
      (await post(first, 'guess-1')).statusCode,
      (await post(first, 'guess-2')).statusCode,
      (await post(second, 'guess-3')).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401]);
    // Blocked on both, even with a right key (a 200 would tell a guesser he found one).
    const blocked = await post(first);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(second)).statusCode).toBe(429);
    // Another client is not affected.
    expect(
      (
        await second.app.inject({
          method: 'POST',
          url: buildPath(routes.ingestPassages.path),
          remoteAddress: clientAddress(),
          headers: { [whitelabelHostHeader]: second.tenant.host, 'x-api-key': second.tenant.key },
          payload: { passages: [] },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('a Redis that does not answer', () => {
  it('serves the requests without a limit rather than failing them', async () => {
    const app = await startApp({
      rateLimit: { max: 1, windowMs: 60_000, redisUrl: 'redis://127.0.0.1:1/0' },
    });
    try {
      const client = clientAddress();
      const statuses = [];
      for (let index = 0; index < 3; index += 1)
        statuses.push((await call(app, client)).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      await app.close();
    }
  });
});
