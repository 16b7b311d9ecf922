import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../../paths.ts';
import { type DatabaseHandle, migrationLockKey } from '../database.ts';
import * as schema from '../schema/index.ts';

/** PostgreSQL through a `pg` pool. */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server emits 'error' on the pool; without a listener Node exits.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  let closed = false;

  return {
    driver: 'postgres',
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async exclusive(task) {
      // Session-level advisory locks belong to one connection: lock, work and unlock on the same one.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        try {
          const locked = drizzle({ client, schema });
          return await task({
            db: locked,
            migrate: () => migrate(locked, { migrationsFolder: migrationsDir }),
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
