import type { AddressInfo, Socket } from 'node:net';
import { errorEnvelopeSchema, type ErrorCode, isErrorCode } from '@portico/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './helpers/build-app.ts';
import { captureLog } from './helpers/captured-log.ts';
import { testConfig } from './helpers/config.ts';
import { openWire, type WireAnswer } from './helpers/raw-http.ts';
import { makeWebDist } from './helpers/web-dist.ts';

/**
 * Issue 24 item 10 and "the fuzz test covers raw HTTP parser errors": what Node's HTTP server
 * refuses before any route runs (bad header characters, NUL bytes, heads over 16 KiB, broken
 * chunked bodies, bad versions, conflicting lengths, a request past its timeout) answered in
 * Fastify's own shape, not the contract's. Sent as raw bytes over real sockets to a listening
 * server: every answer is a 4xx in the envelope `{ message: <code> }` as JSON, the connection is
 * closed cleanly (after any answer already under way on it), and the server answers the next
 * client. The requests carry a plate: it must never reach the log.
 */

// A built web app, as in production: a path the fuzz bends out of the API (`/!healthz`) gets the
// page, not the test setup's 503 "web app not built".
const webDist = makeWebDist();
const base = testConfig({ webDist: webDist.root });
const log = captureLog();
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await startApp(
    {
      ...base,
      logLevel: 'info',
      // Hundreds of connections from one client: the limits are tested elsewhere.
      rateLimit: { max: 1_000_000, windowMs: 60_000 },
    },
    { logDestination: log },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app?.close();
  webDist.remove();
});

const plate = 'AB123CD';
const host = 'Host: a79.localhost\r\n';
const get = (head: string) => `GET /healthz HTTP/1.1\r\n${host}${head}\r\n`;
const post = (head: string, body: string) =>
  `POST /services/v1/payments/journeys HTTP/1.1\r\n${host}Content-Type: application/json\r\n${head}\r\n${body}`;
const goodRequest = get('');
const badRequest = get(`X-Plate: ${plate}\u0001\r\n`);

