import pg from 'pg';
import type { Database } from './database.ts';

/**
 * One SQL statement run by the driver under Drizzle, its rows as arrays in column order, without
 * Drizzle's row mapper: for a hot read whose rows the caller maps by hand. On PostgreSQL it is a
 * named prepared statement (parsed and planned once per connection); PGlite runs it as it is.
 * Both drivers read int2/int4, bool, text, jsonb (parsed) and timestamptz (a Date) alike: keep
 * the statement's columns to those types (int8 and numeric differ: cast them).
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
  // drizzle() keeps its driver's client as $client: a pg Pool (postgres.ts) or a PGlite (pglite.ts).
  const client: unknown = Reflect.get(db, '$client');
  if (client instanceof pg.Pool) {
    return async (params) => {
      const result = await client.query<unknown[]>({
        name,
        text,
        values: [...params],
        rowMode: 'array',
      });
      return result.rows;
    };
  }
  if (isEmbedded(client)) {
    return async (params) => (await client.query(text, [...params], { rowMode: 'array' })).rows;
  }
  throw new Error('named statements need the pg pool or PGlite under Drizzle');
}

function isEmbedded(client: unknown): client is EmbeddedClient {
  return typeof client === 'object' && client !== null && 'query' in client;
}
