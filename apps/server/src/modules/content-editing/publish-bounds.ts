import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../shared/app-error.ts';

/**
 * The publication's transaction's own limits, as PostgreSQL applies them (PGlite accepts and
 * keeps them too): the advisory lock is waited for at most what is left of the wait
 * (lock_timeout), each statement and each pause between statements may last at most the hold
 * (statement_timeout, idle_in_transaction_session_timeout), after which the server cancels or
 * ends it and the lock goes with the transaction. Local: they end with the transaction.
 */
export function publishLimits(waitLeftMs: number, holdMs: number): SQL {
  return sql`select set_config('lock_timeout', ${`${Math.ceil(waitLeftMs)}ms`}, true),
    set_config('statement_timeout', ${`${holdMs}ms`}, true),
    set_config('idle_in_transaction_session_timeout', ${`${holdMs}ms`}, true)`;
}

/** SQLSTATEs of a publication that waited or held too long: lock, statement, idle timeouts. */
const busyStates = new Set(['55P03', '57014', '25P03']);

function sqlStateOf(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 8; depth += 1) {
    if (typeof cause !== 'object') return undefined;
    if ('code' in cause && typeof cause.code === 'string' && busyStates.has(cause.code)) {
      return cause.code;
    }
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return undefined;
}

/**
 * A publication stopped by one of its bounds (a deadline's TimeoutError, the client gone, the
 * database's lock or statement timeout) is 503 content_publish_busy: nothing was published, try
 * again. Any other error passes unchanged.
 */
export function busyOr(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const stopped =
    (error instanceof Error &&
      (error.name === 'TimeoutError' || error.name === 'ClientGoneError')) ||
    sqlStateOf(error) !== undefined;
  return stopped ? new AppError(503, 'content_publish_busy') : error;
}
