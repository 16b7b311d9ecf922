import { errorEnvelopeSchema, whitelabelHostHeader } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { createApiKeysService } from '../src/modules/api-keys/service.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';

const app = useApp({ rateLimit: { max: 3, windowMs: 60_000 } });

describe('rate limit', () => {
  it('answers 429 too_many_requests past the limit per client IP, on any /services path', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await app().inject({
        method: 'GET',
        url: '/services/v1/whitelabels',
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    const limited = await app().inject({
      method: 'GET',
      url: '/services/v1/nope',
      remoteAddress: ip,
    });
    expect(statuses).toEqual([200, 200, 200]);
    expect(limited.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(limited.json())).toEqual({ message: 'too_many_requests' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const otherClient = await app().inject({
      method: 'GET',
      url: '/services/v1/whitelabels',
      remoteAddress: '203.0.113.8',
    });
    expect(otherClient.statusCode).toBe(200);
  });

  it('never limits the health checks', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 6; i += 1) {
      const health = await app().inject({ method: 'GET', url: '/healthz', remoteAddress: ip });
      const ready = await app().inject({ method: 'GET', url: '/readyz', remoteAddress: ip });
      expect([health.statusCode, ready.statusCode]).toEqual([200, 200]);
    }
  });

  it('never limits the roadside passage batches, which carry an API key', async () => {
    const { db } = app().database;
    const tenant = await createTenant(db);
    const { key } = await createApiKeysService(db).issue(tenant.id, 'roadside');
    const ip = '203.0.113.10';
    for (let i = 0; i < 6; i += 1) {
      const response = await app().inject({
        method: 'POST',
        url: '/services/v1/passages',
        remoteAddress: ip,
        headers: { [whitelabelHostHeader]: tenant.host, 'x-api-key': key },
        payload: { passages: [] },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const other = await app().inject({
      method: 'GET',
      url: '/services/v1/whitelabels',
      remoteAddress: ip,
    });
    expect(other.statusCode).toBe(200);
  });
});
