import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../../plugins/errors.ts';
import multipartPlugin from '../../plugins/multipart.ts';
import { AppError } from '../app-error.ts';
import {
  multipartBody,
  multipartContentType,
  sampleFiles,
} from '../../../test/helpers/multipart.ts';
import { type RawUpload, startRawUpload } from '../../../test/helpers/raw-upload.ts';
import { receiveUpload, type UploadIntake } from './receive-upload.ts';
import { createUploadGate, type UploadGate, type UploadGateOptions } from './upload-gate.ts';

/**
 * Issue 24 item 1 at the intake: whatever happens to an upload (its client gone while it waits
 * for a slot, while its body is read, after it was read; too slow; a slot held past the ceiling;
 * an error before or after the read), its slot comes back, and the next upload gets it. Real
 * sockets: app.inject cannot hang up or stall.
 */

/** One slot: any slot not given back stops every later upload. */
const oneSlot: UploadGateOptions = {
  maxConcurrent: 1,
  maxWaiting: 10,
  // Short, so that the slow-sender tests take a second instead of the production minutes.
  minBytesPerSecond: 64 * 1024,
  graceMs: 400,
  maxHoldMs: 3_000,
};

/** What the route does around the read, set by each test: a latch, a failure. */
interface Stage {
  beforeRead?: () => Promise<void>;
  afterRead?: () => Promise<void>;
}

let gate: UploadGate;
let stage: Stage = {};
let app: FastifyInstance;
let port: number;

const file = Buffer.concat([sampleFiles.pdf, Buffer.alloc(200 * 1024, 0x20)]);
const body = multipartBody([
  { name: 'claim', content: '{"a":1}' },
  { name: 'attachments', fileName: 'proof.pdf', type: 'application/pdf', content: file },
]);
/**
 * A few hundred bytes: the server reads all of it into the request's buffer while it waits, so
 * it sees the connection close behind it. A bigger body waits in the kernel, unread, and with
 * it the news that the client left (see the "unnoticed" test).
 */
const smallBody = multipartBody([
  { name: 'attachments', fileName: 'small.pdf', content: sampleFiles.pdf },
]);
/** 2 MiB: more than the socket buffers take while the server is not reading. */
const bigBody = multipartBody([
  { name: 'attachments', fileName: 'big.pdf', content: Buffer.alloc(2 * 1024 * 1024, 0x25) },
]);

function upload(firstBytes = 0, payload = body): Promise<RawUpload> {
  return startRawUpload({
    port,
    path: '/upload',
    headers: { 'content-type': multipartContentType },
    body: payload,
    firstBytes,
  });
}

/** A latch the route waits on until the test opens it. */
function latch() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  let reached = () => {};
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  return {
    wait: async () => {
      reached();
      await opened;
    },
    reached: reachedPromise,
    open: () => open(),
  };
}

const idle = { running: 0, waiting: 0 };

async function countsSettle(expected: { running: number; waiting: number }, timeout = 2_000) {
  await expect.poll(() => gate.counts(), { timeout, interval: 20 }).toEqual(expected);
}

/** A whole upload that must get its slot and answer 201 within `ms`. */
async function uploadSucceedsWithin(ms: number) {
  const started = performance.now();
  const next = await upload();
  await next.finish();
  const answer = await Promise.race([
    next.answer,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms)),
  ]);
  next.hangUp();
  expect(answer?.status, 'the next upload got no slot').toBe(201);
  expect(performance.now() - started).toBeLessThan(ms);
}

beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(async (scope) => {
    await scope.register(multipartPlugin);
    scope.post('/upload', async (request, reply) => {
      const intake: UploadIntake = {
        gate,
        rules: {
          fileField: 'attachments',
          textFields: ['claim'],
          tooBigCode: 'claim_files_toobig',
        },
      };
      const result = await receiveUpload(request, intake, async (read) => {
        await stage.beforeRead?.();
        const { files } = await read();
        await stage.afterRead?.();
        return { files: files.length };
      });
      return reply.code(201).send(result);
    });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());
afterEach(() => {
  stage = {};
});

function freshGate(options: Partial<UploadGateOptions> = {}) {
  gate = createUploadGate({ ...oneSlot, ...options });
}

describe('an upload whose client is gone', () => {
  it('while it waits for the slot leaves the queue and never takes the slot', async () => {
    freshGate();
    const holding = latch();
    stage.beforeRead = holding.wait;
    const first = await upload(1024);
    await holding.reached;
    stage = {};
    // Queued behind the first, sent whole, then abandoned (a phone leaving the page).
    const queued = await upload(0, smallBody);
    await queued.finish();
    await countsSettle({ running: 1, waiting: 1 });
    queued.hangUp();
    await countsSettle({ running: 1, waiting: 0 });
    expect(await queued.answer).toBeNull();

    holding.open();
    await first.finish();
    expect((await first.answer)?.status).toBe(201);
    await countsSettle(idle);
    await uploadSucceedsWithin(2_000);
  });

  it('while queued unnoticed (its bytes unread) takes the slot and gives it back at once', async () => {
    freshGate();
    const holding = latch();
    stage.beforeRead = holding.wait;
    const first = await upload(1024);
    await holding.reached;
    stage = {};
    // 2 MiB: the server reads none of it while queued, so nothing tells it the client left.
    const queued = await upload(0, bigBody);
    void queued.send(bigBody.length);
    await countsSettle({ running: 1, waiting: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    queued.hangUp();

    holding.open();
    await first.finish();
    expect((await first.answer)?.status).toBe(201);
    await countsSettle(idle, 1_000);
    await uploadSucceedsWithin(2_000);
  });

  it('while its body is read ends the read at once and gives the slot back', async () => {
    freshGate();
    const reading = await upload(2048);
    await countsSettle({ running: 1, waiting: 0 });
    reading.hangUp();
    // Not the drain's 15 s, nor the ceiling's 3 s: the read fails when the socket closes.
    await countsSettle(idle, 1_000);
    await uploadSucceedsWithin(2_000);
  });

  it('after its body was read, before it is stored, lets the store finish and frees the slot', async () => {
    freshGate();
    const storing = latch();
    stage.afterRead = storing.wait;
    const done = await upload();
    await done.finish();
    await storing.reached;
    done.hangUp();
    expect(await done.answer).toBeNull();
    expect(gate.counts()).toEqual({ running: 1, waiting: 0 });
    storing.open();
    await countsSettle(idle);
    stage = {};
    await uploadSucceedsWithin(2_000);
  });
});

describe('an upload too slow', () => {
  it('that stalls is answered 408 request_timeout with connection: close, its slot freed', async () => {
    freshGate();
    const started = performance.now();
    const stalled = await upload(1024);
    const answer = await stalled.answer;
    expect(answer?.status).toBe(408);
    expect(JSON.parse(answer?.body ?? '{}')).toEqual({ message: 'request_timeout' });
    expect(answer?.headers.connection).toBe('close');
    // The grace (400 ms) plus 1 KiB at 64 KiB/s, then at most a timer's tick.
    expect(performance.now() - started).toBeLessThan(1_500);
    await countsSettle(idle);
    await uploadSucceedsWithin(2_000);
  });

  it('that trickles below the minimum rate is cut; one above it is not', async () => {
    freshGate();
    const trickle = await upload(1024);
    // 8 KiB every 250 ms: 32 KiB/s, half the minimum.
    const timer = setInterval(() => void trickle.send(8 * 1024), 250);
    const answer = await trickle.answer;
    clearInterval(timer);
    expect(answer?.status).toBe(408);
    await countsSettle(idle);

    // 32 KiB every 250 ms: 128 KiB/s, twice the minimum: the whole 200 KiB arrives.
    const steady = await upload(1024);
    const feed = setInterval(() => void steady.send(32 * 1024), 250);
    const done = await steady.answer;
    clearInterval(feed);
    expect(done?.status).toBe(201);
    await countsSettle(idle);
  });

  it('holding its slot past the ceiling gets 408 and the slot comes back', async () => {
    freshGate({ maxHoldMs: 600, graceMs: 60_000 });
    const started = performance.now();
    const slow = await upload(1024);
    const answer = await slow.answer;
    expect(answer?.status).toBe(408);
    expect(performance.now() - started).toBeLessThan(1_500);
    await countsSettle(idle);
  });

  it('whose store hangs past the ceiling frees the slot all the same', async () => {
    freshGate({ maxHoldMs: 600 });
    stage.afterRead = () => new Promise<void>(() => {});
    const stuck = await upload();
    await stuck.finish();
    await countsSettle({ running: 1, waiting: 0 });
    await countsSettle(idle, 1_500);
    stuck.hangUp();
    stage = {};
    await uploadSucceedsWithin(2_000);
  });
});

describe('an upload refused', () => {
  it('before its body was read (a bad session) answers the error and frees the slot', async () => {
    freshGate();
    stage.beforeRead = () => Promise.reject(new AppError(403, 'protest_session_invalid'));
    const refused = await upload();
    await refused.finish();
    expect((await refused.answer)?.status).toBe(403);
    await countsSettle(idle);
  });

  it('by a failure after the read (the database) answers 500 and frees the slot', async () => {
    freshGate();
    stage.afterRead = () => Promise.reject(new Error('storage failed'));
    const failed = await upload();
    await failed.finish();
    const answer = await Promise.race([
      failed.answer,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000)),
    ]);
    failed.hangUp();
    expect(answer?.status).toBe(500);
    await countsSettle(idle);
    stage = {};
    await uploadSucceedsWithin(2_000);
  });
});
