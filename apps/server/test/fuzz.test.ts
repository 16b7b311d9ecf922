import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { createFuzzFixtures } from './helpers/fuzz-fixtures.ts';
import { type FuzzFixtures, requestArbitrary } from './helpers/fuzz-request.ts';
import { describeAnswer, FuzzReport, problemOf } from './helpers/fuzz-verdict.ts';
import { type OpenApiDocument, operationName, operationsOf } from './helpers/openapi-operations.ts';
import { injectedDelivery } from './helpers/payments.ts';
import { makeWebDist } from './helpers/web-dist.ts';

/**
 * The bad-input fuzz of issue 9: every operation of the OpenAPI document, inputs derived from its
 * schemas (valid-looking, boundary, hostile, wrong types, missing and extra fields, odd bodies
 * and encodings; see helpers/fuzz-request.ts), and the uploads' multipart bodies with hostile file
 * names (helpers/fuzz-multipart.ts, issue 24). No answer may be a 5xx, and every 4xx is the
 * error envelope with a contract code. Deterministic by default (a fixed seed); to explore:
 * FUZZ_SEED, FUZZ_RUNS (runs per operation: 100, or 50 when CI is set), FUZZ_ONLY (operations whose name contains it),
 * FUZZ_PATH (replays the path fast-check printed with a failure), FUZZ_SHRINK=1 (shrinks a
 * failure), FUZZ_REPORT=file (writes every problem and the answers' statistics to the file
 * instead of failing).
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_260_901);
// 100 runs per operation by default; 50 under CI, where this file was the unit run's longest
// (about 160 operations: 16,000 requests, 2 minutes of a core). The seed is fixed, so CI's 50 are
// the first 50 of the 100 run elsewhere: every operation, each kind of input, in half the time.
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 50 : 100));
const only = process.env.FUZZ_ONLY;
const report = process.env.FUZZ_REPORT ? new FuzzReport(process.env.FUZZ_REPORT) : undefined;

// A built web app, as in production: a path the fuzz leaves the API by (`/dev/mailbox/../..`)
// gets the page, not the test setup's 503 "web app not built".
const webDist = makeWebDist();
const base = testConfig({ webDist: webDist.root });
const config = {
  ...base,
  // Thousands of requests from one client: the limits are tested elsewhere.
  rateLimit: { max: 1_000_000, windowMs: 60_000 },
  apiKeyFailures: { max: 1_000_000, windowMs: 60_000 },
  lookup: { ...base.lookup, rateLimitMax: 1_000_000 },
  alerts: { ...base.alerts, rateLimitMax: 1_000_000 },
  payments: { ...base.payments, simulator: { enabled: true, pendingDelayMs: 30 } },
};

/** Error lines the app logs while one request runs: the cause of a 5xx. */
const logged: string[] = [];
const logDestination = {
  write(line: string) {
    if (/"level":(50|60)/.test(line)) logged.push(line);
  },
};

// The simulators' notifications come back into the app being built: it is read when they run.
const holder: { app?: FastifyInstance } = {};
const theApp = () => {
  if (!holder.app) throw new Error('the app is not started yet');
  return holder.app;
};
// Built at collection, so that each operation of its document gets a test of its own.
const app = await startApp(
  { ...config, logLevel: 'error' },
  { pspDeliver: injectedDelivery(theApp), logDestination },
);
holder.app = app;
const operations = operationsOf(app.swagger() as OpenApiDocument).filter(
  (operation) => !only || operationName(operation).includes(only),
);
let fixtures: FuzzFixtures | undefined;

beforeAll(async () => {
  fixtures = await createFuzzFixtures(app, config);
});
afterAll(async () => {
  report?.close(`seed ${seed}, ${runsPerOperation} runs`);
  await app.close();
  webDist.remove();
});

describe('bad-input fuzz of every OpenAPI operation', () => {
  it.skipIf(only)(
    'covers the API, the PSP notifications, the simulators and the dev mailbox',
    () => {
      const paths = operations.map((operation) => operation.path);
      expect(operations.length).toBeGreaterThan(30);
      for (const expected of [
        '/services/v1/passages',
        '/services/v1/payments/axepta/notification',
        '/psp-simulator/paybox/pay',
        '/dev/mailbox/{id}',
      ]) {
        expect(paths).toContain(expected);
      }
    },
  );

  for (const operation of operations) {
    const name = operationName(operation);
    it(`${name} answers no 5xx`, { timeout: 120_000 }, async () => {
      if (!fixtures) throw new Error('no fixtures');
      const prepare = fixtures.prepare.bind(fixtures);
      const property = fc.asyncProperty(
        requestArbitrary(operation, fixtures),
        async (generated) => {
          const request = await prepare(generated);
          logged.length = 0;
          const response = await app.inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          report?.count(name, response);
          const problem = problemOf(name, response, logged);
          if (!problem) return;
          const text = `${problem}: ${describeAnswer(request, response, logged)}`;
          if (!report) throw new Error(text);
          report.problem(name, text);
        },
      );
      await fc.assert(property, {
        seed,
        numRuns: runsPerOperation,
        ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
        // Shrinking replays requests against a database that changed meanwhile: off by default,
        // the seed and path fast-check prints replay the failing input itself.
        endOnFailure: process.env.FUZZ_SHRINK !== '1',
      });
    });
  }

  // Issue 24 items 7 and 13: the file names the claim and contact uploads above generated (NUL,
  // bidi controls, invalid UTF-8, traversal, empty, thousands of characters) reached storage,
  // and only clean: no control or invisible format character, no path, 1 to 255 characters.
  it.skipIf(only)('stored the multipart file names of the uploads cleaned', async () => {
    if (!fixtures) throw new Error('no fixtures');
    const stored = await fixtures.storedFileNames();
    expect(stored.claims.length).toBeGreaterThan(10);
    expect(stored.contact.length).toBeGreaterThan(10);
    const hidden = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
    for (const name of [...stored.claims, ...stored.contact]) {
      expect(name, JSON.stringify(name)).not.toMatch(hidden);
      expect(name, JSON.stringify(name)).not.toMatch(/[/\\]/);
      expect(Array.from(name).length).toBeGreaterThan(0);
      expect(Array.from(name).length).toBeLessThanOrEqual(255);
      expect(name).toBe(name.trim());
    }
  });
});
