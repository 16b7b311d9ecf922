import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES, postForm } from './transport.ts';

/** The transport's failures, each the port's unknown cause, on real sockets. */

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}/`;
}

const body = Buffer.from('A=1');
const options = { timeoutMs: 1_000 };

describe('postForm', () => {
  it('reads the whole answer as bytes, with its status', async () => {
    const url = await serve((request, response) => {
      request.resume();
      response.writeHead(502).end(Buffer.from('caf\xE9', 'latin1'));
    });
    const outcome = await postForm(url, body, 'text/plain', options);
    expect(outcome).toMatchObject({ ok: true, answer: { status: 502 } });
    if (outcome.ok) expect(outcome.answer.body.toString('latin1')).toBe('café');
  });

  it('an answer cut after its headers is unreachable, and was sent', async () => {
    const url = await serve((request, response) => {
      request.resume();
      response.writeHead(200, { 'content-length': '100' });
      response.write('partial');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    expect(await postForm(url, body, 'text/plain', options)).toEqual({
      ok: false,
      cause: 'unreachable',
      sent: true,
    });
  });

  it('an answer larger than the cap is unreadable', async () => {
    const url = await serve((request, response) => {
      request.resume();
      response.end(Buffer.alloc(MAX_ANSWER_BYTES + 1, 0x41));
    });
    expect(await postForm(url, body, 'text/plain', options)).toMatchObject({
      ok: false,
      cause: 'unreadable',
    });
  });

  it('a malformed URL is unreachable and nothing was sent; so is an aborted signal', async () => {
    expect(await postForm('not a url', body, 'text/plain', options)).toEqual({
      ok: false,
      cause: 'unreachable',
      sent: false,
    });
    expect(
      await postForm('http://127.0.0.1:9/', body, 'text/plain', {
        ...options,
        signal: AbortSignal.abort(),
      }),
    ).toEqual({ ok: false, cause: 'timeout', sent: false });
  });
});
