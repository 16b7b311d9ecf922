import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';
import {
  type OpenIdProvider,
  type StallableEndpoint,
  startOpenIdProvider,
} from './helpers/openid-provider.ts';
import { configureStaffSso, consoleDesk, type ConsoleDesk, cookieOf } from './helpers/staff-sso.ts';

/**
 * The calls of a sign-in's second half, after the provider sent the browser back: the code
 * exchange (token endpoint), then userinfo (this provider keeps e-mail and groups there). A real
 * provider that signs the person in, then hangs at one of them, is an outage within the call's
 * timeout, 503 staff_sso_unavailable (the console's callback page translates it), and the
 * connection of the hung call is closed.
 */
const callTimeoutMs = 600;
const base = testConfig({ publicOrigin: 'https://portal.test.example' });
const config: Partial<Config> = {
  publicOrigin: base.publicOrigin,
  staffLimits: { ...base.staffLimits, staffSso: { callTimeoutMs, requestTimeoutMs: 8000 } },
};
const app = useApp(config);
const secretVariable = `STAFF_SSO_STALL_SECRET_${process.pid}`;

let provider: OpenIdProvider;
let desk: ConsoleDesk;
beforeAll(async () => {
  desk = consoleDesk(app, await createTenant(app().database.db));
  provider = await startOpenIdProvider([desk.redirectUri]);
  process.env[secretVariable] = provider.clientSecret;
  await configureStaffSso(app, desk.tenant, provider.issuer, secretVariable);
  provider.people.set('grace', {
    sub: 'grace',
    email: `grace-${process.pid}@acme.example`,
    name: 'Grace Hopper',
    groups: ['support'],
  });
});
afterAll(async () => {
  delete process.env[secretVariable];
  await provider.close();
});

/** Signs Grace in at the provider, then posts its answer to the callback: the answer and time. */
async function callback() {
  const start = await desk.call('staffSsoStart');
  expect(start.statusCode, start.body).toBe(200);
  const { authorizationUrl } = start.json<{ authorizationUrl: string }>();
  const answer = await provider.signIn(authorizationUrl, 'grace');
  const started = performance.now();
  const response = await desk.call('staffSsoCallback', {
    body: { state: answer['state'] ?? '', code: answer['code'], iss: answer['iss'] },
    cookie: cookieOf(start, 'portico_staff_sso'),
  });
  return { response, ms: performance.now() - started };
}

describe.each<StallableEndpoint>(['token', 'userinfo'])(
  'a provider whose %s endpoint never answers',
  (endpoint) => {
    it('is refused at the call timeout with 503 staff_sso_unavailable, its connection closed', async () => {
      provider.stall(endpoint);
      try {
        const { response, ms } = await callback();
        expect(response.statusCode, response.body).toBe(503);
        expect(response.json()).toMatchObject({ message: 'staff_sso_unavailable' });
        expect(cookieOf(response, 'portico_staff')).toBe('');
        // The hung call itself (discovery is kept from the start), then nothing more.
        expect(ms).toBeGreaterThanOrEqual(callTimeoutMs - 20);
        expect(ms).toBeLessThan(callTimeoutMs + 1000);
        await expect.poll(() => provider.heldConnections(), { timeout: 1000 }).toBe(0);
      } finally {
        provider.stall(undefined);
      }

      const next = await callback();
      expect(next.response.statusCode, next.response.body).toBe(200);
      expect(next.response.json()).toMatchObject({ name: 'Grace Hopper', roles: ['agent'] });
    });
  },
);
