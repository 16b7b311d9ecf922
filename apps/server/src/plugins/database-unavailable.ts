import { DatabaseUnavailableError } from '../db/unavailable.ts';

/**
 * Whether an error means "the database is unavailable" (try again later: 503) rather than "this
 * request is wrong" (a bug: 500). Drizzle wraps the driver's error in DrizzleQueryError and services
 * may wrap it again, so the whole `cause` chain is read. Pure, so every case is unit-tested.
 */

/** SQLSTATE classes and codes of a database that is down, restarting, overloaded or full. */
const unavailableSqlStateClasses = new Set([
  '08', // connection exception
  '53', // insufficient resources: disk full, out of memory, too many connections
]);
const unavailableSqlStates = new Set([
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown: pg_terminate_backend, smart or fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout
  '58030', // io_error
]);

/** Node's system errors of a socket or disk that failed under the driver. */
const unavailableSystemCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
  'EIO',
]);

/** pg, pg-pool and PGlite raise these as plain Errors, without a code. */
const unavailableMessages = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  'PGlite is closing',
]);

/** Deep enough for any real wrapping, and a stop for a cause chain that loops. */
const maxDepth = 8;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: { value: unknown; depth: number }[] = [{ value: error, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, depth } = item;
    if (typeof value !== 'object' || value === null || seen.has(value) || depth > maxDepth)
      continue;
    seen.add(value);
    if (meansUnavailable(value)) return true;
    if ('cause' in value) pending.push({ value: value.cause, depth: depth + 1 });
    // Node reports a refused connection to every address of a host as one AggregateError.
    if (value instanceof AggregateError) {
      for (const inner of value.errors) pending.push({ value: inner, depth: depth + 1 });
    }
  }
  return false;
}

function meansUnavailable(error: object): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (unavailableSystemCodes.has(code) || unavailableSqlStates.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && unavailableSqlStateClasses.has(code.slice(0, 2))) {
      return true;
    }
  }
  // A FATAL or PANIC error ends the server session whatever its code (authentication, shutdown).
  if ('severity' in error && (error.severity === 'FATAL' || error.severity === 'PANIC')) {
    return true;
  }
  return error instanceof Error && unavailableMessages.has(error.message);
}
