import { commandLogger, fail, readCommandConfig, say } from '../command-line.ts';
import { startFailureLine } from '../start-failure.ts';
import { openDatabase } from './client.ts';
import { migrationState } from './migration-state.ts';

/**
 * `npm run db:migrate`: applies the pending migrations and exits, for a release step that runs
 * before the new instances start (with MIGRATE_AT_START=false on them). Same settings as the
 * server (DATABASE_URL or PGLITE_DIR, and the rest, checked the same way); the same advisory lock
 * as a start, so it waits for an instance that is migrating. One line on success, one on failure.
 */
const config = readCommandConfig();
const logger = commandLogger;

try {
  const handle = await openDatabase(config.database, logger);
  try {
    const { before, after } = await handle.exclusive(async ({ db, migrate }) => {
      const state = await migrationState(db);
      await migrate();
      return { before: state, after: await migrationState(db) };
    });
    const applied = after.applied - before.applied;
    say(
      applied === 0
        ? `the ${handle.driver} database is up to date (${after.total} migrations, the last is ${after.latest})`
        : `applied ${applied} migration${applied === 1 ? '' : 's'} to the ${handle.driver} database; it is at ${after.latest} (${after.applied} of ${after.total})`,
    );
  } finally {
    await handle.close();
  }
} catch (error) {
  fail(
    startFailureLine(error) ??
      `migrating failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}
// The PostgreSQL pool's timers and PGlite's worker would keep the process a moment longer.
process.exit(0);
