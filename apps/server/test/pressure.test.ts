import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { productionEnv, testCwd } from '../src/config/test-env.ts';
import { startApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';

// Issue 15 item 3: a process whose event loop lags sheds load at once (503 service_unavailable,
// Retry-After) instead of queueing requests it cannot serve in time; /healthz still answers.

/** Keeps the event loop busy, as a burst of CPU work would. */
function blockFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

/**
 * Sustained lag, as an overloaded process has: 250 ms of work at a time for `ms`, letting the
 * loop turn in between (the sampler takes the mean delay over each second).
 */
async function lagFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    blockFor(250);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('under pressure', () => {
  it('is on in production by default (1 s of event-loop delay), off elsewhere', () => {
    expect(loadConfig(productionEnv, testCwd).http.maxEventLoopDelayMs).toBe(1000);
    expect(loadConfig({}, testCwd).http.maxEventLoopDelayMs).toBe(0);
  });

  it('answers 503 with Retry-After while the loop lags, keeps /healthz, and recovers', async () => {
    const base = testConfig();
    const app = await startApp({ http: { ...base.http, maxEventLoopDelayMs: 100 } });
    try {
      const call = (url: string) => app.inject({ method: 'GET', url });
      // Starting the app itself blocks the loop (the database opens in this thread): the first
      // samples may still show it, so wait until it is served.
      const served = async () => {
        for (let tries = 0; tries < 20; tries += 1) {
          if ((await call('/services/v1/whitelabels')).statusCode === 200) return true;
          await sleep(500);
        }
        return false;
      };
      expect(await served()).toBe(true);

      await lagFor(2_500);
      const refused = await call('/services/v1/whitelabels');
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: 'service_unavailable' });
      expect(refused.headers['retry-after']).toBe('10');
      expect((await call('/healthz')).statusCode).toBe(200);
      expect((await call('/readyz')).statusCode).toBe(503);

      // Once the loop is idle again, served again.
      expect(await served()).toBe(true);
    } finally {
      await app.close();
    }
  }, 30_000);

  it("sets the HTTP server's timeouts from the settings", async () => {
    const base = testConfig();
    const app = await startApp({
      http: { ...base.http, requestTimeoutMs: 90_000, keepAliveTimeoutMs: 70_000 },
    });
    try {
      expect(app.server.requestTimeout).toBe(90_000);
      expect(app.server.keepAliveTimeout).toBe(70_000);
      // Headers within the keep-alive plus a second (Node's 60 s default would be below it).
      expect(app.server.headersTimeout).toBe(71_000);
    } finally {
      await app.close();
    }
  });
});
