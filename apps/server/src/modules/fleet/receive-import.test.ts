import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, multipartContentType } from '../../../test/helpers/multipart.ts';
import { startRawUpload } from '../../../test/helpers/raw-upload.ts';
import errorsPlugin from '../../plugins/errors.ts';
import multipartPlugin from '../../plugins/multipart.ts';
import { createUploadGate, type UploadGate } from '../../shared/attachments/index.ts';
import { importFileField, receiveImport } from './receive-import.ts';

/**
 * The fleet import's read keeps the uploads' minimum transfer rate (issue 24 item 1 for the
 * renters' files, issue 25): a sender that stalls or trickles is cut with 408 long before the
 * slot's ceiling, and its slot comes back. Real sockets: app.inject cannot stall.
 */
let app: FastifyInstance;
let port: number;
const gate: UploadGate = createUploadGate({
  maxConcurrent: 1,
  maxWaiting: 5,
  // Short, so the test takes a second instead of the production minutes (16 KiB/s after 10 s).
  minBytesPerSecond: 64 * 1024,
  graceMs: 400,
  // Far longer than the pace's cut: what ends a stalled read here is the pace.
  maxHoldMs: 30_000,
});

const rows = Array.from(
  { length: 4_000 },
  (_, index) => `IT;FL${String(index).padStart(5, '0')};01/01/2025;`,
);
const csv = Buffer.from(`Paese;Targa;Data di inizio;Data di fine\r\n${rows.join('\r\n')}\r\n`);
const body = multipartBody([
  { name: importFileField, fileName: 'flotta.csv', type: 'text/csv', content: csv },
]);

function upload(firstBytes: number) {
  return startRawUpload({
    port,
    path: '/import',
    headers: { 'content-type': multipartContentType },
    body,
    firstBytes,
  });
}

beforeAll(async () => {
  app = Fastify();
  await app.register(errorsPlugin);
  await app.register(async (scope) => {
    await scope.register(multipartPlugin);
    scope.post('/import', async (request) =>
      gate.run(async (slot) => {
        const received = await receiveImport(request, slot, gate.pace);
        return 'file' in received
          ? { format: received.format, bytes: received.file.length }
          : received;
      }),
    );
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

describe('the fleet import read', () => {
  it('takes a file sent at once, found to be CSV by its bytes', async () => {
    const sent = await upload(0);
    await sent.finish();
    const answer = await sent.answer;
    expect(answer?.status).toBe(200);
    expect(JSON.parse(answer?.body ?? '{}')).toEqual({ format: 'csv', bytes: csv.length });
  });

  it('cuts a sender that stalls with 408 request_timeout, long before the ceiling', async () => {
    const started = performance.now();
    // More than the sniffing window: the file is a spreadsheet, then nothing more comes.
    const stalled = await upload(8 * 1024);
    const answer = await stalled.answer;
    expect(answer?.status).toBe(408);
    expect(JSON.parse(answer?.body ?? '{}')).toEqual({ message: 'request_timeout' });
    expect(answer?.headers.connection).toBe('close');
    // The grace (400 ms) plus 8 KiB at 64 KiB/s, then at most a timer's tick; the ceiling is 30 s.
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect.poll(() => gate.counts(), { timeout: 2_000 }).toEqual({ running: 0, waiting: 0 });
  });

  it('cuts a sender that trickles below the minimum rate', async () => {
    const trickling = await upload(0);
    let cut = false;
    void trickling.answer.then(() => (cut = true));
    // 4 KiB every 200 ms: 20 KiB/s, under the 64 KiB/s kept.
    while (!cut && trickling.sent < body.length) {
      await trickling.send(4 * 1024);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await trickling.answer)?.status).toBe(408);
    expect(trickling.sent).toBeLessThan(body.length);
  });
});
