import { eq, inArray, sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import type { Database, DatabaseHandle } from '../db/database.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { payments, type StoredPaymentStatus } from '../db/schema/payments.ts';

/** The statuses a payment ends in (schema/payments.ts): the ones worth counting. */
const finalStatuses = ['SUCCEED', 'DUPLICATED', 'REJECTED', 'CANCELLED'] as const;

/**
 * A scrape waits this long for the database at most: Prometheus times out at 10 s by default, and a
 * slow or lost database must cost the scrape its database series only, never the whole answer.
 */
export const databaseGaugesTimeoutMs = 1_000;

export interface DatabaseFigures {
  outboxBacklog: number;
  outboxOldestAgeSeconds: number;
  payments: { status: StoredPaymentStatus; count: number; refundDue: number }[];
}

/**
 * The database's own figures: the pending e-mails (through the outbox's partial index of pending
 * rows, so a few rows), and the payments by final status with those flagged refund_due (one pass
 * over payments). These are the database's totals, the same whichever instance is scraped.
 */
export async function readDatabaseFigures(db: Database): Promise<DatabaseFigures> {
  return db.transaction(async (tx) => {
    // PostgreSQL cancels the statements itself past the bound; the race below covers the rest.
    await tx.execute(sql.raw(`set local statement_timeout = ${databaseGaugesTimeoutMs}`));
    const [outbox] = await tx
      .select({
        backlog: sql<number>`count(*)::int`,
        oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    const byStatus = await tx
      .select({
        status: payments.status,
        count: sql<number>`count(*)::int`,
        refundDue: sql<number>`(count(*) filter (where ${payments.refundDue}))::int`,
      })
      .from(payments)
      .where(inArray(payments.status, [...finalStatuses]))
      .groupBy(payments.status);
    return {
      outboxBacklog: outbox?.backlog ?? 0,
      outboxOldestAgeSeconds: outbox?.oldestAgeSeconds ?? 0,
      payments: byStatus,
    };
  });
}

function withinBound<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // A late answer still settles `work`: keep it from becoming an unhandled rejection.
  work.catch(() => {});
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface DatabaseGauges {
  /** The pool gauges, read at each scrape (they live in the app's main registry). */
  poolRegistry: Registry;
  /**
   * The database's series as exposition text, or null when the database did not answer in time
   * (the scrape then goes on without them).
   */
  scrape(): Promise<{ text: string } | { error: unknown }>;
}

/**
 * The series read from the database when Prometheus scrapes: outbox backlog and oldest message
 * age, payments by final status, refund_due count; and the connection pool's usage.
 */
export function createDatabaseGauges(
  handle: Pick<DatabaseHandle, 'db' | 'poolUsage'>,
  { timeoutMs = databaseGaugesTimeoutMs }: { timeoutMs?: number } = {},
): DatabaseGauges {
  const registry = new Registry();
  const registers = [registry];
  const backlog = new Gauge({
    name: 'portico_mail_outbox_backlog',
    help: 'E-mails of the outbox not sent yet (pending, due or waiting for a retry).',
    registers,
  });
  const oldestAge = new Gauge({
    name: 'portico_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest pending e-mail of the outbox (0 when none is pending).',
    registers,
  });
  const byStatus = new Gauge({
    name: 'portico_payments',
    help: 'Payments in each final status (SUCCEED, DUPLICATED, REJECTED, CANCELLED), all instances.',
    labelNames: ['status'] as const,
    registers,
  });
  const refundDue = new Gauge({
    name: 'portico_payments_refund_due',
    help: 'Payments charged but not settled, flagged refund_due for the back office.',
    registers,
  });

  return {
    poolRegistry: poolGauges(handle),
    async scrape() {
      try {
        const figures = await withinBound(readDatabaseFigures(handle.db), timeoutMs);
        backlog.set(figures.outboxBacklog);
        oldestAge.set(figures.outboxOldestAgeSeconds);
        for (const status of finalStatuses) {
          const row = figures.payments.find((entry) => entry.status === status);
          byStatus.set({ status }, row?.count ?? 0);
        }
        refundDue.set(figures.payments.reduce((sum, row) => sum + row.refundDue, 0));
        return { text: await registry.metrics() };
      } catch (error) {
        return { error };
      }
    },
  };
}

/**
 * The pool's connections: PostgreSQL's pool (open, idle, requests waiting for one). The embedded
 * PGlite is one connection that queues statements internally: only its total (1) is reported.
 */
function poolGauges(handle: Pick<DatabaseHandle, 'poolUsage'>): Registry {
  const registry = new Registry();
  const registers = [registry];
  const usage = handle.poolUsage?.bind(handle);
  new Gauge({
    name: 'portico_db_pool_connections',
    help: 'Database connections open (PostgreSQL pool; 1 for the embedded PGlite).',
    registers,
    collect() {
      this.set(usage ? usage().total : 1);
    },
  });
  if (!usage) return registry;
  new Gauge({
    name: 'portico_db_pool_idle_connections',
    help: 'Open database connections of the pool nobody is using.',
    registers,
    collect() {
      this.set(usage().idle);
    },
  });
  new Gauge({
    name: 'portico_db_pool_waiting_requests',
    help: 'Queries waiting for a connection of the pool (all are busy).',
    registers,
    collect() {
      this.set(usage().waiting);
    },
  });
  return registry;
}
