import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../../paths.ts';
import { type DatabaseHandle, migrationLockKey } from '../database.ts';
import * as schema from '../schema/index.ts';

export interface PgliteOptions {
  /**
   * A database dumped with PGlite's dumpDataDir to start from instead of an empty cluster: skips
   * initdb (~3 s), which test files use to start in well under a second.
   */
  template?: Blob;
}

export interface PgliteHandle extends DatabaseHandle {
  /** The whole database as a tarball, loadable as a `template`. */
  dump(): Promise<Blob>;
}

/** Embedded PostgreSQL (WASM) in a folder, or in memory for `memory://`. One connection. */
export async function openPglite(
  dataDir: string,
  { template }: PgliteOptions = {},
): Promise<PgliteHandle> {
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: template });
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
    dump: async () => client.dumpDataDir('none'),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
