import { appendFileSync } from 'node:fs';
import { errorCodes } from '@portico/contract';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { createFuzzFixtures } from './helpers/fuzz-fixtures.ts';
import { type FuzzRequest, type FuzzFixtures, requestArbitrary } from './helpers/fuzz-request.ts';
import {
  type OpenApiDocument,
  type Operation,
  operationName,
  operationsOf,
} from './helpers/openapi-operations.ts';
import { injectedDelivery } from './helpers/payments.ts';

/**
 * The bad-input fuzz of issue 9: every operation of the OpenAPI document, inputs derived from its
 * schemas (valid-looking, boundary, hostile, wrong types, missing and extra fields, odd bodies
 * and encodings). No answer may be a 5xx, and every 4xx is the error envelope with a contract
 * code. Deterministic by default (a fixed seed); FUZZ_SEED and FUZZ_RUNS (runs per operation)
 * explore further, FUZZ_ONLY keeps the operations whose name contains it.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20_260_901);
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 100);
const only = process.env.FUZZ_ONLY;
/** Exploring: every failing input is appended to this file instead of failing the test. */
const reportFile = process.env.FUZZ_REPORT;

const base = testConfig();
const config = {
  ...base,
  rateLimit: { max: 1_000_000, windowMs: 60_000 },
  apiKeyFailures: { max: 1_000_000, windowMs: 60_000 },
  lookup: { ...base.lookup, rateLimitMax: 1_000_000 },
  payments: { ...base.payments, simulator: { enabled: true, pendingDelayMs: 30 } },
};

/** Error lines the app logs while one request runs: the cause of a 5xx, for the failure message. */
const errorLines: string[] = [];
const logDestination = {
  write(line: string) {
    if (/"level":(50|60)/.test(line)) errorLines.push(line);
  },
};

// The simulators' notifications come back into the app being built: it is read when they run.
const holder: { app?: FastifyInstance } = {};
const theApp = () => {
  if (!holder.app) throw new Error('the app is not started yet');
  return holder.app;
};
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
  fixtures = await createFuzzFixtures(theApp(), config);
});
afterAll(async () => {
  await app.close();
});

const codes = new Set<string>(errorCodes);

function describeAnswer(request: FuzzRequest, response: LightMyRequestResponse, causes: string[]) {
  const shown =
    typeof request.payload === 'string' ? request.payload.slice(0, 500) : request.payload;
  return [
    `${request.method} ${request.url.slice(0, 500)} -> ${response.statusCode} ${response.body.slice(0, 300)}`,
    `headers: ${JSON.stringify(request.headers)}`,
    `body: ${JSON.stringify(shown)}`,
    ...causes.map((line) => `logged: ${line.slice(0, 1_500)}`),
  ].join('\n');
}

/** Whether a 4xx answer is `{ message: <contract code> }`. */
function isEnvelope(response: LightMyRequestResponse): boolean {
  try {
    const body = response.json<{ message?: unknown }>();
    return typeof body.message === 'string' && codes.has(body.message);
  } catch {
    return false;
  }
}

/** Exploring: how often each operation answered each status and code (is the fuzz getting deep?). */
const answers = new Map<string, Map<string, number>>();
function countAnswer(operation: Operation, response: LightMyRequestResponse) {
  const name = operationName(operation);
  const byAnswer = answers.get(name) ?? new Map<string, number>();
  let code = '';
  try {
    code = String(response.json<{ message?: unknown }>().message ?? '');
  } catch {
    code = '';
  }
  const key = `${response.statusCode} ${code}`.trim();
  byAnswer.set(key, (byAnswer.get(key) ?? 0) + 1);
  answers.set(name, byAnswer);
}
afterAll(() => {
  if (!reportFile) return;
  const lines = [...answers].map(
    ([name, byAnswer]) =>
      `${name}: ${[...byAnswer]
        .sort((a, b) => b[1] - a[1])
        .map(([key, count]) => `${key} x${count}`)
        .join(', ')}`,
  );
  appendFileSync(
    reportFile,
    `\n# answers (seed ${seed}, ${runsPerOperation} runs)\n${lines.join('\n')}\n`,
  );
});

describe('bad-input fuzz of every OpenAPI operation', () => {
  it('covers the documented operations', () => {
    expect(operations.length).toBeGreaterThan(only ? 0 : 30);
  });

  for (const operation of operations) {
    it(`${operationName(operation)} answers no 5xx`, { timeout: 120_000 }, async () => {
      if (!fixtures) throw new Error('no fixtures');
      const property = fc.asyncProperty(requestArbitrary(operation, fixtures), async (request) => {
        errorLines.length = 0;
        const response = await theApp().inject({
          method: request.method,
          url: request.url,
          headers: request.headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        const causes = [...errorLines];
        if (reportFile) countAnswer(operation, response);
        let problem: string | undefined;
        if (response.statusCode >= 500) problem = '5xx';
        else if (response.statusCode >= 400 && !isEnvelope(response))
          problem = '4xx without the envelope';
        if (!problem) return;
        const text = `${problem}: ${describeAnswer(request, response, causes)}`;
        if (!reportFile) throw new Error(text);
        appendFileSync(reportFile, `\n## ${operationName(operation)}\n${text}\n`);
      });
      await fc.assert(property, {
        seed,
        numRuns: runsPerOperation,
        endOnFailure: process.env.FUZZ_SHRINK !== '1',
      });
    });
  }
});
