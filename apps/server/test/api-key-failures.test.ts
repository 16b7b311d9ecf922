import { errorEnvelopeSchema, routes, whitelabelHostHeader } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 9 item 13: the exemption of the machine routes from the per-IP limit applied before the
 * key was checked, so unauthenticated attempts were never limited. Now only a valid key is exempt;
 * key failures count per IP, toward the API limit and toward a failure limit of their own.
 */
const app = useApp({
  rateLimit: { max: 5, windowMs: 60_000 },
  apiKeyFailures: { max: 3, windowMs: 60_000 },
});

let lastIp = 0;
const freshIp = () => `198.51.100.${(lastIp += 1)}`;

let tenant: RoadTenant | undefined;
async function roadTenant(): Promise<RoadTenant> {
  tenant ??= await createRoadTenant(app().database.db);
  return tenant;
}

async function post(path: string, ip: string, headers: Record<string, string>, payload: object) {
  const { host } = await roadTenant();
  return app().inject({
    method: 'POST',
    url: `/services/v1${path}`,
    remoteAddress: ip,
    headers: { [whitelabelHostHeader]: host, ...headers },
    payload,
  });
}

const passages = (ip: string, headers: Record<string, string>) =>
  post(routes.ingestPassages.path, ip, headers, { passages: [] });
const cases = (ip: string, headers: Record<string, string>) =>
  post(routes.importCases.path, ip, headers, { cases: [] });

describe('API key failures', () => {
  it('refuses an IP past its key failures with 429, even with a valid key, and no other IP', async () => {
    const { key } = await roadTenant();
    const ip = freshIp();
    const failures = [
      (await passages(ip, { 'x-api-key': 'guess-0001' })).statusCode,
      (await passages(ip, {})).statusCode,
      (await cases(ip, { authorization: 'Bearer guess-0002' })).statusCode,
    ];
    expect(failures).toEqual([401, 401, 401]);

    const blocked = await passages(ip, { 'x-api-key': 'guess-0003' });
    expect(blocked.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(blocked.json())).toEqual({ message: 'too_many_requests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // A right guess would answer 200 otherwise: the blocked IP learns nothing.
    expect((await passages(ip, { 'x-api-key': key })).statusCode).toBe(429);
    expect((await cases(ip, { 'x-api-key': key })).statusCode).toBe(429);

    // The roadside system, on its own IP, goes on.
    const roadside = freshIp();
    expect((await passages(roadside, { 'x-api-key': key })).statusCode).toBe(200);
  });

  it('never counts a valid key: the roadside system sends as much as it needs', async () => {
    const { key } = await roadTenant();
    const ip = freshIp();
    // More than both the API limit (5) and the failures allowed (3).
    for (let i = 0; i < 8; i += 1) {
      const response = await passages(ip, { 'x-api-key': key });
      expect(response.statusCode, response.body).toBe(200);
    }
    // One typo later it is still only one failure.
    expect((await passages(ip, { 'x-api-key': `${key}x` })).statusCode).toBe(401);
    expect((await cases(ip, { 'x-api-key': key })).statusCode).toBe(200);
  });

  it('counts requests without a valid key toward the API limit of their IP', async () => {
    const ip = freshIp();
    // Two API calls, then three key failures: the fifth request of the window.
    for (let i = 0; i < 2; i += 1) {
      const page = await app().inject({
        method: 'GET',
        url: '/services/v1/whitelabels',
        remoteAddress: ip,
      });
      expect(page.statusCode).toBe(200);
    }
    expect((await passages(ip, {})).statusCode).toBe(401);
    expect((await passages(ip, { 'x-api-key': 'guess-0004' })).statusCode).toBe(401);
    const fifth = await passages(ip, { 'x-api-key': 'guess-0005' });
    expect(fifth.statusCode).toBe(401);
    const sixth = await app().inject({
      method: 'GET',
      url: '/services/v1/whitelabels',
      remoteAddress: ip,
    });
    expect(sixth.statusCode).toBe(429);
  });
});
