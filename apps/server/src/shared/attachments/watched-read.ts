import type { FastifyRequest } from 'fastify';
// The request's multipart methods (parts, isMultipart) are declared by the plugin's types.
import type {} from '@fastify/multipart';
import { AppError } from '../app-error.ts';
import { uploadClientGone, uploadTooSlow } from './upload-cut.ts';
import { defaultUploadPace, type UploadPace, watchPace } from './upload-pace.ts';

export type MultipartParts = ReturnType<FastifyRequest['parts']>;

export interface ReadOptions {
  /** Aborted, the read stops at once and throws its reason (the slot's end, the client gone). */
  signal?: AbortSignal;
  /** The slowest sender kept: slower, the read throws 408 request_timeout (upload-cut.ts). */
  pace?: UploadPace;
}

/**
 * Reads a multipart request's parts with `read`, which an upload's end stops at once even while
 * no byte comes: `signal` aborted (its slot's ceiling, its client gone) or the sender behind
 * `pace`. Such a stop throws its reason (an UploadCut, whose body is not drained: the parser gets
 * nothing more and its pending read ends with the connection); any other error of `read` is a
 * refusal (4xx). 415 unsupported_media_type for a body that is not multipart. Every upload of
 * the portal (claims, contact, fleet files) reads through here, so none holds a slot longer.
 */
export async function readWatchedParts<T>(
  request: FastifyRequest,
  read: (parts: MultipartParts) => Promise<T>,
  { signal, pace = defaultUploadPace }: ReadOptions = {},
): Promise<T> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type');
  signal?.throwIfAborted();
  // Gone before its turn came: the multipart parser would wait for a 'close' already emitted.
  if (request.raw.destroyed) throw uploadClientGone();
  const stopped = new AbortController();
  const stop = () => stopped.abort(signal?.reason);
  signal?.addEventListener('abort', stop, { once: true });
  const parts = request.parts();
  const unwatch = watchPace(request.raw, pace, () => stopped.abort(uploadTooSlow()));
  const reading = read(parts);
  const interrupted = rejectedOnAbort(stopped.signal);
  try {
    return await Promise.race([reading, interrupted.promise]);
  } catch (error) {
    if (!stopped.signal.aborted) throw refusal(error);
    request.raw.unpipe();
    reading.catch(() => {});
    throw stopped.signal.reason;
  } finally {
    unwatch();
    interrupted.dispose();
    signal?.removeEventListener('abort', stop);
  }
}

/** A promise that rejects with the signal's reason when it aborts; dispose() stops listening. */
function rejectedOnAbort(signal: AbortSignal): { promise: Promise<never>; dispose(): void } {
  let onAbort = () => {};
  const promise = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  promise.catch(() => {});
  return { promise, dispose: () => signal.removeEventListener('abort', onAbort) };
}

/**
 * The error to answer with. The multipart plugin's own errors (its limits, a premature close)
 * keep their 4xx status; a broken body is 400.
 */
function refusal(error: unknown): unknown {
  if (error instanceof AppError || hasClientStatus(error)) return error;
  // Busboy's own complaints (a body cut short, a broken boundary) carry no status: bad input.
  return new AppError(400, 'invalid_request');
}

function hasClientStatus(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return false;
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
