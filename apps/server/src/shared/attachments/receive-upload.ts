import type { AttachmentMediaType } from '@portico/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../app-error.ts';
import { uploadClientGone, UploadCut } from './upload-cut.ts';
import type { SniffedMediaType } from './sniff.ts';
import type { UploadGate } from './upload-gate.ts';
import { discardUnreadBody, readUpload, type Upload, type UploadRules } from './upload-reader.ts';

/** Where a route's uploads wait their turn, and how their bodies are read. */
export interface UploadIntake<M extends SniffedMediaType = AttachmentMediaType> {
  gate: UploadGate;
  rules: UploadRules<M>;
}

/**
 * Handles one upload request behind the intake's gate: `handle` may check what needs no body
 * first (a session, a captcha), then calls `read` for the parts and stores them while the gate is
 * held, which bounds the file content in memory.
 *
 * Its slot comes back whatever happens (issue 24 item 1): its client gone while it waits, it
 * leaves the queue; gone while its body is read, the read stops at once; too slow for the gate's
 * pace or past its ceiling, it is answered 408 request_timeout with `connection: close`. A body
 * read whole is stored even if its client left meanwhile (the claim stands; its e-mail tells).
 * Refused otherwise (a bad session, a full gate, a bad file), the rest of its body is drained
 * once its slot is given back, so a client still sending reads the answer instead of a broken
 * pipe.
 */
export async function receiveUpload<T, M extends SniffedMediaType = AttachmentMediaType>(
  request: FastifyRequest,
  { gate, rules }: UploadIntake<M>,
  handle: (read: () => Promise<Upload<M>>) => Promise<T>,
): Promise<T> {
  const client = watchConnection(request);
  try {
    return await gate.run(
      (slot) => handle(() => readUpload(request, rules, { signal: slot, pace: gate.pace })),
      // Places and slots are counted per client IP too (upload-gate.ts).
      { signal: client.signal, client: request.ip },
    );
  } catch (error) {
    if (error instanceof UploadCut) throw error;
    const headers = await discardUnreadBody(request);
    if (error instanceof AppError && headers.connection) {
      throw new AppError(error.statusCode, error.code, error.details, {
        ...error.headers,
        ...headers,
      });
    }
    throw error;
  } finally {
    client.dispose();
  }
}

/**
 * A signal aborted (with uploadClientGone) when the request's connection closes: the client gave
 * up, whether or not the server was reading from it. app.inject's socket never closes.
 */
function watchConnection(request: FastifyRequest): { signal: AbortSignal; dispose(): void } {
  const gone = new AbortController();
  const socket = request.raw.socket as FastifyRequest['raw']['socket'] | null;
  const onClose = () => gone.abort(uploadClientGone());
  if (!socket || socket.destroyed) onClose();
  else socket.once('close', onClose);
  return { signal: gone.signal, dispose: () => socket?.off('close', onClose) };
}

/**
 * The JSON of the text part `field`, unchecked: 400 invalid_request (`required`) when the part is
 * missing, (`json`) when it is not JSON.
 */
export function jsonPartOf(upload: Pick<Upload, 'fields'>, field: string): unknown {
  const text = upload.fields.get(field);
  if (text === undefined) {
    throw new AppError(400, 'invalid_request', [{ path: field, code: 'required' }]);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError(400, 'invalid_request', [{ path: field, code: 'json' }]);
  }
}

/** At most this many schema issues go back in the error's details. */
const maxIssues = 10;

/** `value` checked by `schema`, or 400 invalid_request naming each issue under `field`. */
export function parsedPart<T>(field: string, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new AppError(
    400,
    'invalid_request',
    parsed.error.issues.slice(0, maxIssues).map((issue) => ({
      path: [field, ...issue.path.map(String)].join('.'),
      code: issue.code,
    })),
  );
}
