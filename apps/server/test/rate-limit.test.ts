import { request as httpRequest } from 'node:http';
import { errorEnvelopeSchema, whitelabelHostHeader } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { createApiKeysService } from '../src/modules/api-keys/service.ts';
import { startApp, useApp } from './helpers/build-app.ts';
import { createTenant } from './helpers/factories.ts';

const app = useApp({ rateLimit: { max: 3, windowMs: 60_000 } });

let lastIp = 0;
/** A client IP no other test of this file uses, so each starts with a full allowance. */
const freshIp = () => `203.0.113.${100 + (lastIp += 1)}`;

/** Sends a raw request line over HTTP (no client normalises the path on the way). */
function rawGet(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

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

  // Issue 9 item 12: the limit used to read the raw URL, so an encoded path reached the API unlimited.
  it.each([
    '/%73ervices/v1/whitelabels',
    '/%73%65rvices/v1/whitelabels',
    '/services/v1/%77hitelabels',
    '/services%2Fv1/whitelabels',
    '/services%2fv1%2Fwhitelabels',
    '/%2573ervices/v1/whitelabels',
    '//services/v1/whitelabels',
    '/services//v1/whitelabels',
    '/services/./v1/whitelabels',
    '/services/v1/../v1/whitelabels',
    '/web/../services/v1/whitelabels',
    '/%2e%2E/services/v1/whitelabels',
    '/%73ervices/v1/nope?x=1',
  ])('counts %s toward the limit', async (url) => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      const response = await app().inject({ method: 'GET', url, remoteAddress: ip });
      expect(response.statusCode, url).not.toBe(429);
    }
    const limited = await app().inject({ method: 'GET', url, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    const plain = await app().inject({
      method: 'GET',
      url: '/services/v1/whitelabels',
      remoteAddress: ip,
    });
    expect(plain.statusCode).toBe(429);
  });

  it('counts encoded paths sent over HTTP as they are, unnormalised by any client', async () => {
    // A second app on a real socket, since inject normalises some paths (dot segments).
    const served = await startApp({ rateLimit: { max: 3, windowMs: 60_000 } });
    try {
      await served.listen({ host: '127.0.0.1', port: 8320 });
      const statuses = [];
      for (const path of [
        '/%73ervices/v1/whitelabels',
        '/services/v1/../v1/whitelabels',
        '//services/v1/whitelabels',
        '/services%2Fv1/whitelabels',
      ]) {
        statuses.push(await rawGet(8320, path));
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    } finally {
      await served.close();
    }
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
