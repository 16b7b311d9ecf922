import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../../paths.ts';
import { type DatabaseHandle, migrationLockKey } from '../database.ts';
import * as schema from '../schema/index.ts';

/** Embedded PostgreSQL (WASM) in a folder, or in memory for `memory://`. One connection. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzle({ client, schema });

  return {
    driver: 'pglite',
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async exclusive(task) {
      // One process owns a PGlite folder, but taking the same lock keeps both drivers alike.
      await db.execute(sql`select pg_advisory_lock(${migrationLockKey})`);
      try {
        return await task({ db, migrate: () => migrate(db, { migrationsFolder: migrationsDir }) });
      } finally {
        if (!client.closed) await db.execute(sql`select pg_advisory_unlock(${migrationLockKey})`);
      }
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
