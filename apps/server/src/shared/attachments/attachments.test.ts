import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { attachmentLimits } from '@portico/contract';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import multipartPlugin from '../../plugins/multipart.ts';
import errorsPlugin from '../../plugins/errors.ts';
import { receiveUpload } from './receive-upload.ts';
import { createUploadGate } from './upload-gate.ts';
import type { UploadRules } from './upload-reader.ts';
import { sniffMediaType } from './sniff.ts';
import {
  multipartBody,
  multipartBoundary,
  multipartContentType,
  type MultipartPart,
} from '../../../test/helpers/multipart.ts';

/** V8's collector, exposed at run time (vitest's workers start without --expose-gc). */
function garbageCollector(): () => void {
  setFlagsFromString('--expose-gc');
  const collect: unknown = runInNewContext('gc');
  if (typeof collect !== 'function') throw new Error('no garbage collector exposed');
  return () => void collect();
}

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
/** A Windows program: "MZ" then anything. */
const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);

describe('sniffMediaType', () => {
  it('knows the four accepted types by their first bytes', () => {
    expect(sniffMediaType(png)).toBe('image/png');
    expect(sniffMediaType(jpeg)).toBe('image/jpeg');
    expect(sniffMediaType(gif)).toBe('image/gif');
    expect(sniffMediaType(Buffer.from('GIF87a..'))).toBe('image/gif');
    expect(sniffMediaType(pdf)).toBe('application/pdf');
  });

  it('refuses programs, text, truncated signatures and empty files', () => {
    expect(sniffMediaType(exe)).toBeNull();
    expect(sniffMediaType(Buffer.from('hello, this is text'))).toBeNull();
    expect(sniffMediaType(Buffer.from('%PD'))).toBeNull();
    expect(sniffMediaType(png.subarray(0, 7))).toBeNull();
    expect(sniffMediaType(Buffer.from('GIF88a..'))).toBeNull();
    expect(sniffMediaType(Buffer.alloc(0))).toBeNull();
  });
});

type Part = MultipartPart;
const contentType = multipartContentType;
const boundary = multipartBoundary;

async function testApp(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(async (scope) => {
    await scope.register(multipartPlugin);
    const gate = createUploadGate({ maxConcurrent: 2, maxWaiting: 10 });
    const handler = (tooBigCode: UploadRules['tooBigCode']) => async (request: FastifyRequest) =>
      receiveUpload(
        request,
        { gate, rules: { fileField: 'attachments', textFields: ['claim'], tooBigCode } },
        async (read) => {
          const upload = await read();
          return {
            claim: upload.fields.get('claim') ?? null,
            files: upload.files.map((file) => ({
              fileName: file.fileName,
              mediaType: file.mediaType,
              bytes: file.content.length,
            })),
          };
        },
      );
    scope.post('/claim', handler('claim_files_toobig'));
    scope.post('/contact', handler('claim_files_toobig_contact'));
  });
  return app;
}

