import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { DatabaseHandle } from './db/database.ts';
import { prepareDatabase } from './db/migrate.ts';
import { createPasswordHasher } from './modules/accounts/passwords.ts';

/**
 * What the one-shot commands (`npm run db:migrate`, `npm run renter:invite`) share: one line on
 * stdout for what was done, one on stderr and exit 1 for what failed, the server's settings read
 * the same way (a bad one is its line), and a database logger that writes lines.
 */
export const say = (line: string): void => void process.stdout.write(`portico: ${line}\n`);

export const fail = (line: string): never => {
  process.stderr.write(`portico: ${line}\n`);
  process.exit(1);
};

export function readCommandConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return fail(error.message);
  }
}

export const commandLogger = {
  warn: (_details: object, message: string) => process.stderr.write(`portico: ${message}\n`),
  error: (_details: object, message: string) => process.stderr.write(`portico: ${message}\n`),
};

/**
 * The configured database, prepared as a server start prepares it: migrated (or checked) and the
 * demo seeded when SEED_DEMO, so a command on a fresh laptop finds what the server would.
 */
export async function openCommandDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase(config.database, commandLogger);
  try {
    await prepareDatabase(handle, {
      migrate: config.migrateAtStart,
      seedDemo: config.seedDemo,
      demoRoadsideApiKey: config.demoRoadsideApiKey,
      ...(config.nodeEnv !== 'production'
        ? { demoCustomerHasher: createPasswordHasher(config.accounts.argon2) }
        : {}),
    });
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
