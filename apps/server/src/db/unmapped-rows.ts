/**
 * A prepared Drizzle statement that answers the driver's rows as they come, without Drizzle's
 * row mapper: objects keyed by column name, integers, booleans and text as such, jsonb parsed,
 * timestamps and dates as PostgreSQL's text ('2026-03-02 08:00:00.123+00'). Both our drivers
 * (node-postgres and PGlite) read them alike, since Drizzle gives both the same type parsers.
 * For a hot read whose rows the caller maps by hand, cheaper than a generic walk over every field.
 */
export type UnmappedStatement = (values: Record<string, unknown>) => Promise<unknown[]>;

interface ReadsUnmapped {
  all(values: Record<string, unknown>): Promise<unknown>;
}

/**
 * `prepared` is the result of a query builder's `.prepare(name)`. Both drivers' prepared queries
 * have `all()`, which pg-core's base class does not declare; checked once here, so a driver
 * without it fails at startup instead of at the first request.
 */
export function unmappedStatement(prepared: object): UnmappedStatement {
  if (!readsUnmapped(prepared)) {
    throw new Error('this database driver cannot read unmapped rows');
  }
  return async (values) => {
    const rows = await prepared.all(values);
    if (!Array.isArray(rows)) throw new Error('the database driver answered no rows');
    return rows;
  };
}

function readsUnmapped(prepared: object): prepared is ReadsUnmapped {
  return 'all' in prepared && typeof prepared.all === 'function';
}
