/**
 * The database cannot serve right now (its disk is full, it is being reopened...), as opposed to a
 * query that is wrong: the request is worth retrying later, so it answers 503, never 500.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}
