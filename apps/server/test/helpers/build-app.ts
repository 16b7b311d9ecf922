import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { testConfig } from './config.ts';

/** Builds a ready app (migrated and seeded database) for the tests of one file. */
export async function startApp(overrides: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides) });
  await app.ready();
  return app;
}

/** The usual setup: one app per test file, closed after its tests. */
export function useApp(overrides: Partial<Config> = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await startApp(overrides);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the app is not started yet');
    return app;
  };
}
