import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { dropDatabase, recreateDatabase } from '../../../../bench/lib/bench-database.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { openPglite } from '../../src/db/drivers/pglite.ts';
import { openPostgres } from '../../src/db/drivers/postgres.ts';
import { prepareDatabase } from '../../src/db/migrate.ts';
import { createRoadTenant, type RoadTenant } from './road-tenant.ts';

/** What a test runs last (servers stopped, handles closed), pushed in order, run in reverse. */
export type Cleanups = (() => Promise<unknown>)[];

/** Cleanups run after the file's tests, last pushed first, each even if another fails. */
export function useCleanups(): Cleanups {
  const cleanups: Cleanups = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });
  return cleanups;
}

export interface ProcessDatabase {
  /** The settings of a server process on this database: quiet, no demo data, no web build. */
  env: Record<string, string>;
  /** A tenant of its own with the A79 road and an API key. */
  tenant: RoadTenant;
  /** The database for the test's checks, once its server processes are gone. */
  reopen(): Promise<DatabaseHandle>;
  /**
   * Runs `use` on the database while no server process holds it (between a crash and the next
   * start): PGlite's folder is opened for it and closed after.
   */
  between<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T>;
}

/** The settings of a test's server process: quiet, no demo data, no web build. */
export const quietServerEnv = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  WEB_DIST: path.join(import.meta.dirname, 'no-web-build'),
};

/**
 * The database that a test's real server processes (helpers/server-process.ts) share: a database
 * of its own on the PostgreSQL server of DATABASE_URL when set, else a PGlite folder of its own
 * from the run's template; migrated, with a road tenant. Of its own, because the processes run the
 * portal's jobs over every white-label: on the shared `test` database the data-retention job would
 * clear the other files' aged trips and the mail job claim their e-mails. PGlite takes one process at a time in a folder: the test's own
 * handle is closed before the servers start, and `reopen` opens the folder again.
 */
export async function openProcessDatabase(
  folderPrefix: string,
  cleanups: Cleanups,
): Promise<ProcessDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `${folderPrefix.replace(/[^a-z0-9]+/g, '_')}${process.pid}`;
    const url = await recreateDatabase(serverUrl, name);
    cleanups.push(() => dropDatabase(serverUrl, name));
    const handle = await openPostgres(url);
    cleanups.push(() => handle.close());
    await prepareDatabase(handle, { seedDemo: false });
    const tenant = await createRoadTenant(handle.db);
    // The road tenant is the default white-label: without one the servers are never ready.
    const env = { ...quietServerEnv, DATABASE_URL: url, DEFAULT_WHITELABEL: tenant.code };
    return { env, tenant, reopen: async () => handle, between: (use) => use(handle) };
  }

  const folder = await mkdtemp(path.join(tmpdir(), folderPrefix));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const templateFile = inject('pgliteTemplate');
  const template = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  const handle = await openPglite(folder, template ? { template } : {});
  let tenant: RoadTenant;
  try {
    await prepareDatabase(handle, { seedDemo: false });
    tenant = await createRoadTenant(handle.db);
  } finally {
    await handle.close();
  }
  return {
    env: {
      ...quietServerEnv,
      DATABASE_URL: '',
      PGLITE_DIR: folder,
      DEFAULT_WHITELABEL: tenant.code,
    },
    tenant,
    async reopen() {
      const again = await openPglite(folder);
      cleanups.push(() => again.close());
      return again;
    },
    async between(use) {
      const handle = await openPglite(folder);
      try {
        return await use(handle);
      } finally {
        await handle.close();
      }
    },
  };
}
