import type { DatabaseHandle } from './database.ts';
import { type DemoSeedOptions, seedDemo } from './seed/seed-demo.ts';

export interface PrepareOptions {
  seedDemo: boolean;
  /** The demo roadside system's API key (default: DEMO_ROADSIDE_API_KEY's default). */
  demoRoadsideApiKey?: string;
  /** The demo customer's password hasher (outside production only): see seed-customer.ts. */
  demoCustomerHasher?: DemoSeedOptions['customerPasswordHasher'];
}

/**
 * Brings the database to the current schema (drizzle's migrator, committed SQL) and, when asked,
 * upserts the demo white-label; both under the advisory lock, so instances booting together take
 * turns and never run a migration twice.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: PrepareOptions,
): Promise<void> {
  await handle.exclusive(async ({ db, migrate }) => {
    await migrate();
    if (options.seedDemo) {
      await seedDemo(db, {
        roadsideApiKey: options.demoRoadsideApiKey,
        customerPasswordHasher: options.demoCustomerHasher,
      });
    }
  });
}
