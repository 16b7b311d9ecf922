import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { CustomFetchOptions } from 'openid-client';

/** Statuses whose answer has no body (a Response refuses one). */
const bodiless = new Set([101, 204, 205, 304]);

/**
 * One call to an identity provider over node:http, answered as a fetch Response (what
 * openid-client reads). Not fetch: Node 22's fetch (undici 6) gives an aborted call's socket up
 * but then opens another to the provider for the request it still queues, and that one stays
 * until the provider closes it; Node 24's does not. Here each call has a connection of its own
 * (no keep-alive agent) and `signal` destroys it, whether the answer's headers or its body are
 * awaited: no socket to the provider outlives the call, on any Node. The call fails as fetch
 * fails, so openid-client sorts it the same way: with the signal's reason (its TimeoutError or
 * AbortError: OAUTH_TIMEOUT, OAUTH_ABORT), or a TypeError when the provider is out of reach.
 */
export async function providerRequest(
  url: string,
  { method, headers, body }: Pick<CustomFetchOptions, 'method' | 'headers' | 'body'>,
  signal: AbortSignal,
): Promise<Response> {
  signal.throwIfAborted();
  // Every body openid-client sends (form, JSON, bytes) as the bytes fetch would send.
  const payload =
    body === null || body === undefined
      ? undefined
      : body instanceof Uint8Array
        ? Buffer.from(body)
        : Buffer.from(await new Response(body).arrayBuffer());
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    let answer: IncomingMessage | undefined;
    const call = send(target, {
      method,
      headers: payload ? { ...headers, 'content-length': String(payload.length) } : headers,
      agent: false,
    });
    const giveUp = () => {
      const reason: unknown = signal.reason;
      const failure = reason instanceof Error ? reason : new DOMException('aborted', 'AbortError');
      answer?.destroy(failure);
      call.destroy(failure);
    };
    signal.addEventListener('abort', giveUp, { once: true });
    const settle = () => signal.removeEventListener('abort', giveUp);
    call.once('close', () => {
      if (!answer) settle();
    });
    call.once('error', (error) => {
      settle();
      reject(
        signal.aborted ? signal.reason : new TypeError('provider unreachable', { cause: error }),
      );
    });
    call.once('response', (received) => {
      answer = received;
      received.once('close', settle);
      received.once('error', () => {});
      try {
        resolve(asResponse(received, method));
      } catch (error) {
        received.destroy();
        reject(new TypeError('provider answer unreadable', { cause: error }));
      }
    });
    call.end(payload);
  });
}

/** The provider's answer as a fetch Response whose body streams from the connection. */
function asResponse(answer: IncomingMessage, method: string): Response {
  const headers = new Headers();
  const raw = answer.rawHeaders;
  for (let at = 0; at + 1 < raw.length; at += 2) headers.append(raw[at] ?? '', raw[at + 1] ?? '');
  const status = answer.statusCode ?? 0;
  const empty = bodiless.has(status) || method === 'HEAD';
  if (empty) answer.resume();
  const body = empty ? null : (Readable.toWeb(answer) as ReadableStream<Uint8Array>);
  return new Response(body, { status, statusText: answer.statusMessage ?? '', headers });
}
