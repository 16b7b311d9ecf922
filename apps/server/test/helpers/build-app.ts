import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type AppDeps, buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { openPglite } from '../../src/db/drivers/pglite.ts';
import { testConfig } from './config.ts';

let template: Promise<Blob> | undefined;

/** On PGlite, each app opens its own in-memory copy of the run's migrated template. */
function databaseOpener(config: Config): AppDeps['openDatabase'] {
  const file = inject('pgliteTemplate');
  if (config.database.kind !== 'pglite' || !file) return undefined;
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return async () => openPglite('memory://', { template: await template });
}

/**
 * Builds a ready app for the tests of one file. It still migrates and seeds at start (both find
 * nothing to do on the template), so every start exercises that path.
 */
export async function startApp(
  overrides: Partial<Config> = {},
  deps: TestAppDeps = {},
): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  const { beforeReady, ...appDeps } = deps;
  const app = await buildApp({ ...appDeps, config, openDatabase: databaseOpener(config) });
  await beforeReady?.(app);
  await app.ready();
  return app;
}

export type TestAppDeps = Pick<
  AppDeps,
  | 'pspDeliver'
  | 'pspDirectKnob'
  | 'fleetProcessor'
  | 'pspServerToServer'
  | 'logDestination'
  | 'clock'
> & {
  /** Registers more routes before the app is ready (e.g. a PSP page of a test's own). */
  beforeReady?: (app: FastifyInstance) => Promise<void>;
};

/** The usual setup: one app per test file, closed after its tests. */
export function useApp(
  overrides: Partial<Config> = {},
  deps: TestAppDeps = {},
): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await startApp(overrides, deps);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the app is not started yet');
    return app;
  };
}