/** Each malformed request, and the status it is refused with. */
const malformed: [string, string, 400 | 413 | 431][] = [
  ['a control character in a header value', get(`X-Plate: AB\u0001${plate}\r\n`), 400],
  ['a NUL in a header value', get(`X-Plate: ${plate}\u0000\r\n`), 400],
  ['a space in a header name', get(`X Plate: ${plate}\r\n`), 400],
  ['a space before a header’s colon', get(`X-Plate : ${plate}\r\n`), 400],
  ['a header line without a colon', get(`X-Plate-${plate}\r\n`), 400],
  ['a folded header line (obs-fold)', get(`X-Plate: ${plate}\r\n continued\r\n`), 400],
  [
    'a CR without its LF',
    `GET /healthz HTTP/1.1\r\nHost: a79.localhost\rX-Plate: ${plate}\r\n\r\n`,
    400,
  ],
  [
    'a NUL in the request line',
    `GET /services/v1/journeys?plate=${plate}\u0000 HTTP/1.1\r\n${host}\r\n`,
    400,
  ],
  [
    'a space inside the URL',
    `GET /services/v1/journeys?plate=AB 123CD HTTP/1.1\r\n${host}\r\n`,
    400,
  ],
  ['a tab in the URL', `GET /services/v1/journeys?plate=${plate}\t HTTP/1.1\r\n${host}\r\n`, 400],
  ['a DEL in the path', `GET /services/v1/jour\u007Fneys HTTP/1.1\r\n${host}\r\n`, 400],
  ['an invalid method', `G(T /healthz?plate=${plate} HTTP/1.1\r\n${host}\r\n`, 400],
  ['an invalid HTTP version', `GET /healthz?plate=${plate} HTTP/1.7\r\n${host}\r\n`, 400],
  ['an unknown protocol', `GET /healthz?plate=${plate} HTTPS/1.1\r\n${host}\r\n`, 400],
  [
    'a TLS handshake on the plain port',
    '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003',
    400,
  ],
  [
    'a URL over 16 KiB',
    `GET /services/v1/journeys?plate=${plate}&x=${'a'.repeat(17_000)} HTTP/1.1\r\n${host}\r\n`,
    431,
  ],
  [
    'headers over 16 KiB in all',
    get(
      Array.from({ length: 200 }, (_, i) => `X-Plate-${i}: ${plate}${'b'.repeat(100)}\r\n`).join(
        '',
      ),
    ),
    431,
  ],
  [
    'a chunk size that is not hexadecimal',
    post('Transfer-Encoding: chunked\r\n', `zz\r\n{"plate":"${plate}"}\r\n0\r\n\r\n`),
    400,
  ],
  ['a chunk without its CRLF', post('Transfer-Encoding: chunked\r\n', `2\r\n{}XX0\r\n\r\n`), 400],
  [
    'a chunk extension over 16 KiB',
    post('Transfer-Encoding: chunked\r\n', `2;${'e'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`),
    413,
  ],
  [
    'chunked not the last transfer coding',
    post('Transfer-Encoding: chunked, gzip\r\n', '2\r\n{}\r\n0\r\n\r\n'),
    400,
  ],
  ['an unknown transfer coding', post('Transfer-Encoding: gzip\r\n', '{}'), 400],
  ['two different Content-Lengths', post('Content-Length: 2\r\nContent-Length: 3\r\n', '{}'), 400],
  ['two equal Content-Lengths', post('Content-Length: 2\r\nContent-Length: 2\r\n', '{}'), 400],
  [
    'Content-Length with Transfer-Encoding',
    post('Content-Length: 2\r\nTransfer-Encoding: chunked\r\n', '2\r\n{}\r\n0\r\n\r\n'),
    400,
  ],
  ['a Content-Length that is not a number', post('Content-Length: 2x\r\n', '{}'), 400],
  ['a negative Content-Length', post('Content-Length: -1\r\n', '{}'), 400],
  ['an HTTP/1.1 request without Host', `GET /healthz?plate=${plate} HTTP/1.1\r\n\r\n`, 400],
];

const codeOf: Record<number, ErrorCode> = {
  400: 'invalid_request',
  408: 'request_timeout',
  413: 'payload_too_large',
  431: 'payload_too_large',
};

