import { statfsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../../paths.ts';
import { type DatabaseHandle, type DatabaseLogger, migrationLockKey } from '../database.ts';
import * as schema from '../schema/index.ts';
import { GuardedPglite } from './guarded-pglite.ts';
import { DatabaseFolderError, prepareFolder, reason } from './pglite-folder.ts';
import { createSpaceGuard } from './pglite-space-guard.ts';
import { ReopeningPglite } from './reopening-pglite.ts';

export interface PgliteOptions {
  /**
   * A database dumped with PGlite's dumpDataDir to start from instead of an empty cluster: skips
   * initdb (~3 s), which test files use to start in well under a second.
   */
  template?: Blob;
  /** On a folder: below this much free disk, statements are refused (503) instead of risked. */
  minFreeBytes?: number;
  /** Where a full disk and the reopening after it are reported. */
  logger?: DatabaseLogger;
}

export interface PgliteHandle extends DatabaseHandle {
  /** The whole database as a tarball, loadable as a `template`. */
  dump(): Promise<Blob>;
}

/** PGLITE_MIN_FREE_MB's default, for callers without a configuration (tools, benchmarks). */
const defaultMinFreeBytes = 64 * 1024 * 1024;

const silentLogger: DatabaseLogger = { warn: () => {}, error: () => {} };

/**
 * Embedded PostgreSQL (WASM) in a folder, or in memory for `memory://`. One connection. A folder
 * is checked and locked first (pglite-folder.ts), then guarded against a full disk for as long
 * as it is open (guarded-pglite.ts, reopening-pglite.ts).
 */
export async function openPglite(
  dataDir: string,
  { template, minFreeBytes = defaultMinFreeBytes, logger = silentLogger }: PgliteOptions = {},
): Promise<PgliteHandle> {
  if (dataDir.startsWith('memory://')) {
    const client = await PGlite.create({ dataDir, loadDataDir: template });
    return handleOf(client, () => client.close());
  }
  const lock = await prepareFolder(dataDir, minFreeBytes);
  try {
    const client = await openFolder(dataDir, { template, minFreeBytes, logger });
    return handleOf(client, async () => {
      await client.close();
      await lock.release();
    });
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function openFolder(
  dataDir: string,
  {
    template,
    minFreeBytes,
    logger,
  }: PgliteOptions & { minFreeBytes: number; logger: DatabaseLogger },
): Promise<ReopeningPglite> {
  const mebibytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));
  const spaceGuard = createSpaceGuard({
    minFreeBytes,
    freeBytes: () => {
      const stats = statfsSync(dataDir);
      return stats.bavail * stats.bsize;
    },
    onChange: ({ full, freeBytes }) =>
      full
        ? logger.error(
            { freeMiB: mebibytes(freeBytes), neededMiB: mebibytes(minFreeBytes) },
            'database disk almost full: statements refused (503) until space is freed',
          )
        : logger.warn({ freeMiB: mebibytes(freeBytes) }, 'database disk has room again'),
  });
  const open = async (): Promise<GuardedPglite> => {
    const instance = new GuardedPglite(
      dataDir,
      { loadDataDir: template },
      {
        beforeWork: () => spaceGuard.assertRoom(),
        onBroken: (error) =>
          logger.error(
            { err: error },
            'embedded database met a full disk: closed, it reopens once space is free',
          ),
      },
    );
    try {
      await instance.waitReady;
      return instance;
    } catch (error) {
      await instance.close().catch(() => {});
      throw error;
    }
  };
  let first: GuardedPglite;
  try {
    first = await open();
  } catch (error) {
    throw new DatabaseFolderError(
      `the database folder ${dataDir} could not be opened: ${pgliteReason(error)}`,
    );
  }
  return new ReopeningPglite(first, {
    open,
    assertRoom: () => spaceGuard.assertRoom(),
    onReopened: () => logger.warn({}, 'embedded database reopened'),
  });
}

/** Emscripten's file system reports errno numbers of its own; these are the likely ones. */
const emscriptenErrnos: Record<number, string> = {
  2: 'EACCES',
  20: 'EEXIST',
  29: 'EIO',
  44: 'ENOENT',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

function pgliteReason(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'errno' in error) {
    const code = typeof error.errno === 'number' ? emscriptenErrnos[error.errno] : undefined;
    if (code) return reason({ code });
  }
  return reason(error);
}

/** What Drizzle and the handle need of a PGlite, whether one instance or a reopening one. */
type Embedded = Pick<PGlite, 'query' | 'transaction' | 'dumpDataDir' | 'closed'>;

function handleOf(client: Embedded, close: () => Promise<void>): PgliteHandle {
  // Drizzle's PGlite driver only calls query() and transaction() on its client, which a
  // ReopeningPglite forwards to its current instance.
  const db = drizzle({ client: client as unknown as PGlite, schema });
  let closed = false;
  return {
    driver: 'pglite',
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async exclusive(task) {
      // One process owns a PGlite folder, but taking the same lock keeps both drivers alike.
      await db.execute(sql`select pg_advisory_lock(${migrationLockKey})`);
      try {
        return await task({ db, migrate: () => migrate(db, { migrationsFolder: migrationsDir }) });
      } finally {
        if (!client.closed) await db.execute(sql`select pg_advisory_unlock(${migrationLockKey})`);
      }
    },
    dump: async () => client.dumpDataDir('none'),
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}
