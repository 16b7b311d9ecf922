import type { DatabaseHandle } from './database.ts';
import { DatabaseBehindError, migrationState } from './migration-state.ts';
import { type DemoSeedOptions, seedDemo } from './seed/seed-demo.ts';

export interface PrepareOptions {
  /** Apply pending migrations (default), or only refuse a database that is behind. */
  migrate?: boolean;
  seedDemo: boolean;
  /** The demo roadside system's API key (default: DEMO_ROADSIDE_API_KEY's default). */
  demoRoadsideApiKey?: string;
  /** The demo customer's password hasher (outside production only): see seed-customer.ts. */
  demoCustomerHasher?: DemoSeedOptions['customerPasswordHasher'];
}

/**
 * Brings the database to the current schema (drizzle's migrator, committed SQL) and, when asked,
 * upserts the demo white-label; both under the advisory lock, so instances booting together take
 * turns and never run a migration twice. Told not to migrate (a release step ran
 * `npm run db:migrate`), it only checks: a database behind this version stops the start.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: PrepareOptions,
): Promise<void> {
  await handle.exclusive(async ({ db, migrate }) => {
    if (options.migrate ?? true) await migrate();
    else {
      const state = await migrationState(db);
      if (state.applied < state.total) throw new DatabaseBehindError(state);
    }
    if (options.seedDemo) {
      await seedDemo(db, {
        roadsideApiKey: options.demoRoadsideApiKey,
        customerPasswordHasher: options.demoCustomerHasher,
      });
    }
  });
}