describe('readUpload behind the intake', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const post = (parts: Part[], url = '/claim') =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType },
      payload: multipartBody(parts),
    });

  it('keeps the fields and the files with the type found in their content', async () => {
    const response = await post([
      { name: 'claim', content: '{"a":1}' },
      { name: 'attachments', fileName: 'notice.pdf', type: 'application/pdf', content: pdf },
      // Declared as a PDF, named .pdf, but a PNG: the content decides.
      { name: 'attachments', fileName: 'photo.pdf', type: 'application/pdf', content: png },
      { name: 'attachments', fileName: 'a.jpg', type: 'image/jpeg', content: jpeg },
      { name: 'attachments', fileName: 'b.gif', type: 'image/gif', content: gif },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      claim: '{"a":1}',
      files: [
        { fileName: 'notice.pdf', mediaType: 'application/pdf', bytes: pdf.length },
        { fileName: 'photo.pdf', mediaType: 'image/png', bytes: png.length },
        { fileName: 'a.jpg', mediaType: 'image/jpeg', bytes: jpeg.length },
        { fileName: 'b.gif', mediaType: 'image/gif', bytes: gif.length },
      ],
    });
  });

  it('refuses a renamed program with a .pdf name and type (mime_type_not_valid)', async () => {
    const response = await post([
      { name: 'claim', content: '{}' },
      { name: 'attachments', fileName: 'receipt.pdf', type: 'application/pdf', content: exe },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'mime_type_not_valid' });
  });

  it('skips the empty part of a file input left empty, but not an empty named file', async () => {
    const skipped = await post([
      { name: 'claim', content: '{}' },
      { name: 'attachments', fileName: '', type: 'application/octet-stream', content: '' },
    ]);
    expect(skipped.json()).toEqual({ claim: '{}', files: [] });
    const empty = await post([{ name: 'attachments', fileName: 'empty.pdf', content: '' }]);
    expect(empty.json()).toEqual({ message: 'mime_type_not_valid' });
  });

  it('refuses a file too short to be any accepted type', async () => {
    const response = await post([
      { name: 'attachments', fileName: 'x.gif', type: 'image/gif', content: 'GIF' },
    ]);
    expect(response.json()).toEqual({ message: 'mime_type_not_valid' });
  });

  it("accepts exactly the total limit and refuses one byte more, with the caller's code", async () => {
    const exact = Buffer.concat([pdf, Buffer.alloc(attachmentLimits.totalBytes - pdf.length)]);
    const ok = await post([{ name: 'attachments', fileName: 'big.pdf', content: exact }]);
    expect(ok.statusCode).toBe(200);
    const over = [
      { name: 'attachments', fileName: 'big.pdf', content: exact },
      { name: 'attachments', fileName: 'one.png', content: Buffer.concat([png, Buffer.alloc(1)]) },
    ];
    const claim = await post(over);
    expect(claim.statusCode).toBe(413);
    expect(claim.json()).toEqual({ message: 'claim_files_toobig' });
    const contact = await post(over, '/contact');
    expect(contact.statusCode).toBe(413);
    expect(contact.json()).toEqual({ message: 'claim_files_toobig_contact' });
  });

  it('refuses more files than the maximum (protest_files_number)', async () => {
    const files = Array.from({ length: attachmentLimits.maxFiles + 1 }, (_, index) => ({
      name: 'attachments',
      fileName: `p${index}.png`,
      content: png,
    }));
    expect((await post(files.slice(0, -1))).statusCode).toBe(200);
    const response = await post(files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'protest_files_number' });
  });

  it('refuses unexpected parts and bodies that are not multipart', async () => {
    const field = await post([{ name: 'other', content: 'x' }]);
    expect(field.statusCode).toBe(400);
    expect(field.json()).toMatchObject({ message: 'invalid_request' });
    const file = await post([{ name: 'evidence', fileName: 'a.pdf', content: pdf }]);
    expect(file.json()).toMatchObject({ message: 'invalid_request' });
    const json = await app.inject({ method: 'POST', url: '/claim', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: 'unsupported_media_type' });
  });

  it('refuses a malformed body with a 4xx', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/claim',
      headers: { 'content-type': contentType },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.pdf"\r\n\r\n%PDF-1.7 and no end`,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('readUpload behind the intake, over a real socket', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await testApp();
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('refuses a 60 MB upload with 413 after reading it to nowhere, never holding it', async () => {
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="huge.pdf"\r\n\r\n`,
    );
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    // Live bytes, not garbage: on a loaded machine the collector may not run during the upload,
    // and the chunks already read and dropped would count as held. Each sample collects first,
    // a tenth of a second apart: a server keeping the body grows until the end, so no sample
    // misses it, and collecting more often slows the upload past the gate's minimum rate.
    const collect = garbageCollector();
    collect();
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const sampler = setInterval(() => {
      collect();
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 100);
    const answer = await new Promise<{ status: number; body: string; connection: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/claim',
            headers: { 'content-type': contentType },
          },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (text: string) => (body += text));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body,
                connection: String(response.headers.connection),
              }),
            );
          },
        );
        request.on('error', reject);
        request.write(head);
        request.write(pdf);
        let sent = 0;
        const pump = () => {
          while (sent < 60) {
            sent += 1;
            if (!request.write(chunk)) {
              request.once('drain', pump);
              return;
            }
          }
          request.end(`\r\n--${boundary}--\r\n`);
        };
        pump();
      },
    );
    clearInterval(sampler);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'claim_files_toobig' });
    expect(answer.connection).toBe('close');
    // The client and the server share this process: both sides' buffers count, yet far below
    // the 60 MB a server keeping the body would hold.
    expect(peak - before).toBeLessThan(30 * 1024 * 1024);
  });
});

describe('createUploadGate', () => {
  it('runs at most maxConcurrent tasks at once and refuses past maxWaiting', async () => {
    const gate = createUploadGate({ maxConcurrent: 2, maxWaiting: 1 });
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      gate.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });
    const first = task();
    const second = task();
    const third = task();
    await expect(task()).rejects.toMatchObject({ statusCode: 503, code: 'service_unavailable' });
    await Promise.resolve();
    expect(releases).toHaveLength(2);
    releases.shift()?.();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(2);
    releases.splice(0).forEach((release) => release());
    await Promise.all([second, third]);
    expect(peak).toBe(2);
  });
});
