import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, DatabaseLogger } from '../db/database.ts';
import { type PrepareOptions, prepareDatabase } from '../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  /** Opens the database; the driver reports lost connections and a full disk to `logger`. */
  open: (logger: DatabaseLogger) => Promise<DatabaseHandle>;
  /** MIGRATE_AT_START: migrate, or only check the database is up to date. */
  migrate?: boolean;
  seedDemo: boolean;
  demoRoadsideApiKey?: string;
  demoCustomerHasher?: PrepareOptions['demoCustomerHasher'];
}

/** Opens the database, migrates it (and seeds the demo) before the app is ready; closes it last. */
const database: FastifyPluginAsync<DatabasePluginOptions> = async (app, options) => {
  const started = performance.now();
  const handle = await options.open(app.log);
  try {
    await prepareDatabase(handle, {
      migrate: options.migrate,
      seedDemo: options.seedDemo,
      demoRoadsideApiKey: options.demoRoadsideApiKey,
      demoCustomerHasher: options.demoCustomerHasher,
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  app.log.info(
    { driver: handle.driver, ms: Math.round(performance.now() - started) },
    'database ready',
  );
  app.decorate('database', handle);
  app.addHook('onClose', () => handle.close());
};

export default fp(database, { name: 'database', fastify: '5.x' });
