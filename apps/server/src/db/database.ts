import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/**
 * The Drizzle database the services and repositories use, whichever driver is underneath
 * (embedded PGlite or PostgreSQL through `pg`): both speak the same SQL dialect.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where a driver reports what happens outside any request: lost connections, a full disk. */
export interface DatabaseLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A connection that holds the migration lock: it can migrate and seed without interference. */
export interface ExclusiveConnection {
  db: Database;
  migrate(): Promise<void>;
}

/** What the app holds: the database, and the means to check, lock and close it. */
export interface DatabaseHandle {
  readonly driver: 'pglite' | 'postgres';
  readonly db: Database;
  /** Runs `select 1`; rejects when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Runs `task` on one connection holding a PostgreSQL advisory lock, so several instances (or
   * parallel test files) starting against one database migrate and seed one at a time.
   */
  exclusive<T>(task: (connection: ExclusiveConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections now (the metrics); PGlite has one connection, no pool. */
  poolUsage?(): PoolUsage;
}

/** Connections of a pool: open, open and unused, and requests waiting for one. */
export interface PoolUsage {
  total: number;
  idle: number;
  waiting: number;
}

/** Arbitrary but fixed: every Portico process uses this key for its boot-time lock. */
export const migrationLockKey = 7_265_737_472;
