import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { startApp } from './helpers/build-app.ts';

// Issue 15 item 4: TRUST_PROXY as a hop count or the proxies' addresses. What the app takes as
// the client's address is read from its request log line (remoteAddress is request.ip).

const started: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(started.map((app) => app.close()));
});

/** One app per setting, its log lines captured. */
const apps = new Map<string, Promise<{ app: FastifyInstance; lines: string[] }>>();
function appTrusting(trustProxy: Config['trustProxy']) {
  const key = JSON.stringify(trustProxy);
  let entry = apps.get(key);
  if (!entry) {
    const lines: string[] = [];
    entry = startApp(
      { trustProxy, logLevel: 'info' },
      { logDestination: { write: (line) => lines.push(line) } },
    ).then((app) => {
      started.push(app);
      return { app, lines };
    });
    apps.set(key, entry);
  }
  return entry;
}

async function clientAddressSeen(
  trustProxy: Config['trustProxy'],
  peer: string,
  forwardedFor: string,
): Promise<string> {
  const { app, lines } = await appTrusting(trustProxy);
  lines.length = 0;
  const response = await app.inject({
    method: 'GET',
    url: '/services/v1/whitelabels',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  expect(response.statusCode).toBeLessThan(500);
  const incoming = lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { remoteAddress?: string } })
    .find((line) => line.msg === 'incoming request');
  return incoming?.req?.remoteAddress ?? '';
}

describe('TRUST_PROXY', () => {
  it("takes the client's address from a listed proxy only", async () => {
    const listed = ['10.1.0.0/16'];
    expect(await clientAddressSeen(listed, '10.1.2.3', '203.0.113.7')).toBe('203.0.113.7');
    // A client talking to us directly cannot choose its address.
    expect(await clientAddressSeen(listed, '198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
  });

  it('trusts as many hops as told, not the addresses a client put before them', async () => {
    expect(await clientAddressSeen(1, '10.1.2.3', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddressSeen(false, '10.1.2.3', '203.0.113.7')).toBe('10.1.2.3');
  });
});
