import { AppError } from '../app-error.ts';

/**
 * An upload stopped before its body was all read, for a reason that makes reading the rest
 * pointless: its client is gone, it is too slow, or it held its slot past the ceiling. Unlike
 * other refusals, its unread body is not drained: the answer (if anyone is there to read it)
 * goes out at once and the connection is closed.
 */
export class UploadCut extends AppError {
  override name = 'UploadCut';
}

/**
 * Too slow for the minimum transfer rate (upload-pace.ts), or its slot held past the gate's
 * ceiling (upload-gate.ts): 408 request_timeout, as Node answers a request past its timeout.
 */
export const uploadTooSlow = (): UploadCut =>
  new UploadCut(408, 'request_timeout', undefined, { connection: 'close' });

/**
 * The connection closed before the answer: nobody reads this error. It ends the upload's work as
 * a client's mistake (a 4xx in the log at info level), never as a failure of ours.
 */
export const uploadClientGone = (): UploadCut =>
  new UploadCut(400, 'invalid_request', [{ path: 'body', code: 'client_gone' }], {
    connection: 'close',
  });
