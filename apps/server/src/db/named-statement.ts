import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './database.ts';

/**
 * One SQL statement run by the driver under Drizzle, its rows as arrays in column order, without
 * Drizzle's row mapper: for a hot read whose rows the caller maps by hand. On PostgreSQL it is a
 * named prepared statement (parsed and planned once per connection); PGlite runs it as it is.
 * Both drivers read int2/int4, bool, text, jsonb (parsed) and timestamptz (a Date) alike: keep
 * the statement's columns to those types (int8 and numeric differ: cast them). A failure is
 * wrapped in DrizzleQueryError as Drizzle's own queries are, so it is logged (without the SQL's
 * parameters) and mapped (503 when the database is unavailable) the same way.
 */
export type NamedStatement = (params: readonly unknown[]) => Promise<unknown[][]>;

interface EmbeddedClient {
  query(
    text: string,
    params: unknown[],
    options: { rowMode: 'array' },
  ): Promise<{ rows: unknown[][] }>;
}

export function namedStatement(db: Database, name: string, text: string): NamedStatement {
  const run = driverRun(db, name, text);
  return async (params) => {
    try {
      return await run([...params]);
    } catch (error) {
      throw new DrizzleQueryError(text, [...params], error instanceof Error ? error : undefined);
    }
  };
}

function driverRun(db: Database, name: string, text: string) {
  // drizzle() keeps its driver's client as $client: a pg Pool (postgres.ts) or a PGlite (pglite.ts).
  const client: unknown = Reflect.get(db, '$client');
  if (client instanceof pg.Pool) {
    return async (values: unknown[]) =>
      (await client.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows;
  }
  if (isEmbedded(client)) {
    return async (values: unknown[]) =>
      (await client.query(text, values, { rowMode: 'array' })).rows;
  }
  throw new Error('named statements need the pg pool or PGlite under Drizzle');
}

function isEmbedded(client: unknown): client is EmbeddedClient {
  return typeof client === 'object' && client !== null && 'query' in client;
}
