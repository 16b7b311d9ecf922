import { request as httpRequest } from 'node:http';
import { buildPath, routes } from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { whitelabels } from '../src/db/schema/index.ts';
import { startApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';
import { type StallingProvider, startStallingProvider } from './helpers/stalling-provider.ts';

/**
 * Every call to a white-label's identity provider is bounded (issue 28's rule: bound how long
 * anyone may hold a resource, give it back on every path, a client hanging up included): one
 * call by STAFF_SSO_CALL_TIMEOUT_MS, all of a request's calls by STAFF_SSO_REQUEST_TIMEOUT_MS,
 * and a browser that hangs up ends the call in flight. A provider on 127.0.0.1 that reads and
 * never answers stands for a hung one; the ports are this test file's own (8290, 8291). The
 * connection of a call given up is closed on every supported Node (22 and 24), none left open.
 */
const providerPort = 8290;
const appPort = 8291;
const secretVariable = `STAFF_SSO_TIMEOUT_SECRET_${process.pid}`;

const configWith = (staffSso: Config['staffLimits']['staffSso']): Config => {
  const base = testConfig({ publicOrigin: 'https://portal.test.example' });
  return { ...base, staffLimits: { ...base.staffLimits, staffSso } };
};

let provider: StallingProvider;
beforeAll(async () => {
  provider = await startStallingProvider(providerPort);
  process.env[secretVariable] = 'a-client-secret';
});
afterAll(async () => {
  delete process.env[secretVariable];
  await provider.close();
});

/** A white-label whose single sign-on is the stalling provider (its own client id: no cache). */
async function ssoTenant(app: FastifyInstance, clientId: string) {
  const { db } = app.database;
  const tenant = await createTenant(db);
  const staffSso = {
    providerName: 'Stalling ID',
    issuer: provider.issuer,
    clientId,
    clientSecretEnv: secretVariable,
    extraScopes: [],
    groupRoles: { support: ['agent'] },
  };
  const [row] = await db
    .select({ settings: whitelabels.settings })
    .from(whitelabels)
    .where(eq(whitelabels.id, tenant.id));
  await db
    .update(whitelabels)
    .set({ settings: { ...row?.settings, staffSso } })
    .where(eq(whitelabels.id, tenant.id));
  return tenant;
}

const startHeaders = (host: string) => ({ 'x-whitelabel-host': host, origin: `https://${host}` });

async function timedStart(app: FastifyInstance, host: string) {
  const started = performance.now();
  const response = await app.inject({
    method: routes.staffSsoStart.method,
    url: buildPath(routes.staffSsoStart.path),
    headers: startHeaders(host),
  });
  return { response, ms: performance.now() - started };
}

describe('a call to the identity provider that never answers', () => {
  it('ends at the call timeout: 503 staff_sso_unavailable, then a provider that answers works', async () => {
    const app = await startApp(configWith({ callTimeoutMs: 600, requestTimeoutMs: 8000 }));
    try {
      provider.answer(false);
      const tenant = await ssoTenant(app, 'call-timeout');
      const { response, ms } = await timedStart(app, tenant.host);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'staff_sso_unavailable' });
      expect(ms).toBeGreaterThanOrEqual(580);
      expect(ms).toBeLessThan(1600);
      // The hung call's connection was given back, not left to the provider.
      await expect.poll(() => provider.openConnections(), { timeout: 1000 }).toBe(0);

      provider.answer(true);
      const next = await timedStart(app, tenant.host);
      expect(next.response.statusCode, next.response.body).toBe(200);
      expect(next.response.json<{ authorizationUrl: string }>().authorizationUrl).toMatch(
        /^http:\/\/127\.0\.0\.1:8290\/auth\?/,
      );
    } finally {
      await app.close();
    }
  });

  describe('with a request deadline shorter than the call timeout', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await startApp(configWith({ callTimeoutMs: 8000, requestTimeoutMs: 900 }));
      await app.listen({ port: appPort, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('ends at the request deadline: 503 staff_sso_unavailable', async () => {
      provider.answer(false);
      const tenant = await ssoTenant(app, 'request-deadline');
      const { response, ms } = await timedStart(app, tenant.host);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: 'staff_sso_unavailable' });
      expect(ms).toBeGreaterThanOrEqual(880);
      expect(ms).toBeLessThan(1900);
      await expect.poll(() => provider.openConnections(), { timeout: 1000 }).toBe(0);
    });

    it('gives the call up as soon as the browser hangs up, and the next sign-in goes through', async () => {
      provider.answer(false);
      const tenant = await ssoTenant(app, 'hang-up');
      const closedBefore = provider.closedAt.length;
      const client = httpRequest({
        host: '127.0.0.1',
        port: appPort,
        method: 'POST',
        path: buildPath(routes.staffSsoStart.path),
        headers: startHeaders(tenant.host),
      });
      client.on('error', () => {});
      client.end();
      await expect.poll(() => provider.openConnections(), { timeout: 1000 }).toBe(1);
      const hungUpAt = performance.now();
      client.destroy();
      await expect
        .poll(() => provider.closedAt.length, { timeout: 800 })
        .toBeGreaterThan(closedBefore);
      const givenUpMs = (provider.closedAt.at(-1) ?? Infinity) - hungUpAt;
      // Long before the 900 ms deadline: the hang-up itself ended the call.
      expect(givenUpMs).toBeLessThan(300);
      // And no other connection to the provider was opened in its place.
      expect(provider.openConnections()).toBe(0);

      provider.answer(true);
      const next = await timedStart(app, tenant.host);
      expect(next.response.statusCode, next.response.body).toBe(200);
    });
  });
});
