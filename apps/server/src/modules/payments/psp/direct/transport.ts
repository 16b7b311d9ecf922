import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { UnknownCause } from '../server-to-server.ts';

/**
 * One form POST to a PSP's server-to-server endpoint over node:http(s), with a hard deadline.
 * Not fetch, for the reason staff-sso/provider-request.ts gives: each call has a connection of its
 * own (no keep-alive agent) and the deadline or the caller's signal destroys it, so no socket to the
 * PSP outlives the call. The answer is read whole, as bytes (both PSPs answer in Latin-1), and
 * capped: a PSP's answer is a few hundred bytes.
 *
 * Failures are never thrown: they come back as the port's UnknownCause, because after the request
 * left, the PSP may have acted (server-to-server.ts).
 */

export interface PostResult {
  readonly status: number;
  readonly body: Buffer;
}

export type PostOutcome =
  | { readonly ok: true; readonly answer: PostResult }
  /** `sent` is false when the connection was never made: the PSP cannot have acted. */
  | { readonly ok: false; readonly cause: UnknownCause; readonly sent: boolean };

export interface PostOptions {
  /** Hard deadline of the whole exchange, connection to last byte. */
  readonly timeoutMs: number;
  /** The caller's own cancellation (a job stopping): treated like the deadline. */
  readonly signal?: AbortSignal | undefined;
}

/** Largest answer read; anything longer is unreadable (a PSP's is well under 4 KiB). */
export const MAX_ANSWER_BYTES = 64 * 1024;

export function postForm(
  url: string,
  body: Buffer,
  contentType: string,
  { timeoutMs, signal }: PostOptions,
): Promise<PostOutcome> {
  return new Promise<PostOutcome>((resolve) => {
    if (signal?.aborted) {
      resolve({ ok: false, cause: 'timeout', sent: false });
      return;
    }
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ ok: false, cause: 'unreachable', sent: false });
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    let connected = false;
    let done = false;
    const finish = (outcome: PostOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', giveUp);
      resolve(outcome);
    };
    const call = send(target, {
      method: 'POST',
      agent: false,
      headers: {
        'content-type': contentType,
        'content-length': String(body.length),
        accept: 'text/html, text/plain, */*',
      },
    });
    const giveUp = () => {
      finish({ ok: false, cause: 'timeout', sent: connected });
      call.destroy(new Error('psp call timed out'));
    };
    const timer = setTimeout(giveUp, timeoutMs);
    timer.unref();
    signal?.addEventListener('abort', giveUp, { once: true });
    call.once('socket', (socket) => {
      // Once connected, the request may have reached the PSP: an error from here on is unknown.
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    call.once('error', () => {
      // A refused or reset connection before the request was written cannot have acted; after,
      // it may have (a connection dropped while the PSP works).
      finish({ ok: false, cause: 'unreachable', sent: connected });
    });
    call.once('response', (answer) => {
      const chunks: Buffer[] = [];
      let size = 0;
      answer.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          finish({ ok: false, cause: 'unreadable', sent: true });
          answer.destroy();
          return;
        }
        chunks.push(chunk);
      });
      answer.once('error', () => finish({ ok: false, cause: 'unreachable', sent: true }));
      // Cut mid-answer: closed before its end (finish ignores this after a complete answer).
      answer.once('close', () => {
        if (!answer.complete) finish({ ok: false, cause: 'unreachable', sent: true });
      });
      answer.once('end', () =>
        finish({
          ok: true,
          answer: { status: answer.statusCode ?? 0, body: Buffer.concat(chunks) },
        }),
      );
    });
    call.end(body);
  });
}
