import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { databaseTimeoutDefaults, type DatabaseTimeouts } from '../../config.ts';
import { migrationsDir } from '../../paths.ts';
import { type DatabaseHandle, type DatabaseLogger, migrationLockKey } from '../database.ts';
import * as schema from '../schema/index.ts';
import { watchConnection } from './postgres-connection.ts';
import { ReleasingPool } from './postgres-pool.ts';

export interface PostgresOptions {
  timeouts?: DatabaseTimeouts;
  /** Connections kept at most (DATABASE_POOL_MAX). */
  poolMax?: number;
  /** Where lost connections are reported (once each, without queries or values). */
  logger?: DatabaseLogger;
}

/** The server gets this long after its own statement timeout to answer at all (a stall). */
const readTimeoutGraceMs = 2_000;

/** TCP keepalive after this much silence: a dead peer is noticed on a connection nobody uses. */
const keepAliveDelayMs = 10_000;

const silentLogger: DatabaseLogger = { warn: () => {}, error: () => {} };

/**
 * PostgreSQL through a `pg` pool, with limits everywhere so that a lost or stalled database makes
 * requests fail fast (503) instead of holding them: the server cancels long statements and ends
 * sessions idle in a transaction, the client gives up on a connection it cannot get or a server
 * that stopped answering, and TCP keepalive finds dead peers.
 */
export async function openPostgres(
  url: string,
  { timeouts = databaseTimeoutDefaults, poolMax = 10, logger = silentLogger }: PostgresOptions = {},
): Promise<DatabaseHandle> {
  const connection: pg.ClientConfig = {
    connectionString: url,
    // Names our sessions in pg_stat_activity unless the URL names them (application_name=...).
    fallback_application_name: 'portico',
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: keepAliveDelayMs,
  };
  const pool = new ReleasingPool({
    ...connection,
    max: poolMax,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + readTimeoutGraceMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  // Every connection gets its own permanent error listener (see watchConnection), which reports
  // the loss once; the pool re-emits an idle connection's error here, where it was already seen.
  pool.on('connect', (client) => watchConnection(client, logger));
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  let closed = false;

  return {
    driver: 'postgres',
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async exclusive(task) {
      // Session-level advisory locks belong to one connection: lock, work and unlock on the same
      // one. Its own connection, without the pool's timeouts: waiting for another instance's
      // migration, or a long migration, is expected here.
      const client = new pg.Client(connection);
      watchConnection(client, logger);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        try {
          const locked = drizzle({ client, schema });
          return await task({
            db: locked,
            migrate: () => migrate(locked, { migrationsFolder: migrationsDir }),
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        }
      } finally {
        await client.end();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    poolUsage: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
