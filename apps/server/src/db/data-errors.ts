/**
 * What kind of failure a database error is, by its SQLSTATE (both drivers set `code`; Drizzle
 * wraps the driver's error as `cause`).
 */

/** The SQLSTATE of an error or of one of its causes, or null when none came from the database. */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return null;
}

/**
 * The database refused the statement for the data it carries: a value its column cannot hold
 * (class 22: out of range, bad date, NUL), a broken constraint (23), a value too big to index
 * (54). Sent again alone, the same item fails again, and without it the others succeed: the
 * item's fault, rejected alone. Every other failure (connection, timeout, disk, shutdown) is the
 * database's, and fails the request so that the sender retries all of it.
 */
export function isDataError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== null && ['22', '23', '54'].includes(state.slice(0, 2));
}

/** A deadlock or serialization failure: the transaction did nothing and may simply run again. */
export function isRetryableConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}