/** The answer is the contract's envelope, as JSON, with the code of its status. */
function expectEnvelope(answer: WireAnswer | undefined, status: number): void {
  expect(answer, 'no answer').toBeDefined();
  const text = answer?.body.toString('utf8') ?? '';
  expect(answer?.status, text).toBe(status);
  expect(answer?.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(errorEnvelopeSchema.parse(JSON.parse(text))).toEqual({ message: codeOf[status] });
}

async function expectServerAnswers(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(response.status).toBe(200);
}

describe('requests refused by the HTTP parser', () => {
  it.each(malformed)(
    '%s: the envelope, then the connection closed',
    async (_what, request, status) => {
      const wire = await openWire(port);
      wire.write(Buffer.from(request, 'latin1'));
      const answers = await wire.answers(1);
      expect(answers).toHaveLength(1);
      expectEnvelope(answers[0], status);
      expect(answers[0]?.headers.connection).toBe('close');
      expect(await wire.closed()).toBe(true);
      expect(wire.rest().length).toBe(0);
      await expectServerAnswers();
    },
  );

  it('after a good request on a kept-alive connection: its answer, then the envelope', async () => {
    const wire = await openWire(port);
    wire.write(goodRequest);
    const [first] = await wire.answers(1);
    expect(first?.status).toBe(200);
    wire.write(Buffer.from(badRequest, 'latin1'));
    const answers = await wire.answers(2);
    expect(answers).toHaveLength(2);
    expectEnvelope(answers[1], 400);
    expect(await wire.closed()).toBe(true);
  });

  it('pipelined behind good requests: their whole answers first, in order, then the envelope', async () => {
    const wire = await openWire(port);
    // The OpenAPI document is large: its answer is still being written when the error is read.
    const docs = `GET /services/docs/json HTTP/1.1\r\n${host}\r\n`;
    wire.write(Buffer.from(goodRequest + docs + badRequest, 'latin1'));
    const answers = await wire.answers(3);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400]);
    expect(JSON.parse(answers[0]?.body.toString('utf8') ?? '')).toEqual({ status: 'ok' });
    expect(JSON.parse(answers[1]?.body.toString('utf8') ?? '')).toHaveProperty('openapi');
    expectEnvelope(answers[2], 400);
    expect(await wire.closed()).toBe(true);
    expect(wire.rest().length).toBe(0);
  });

  it('a client that resets right after its bad request: nothing written, nothing logged as an error', async () => {
    for (let i = 0; i < 20; i += 1) {
      const wire = await openWire(port);
      wire.write(
        Buffer.from(`GET /healthz?plate=${plate}&x=${'a'.repeat(20_000)} HTTP/1.1\r\n`, 'latin1'),
      );
      wire.destroy();
    }
    await expectServerAnswers();
  });

  it('a request past its timeout, body half sent: 408 in the envelope, and its route answers nothing more', async () => {
    const serverSocket = new Promise<Socket>((resolve) => app.server.once('connection', resolve));
    const wire = await openWire(port);
    wire.write(post('Content-Length: 200\r\n', `{"plate":"${plate}"`));
    const socket = await serverSocket;
    // Let the route start waiting for the rest of the body, then time it out as Node's
    // connection check does (every 30 s by default: too slow for a test).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const timeout = Object.assign(new Error('Request timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
    });
    socket.emit('error', timeout);
    const answers = await wire.answers(2, 1_000);
    expect(answers).toHaveLength(1);
    expectEnvelope(answers[0], 408);
    expect(await wire.closed()).toBe(true);
    expect(wire.rest().length).toBe(0);
    await expectServerAnswers();
  });

  it('any byte put anywhere in a request head: a normal answer or a 4xx in the envelope', async () => {
    const head = Buffer.from(
      `GET /healthz?plate=${plate} HTTP/1.1\r\n${host}Accept: */*\r\n\r\n`,
      'latin1',
    );
    const oddBytes = fc.oneof(
      fc.integer({ min: 0, max: 0x20 }),
      fc.constantFrom(0x3a, 0x7f, 0x80, 0xff, 0x0d, 0x0a),
      fc.integer({ min: 0, max: 0xff }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: head.length - 1 }),
        fc.array(oddBytes, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (at, bytes, replace) => {
          const request = Buffer.concat([
            head.subarray(0, at),
            Buffer.from(bytes),
            head.subarray(replace ? at + 1 : at),
          ]);
          const wire = await openWire(port);
          wire.write(request);
          const answers = await wire.answers(1, 1_500);
          wire.destroy();
          for (const answer of answers) {
            expect(answer.status).toBeLessThan(500);
            if (answer.status < 400) continue;
            expect(answer.headers['content-type']).toMatch(/^application\/json/);
            const body = JSON.parse(answer.body.toString('utf8')) as { message?: unknown };
            expect(isErrorCode(body.message), answer.body.toString('utf8')).toBe(true);
          }
        },
      ),
      {
        seed: Number(process.env.FUZZ_SEED ?? 20_261_124),
        numRuns: Number(process.env.FUZZ_RUNS ?? 150),
      },
    );
    await expectServerAnswers();
  });

  it('logs each refusal as a rejected request, never its bytes (the plate) nor an error', () => {
    const entries = log.entries();
    const refusals = entries.filter((entry) => entry.msg === 'request refused by the HTTP parser');
    expect(refusals.length).toBeGreaterThanOrEqual(malformed.length);
    expect(refusals[0]).toMatchObject({ level: 30, statusCode: 400, code: 'invalid_request' });
    expect(log.text()).not.toContain(plate);
    expect(entries.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
  });
});
