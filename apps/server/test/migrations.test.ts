import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openPglite } from '../src/db/drivers/pglite.ts';
import {
  DatabaseBehindError,
  migrationJournal,
  migrationState,
} from '../src/db/migration-state.ts';
import { migrationsDir, serverRoot } from '../src/paths.ts';
import { testConfig } from './helpers/config.ts';

// Issue 15 item 8: migrations as a release step of their own (`npm run db:migrate`), a server
// told not to migrate (MIGRATE_AT_START=false) that refuses a database behind it, and the Drizzle
// schema and the committed migrations checked to agree.

const run = promisify(execFile);
const repositoryRoot = path.resolve(serverRoot, '..', '..');
const total = migrationJournal().length;

describe('the Drizzle schema and the migrations', () => {
  it('agree: drizzle-kit finds nothing to generate from the schema', async () => {
    // drizzle-kit writes where it is told, relative to the server folder: a copy of the
    // migrations there, so a schema change without its migration fails here, not in production.
    const copy = await mkdtemp(path.join(serverRoot, '.migrations-check-'));
    try {
      await cp(migrationsDir, copy, { recursive: true });
      const { stdout } = await run(
        'npx',
        [
          'drizzle-kit',
          'generate',
          '--dialect=postgresql',
          '--schema=./src/db/schema',
          `--out=./${path.basename(copy)}`,
        ],
        { cwd: serverRoot, timeout: 60_000 },
      );
      expect(stdout).toContain('No schema changes');
      const sql = (await readdir(copy)).filter((file) => file.endsWith('.sql'));
      expect(sql).toHaveLength(total);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('a server told not to migrate', () => {
  it('refuses an empty database with one line naming the command, and starts once migrated', async () => {
    const handle = await openPglite('memory://');
    const config = testConfig({ migrateAtStart: false, seedDemo: false });
    const start = () => buildApp({ config, openDatabase: async () => handle });
    try {
      expect(await migrationState(handle.db)).toMatchObject({ applied: 0, total });
      const refused = await start().then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DatabaseBehindError);
      expect((refused as Error).message).toContain(`0 of ${total} applied`);
      expect((refused as Error).message).toContain('npm run db:migrate');
    } finally {
      await handle.close().catch(() => undefined);
    }

    const migrated = await openPglite('memory://');
    await migrated.exclusive(({ migrate }) => migrate());
    expect(await migrationState(migrated.db)).toMatchObject({ applied: total, total });
    const app = await buildApp({ config, openDatabase: async () => migrated });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // Started, and honest: a migrated database without its operator is not ready (issue 27).
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: 'whitelabel_not_found' });
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('npm run db:migrate', () => {
  it('migrates a new embedded database, then finds it up to date', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'portico-migrate-'));
    const env = { ...process.env, NODE_ENV: 'test', PGLITE_DIR: folder, DATABASE_URL: '' };
    try {
      const first = await run('npm', ['run', '--silent', 'db:migrate'], {
        cwd: repositoryRoot,
        env,
        timeout: 60_000,
      });
      expect(first.stdout.trim()).toBe(
        `portico: applied ${total} migrations to the pglite database; it is at ${migrationJournal().at(-1)?.tag} (${total} of ${total})`,
      );
      const again = await run('npm', ['run', '--silent', 'db:migrate'], {
        cwd: repositoryRoot,
        env,
        timeout: 60_000,
      });
      expect(again.stdout).toContain('the pglite database is up to date');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it('stops with one line and exit code 1 when the database cannot be reached', async () => {
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
    };
    const failed = await run('npm', ['run', '--silent', 'db:migrate'], {
      cwd: repositoryRoot,
      env,
      timeout: 60_000,
    }).then(
      () => null,
      (error: unknown) => error as { code: number; stderr: string },
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe(
      'portico: the database cannot be reached: connect ECONNREFUSED 127.0.0.1:1 (ECONNREFUSED)',
    );
  }, 60_000);
});
