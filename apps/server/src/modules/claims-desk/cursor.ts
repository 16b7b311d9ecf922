import { AppError } from '../../shared/app-error.ts';

/** Where a queue page ends: the last claim's filing time (to the microsecond, as stored) and id. */
export interface QueuePosition {
  at: string;
  id: number;
}

export function encodeQueueCursor(position: QueuePosition): string {
  return Buffer.from(`${position.at}|${String(position.id)}`).toString('base64url');
}

/** A cursor this server made, or 400 invalid_request (a client edits nothing in it). */
export function decodeQueueCursor(cursor: string): QueuePosition {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) || !/^\d{1,10}$/.test(id ?? '')) {
    throw new AppError(400, 'invalid_request', [{ path: 'query.cursor', code: 'invalid_cursor' }]);
  }
  return { at, id: Number(id) };
}
