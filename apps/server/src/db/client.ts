import type { Config } from '../config.ts';
import type { DatabaseHandle, DatabaseLogger } from './database.ts';

/**
 * Opens the configured database. Drivers are imported on demand so a PostgreSQL deployment never
 * loads the PGlite WASM bundle, and a laptop never needs `pg` connected.
 */
export async function openDatabase(
  database: Config['database'],
  logger: DatabaseLogger,
): Promise<DatabaseHandle> {
  if (database.kind === 'postgres') {
    const { openPostgres } = await import('./drivers/postgres.ts');
    return openPostgres(database.url, {
      timeouts: database.timeouts,
      poolMax: database.poolMax,
      logger,
    });
  }
  const { openPglite } = await import('./drivers/pglite.ts');
  return openPglite(database.dataDir, { minFreeBytes: database.minFreeBytes, logger });
}
