import { apiPrefix, routes, whitelabelHostHeader } from '@portico/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import { toErrorReply } from '../src/plugins/error-mapping.ts';
import { backendKiller, ownSessions } from './helpers/backends.ts';
import { startApp } from './helpers/build-app.ts';
import { captureLog } from './helpers/captured-log.ts';
import { freshPlate, tripPassages } from './helpers/payments.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';
import { startStallProxy } from './helpers/stall-proxy.ts';

/**
 * Issue 9 items 7 and 11 on PostgreSQL: a backend killed while a request holds its connection,
 * a statement that runs too long, a database that stops answering. The process survives each,
 * the request fails fast with 503 service_unavailable, and the next ones succeed. PostgreSQL
 * only: the embedded PGlite has no backends to kill and no network to stall.
 */
const databaseUrl = process.env.DATABASE_URL ?? '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: unknown) => error,
  );

function postgres(
  url: string,
  timeouts: Partial<Extract<Config['database'], { kind: 'postgres' }>['timeouts']> = {},
) {
  return {
    logLevel: 'silent' as const,
    database: {
      kind: 'postgres' as const,
      url,
      timeouts: { statementMs: 10_000, connectMs: 5_000, idleInTransactionMs: 60_000, ...timeouts },
      poolMax: 10,
    },
  };
}

describe.skipIf(!databaseUrl)('PostgreSQL faults', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('survives a backend killed while a transaction holds its connection: 503, reported once, then recovers', async () => {
    const sessions = ownSessions(databaseUrl, 'portico-faults');
    const log = captureLog();
    const app = await startApp(
      { ...postgres(sessions.url), logLevel: 'warn' },
      { logDestination: log },
    );
    cleanups.push(() => app.close());
    const killer = await backendKiller(databaseUrl, sessions.name);
    cleanups.push(() => killer.close());
    const { db } = app.database;

    let killed = 0;
    const failure = await failureOf(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        killed = await killer.kill();
        // The socket closes while this transaction still holds the connection: pg emits 'error'
        // on it, where the pool has no listener. Without one of our own, the process dies here.
        await sleep(300);
        await tx.execute(sql`select 1`);
      }),
    );
    expect(killed).toBeGreaterThanOrEqual(1);
    expect(toErrorReply(failure)).toMatchObject({
      statusCode: 503,
      body: { message: 'service_unavailable' },
    });
    const lost = log.entries().filter((entry) => entry.msg === 'database connection lost');
    expect(lost).toHaveLength(killed);
    expect(await db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it('gives back connections killed between checkout and BEGIN: the pool never runs dry', async () => {
    const sessions = ownSessions(databaseUrl, 'portico-faults');
    const app = await startApp(postgres(sessions.url, { connectMs: 1_000 }));
    cleanups.push(() => app.close());
    const killer = await backendKiller(databaseUrl, sessions.name);
    cleanups.push(() => killer.close());
    const { db } = app.database;
    const shortTransaction = () => db.transaction(async (tx) => tx.execute(sql`select 1`));

    for (let round = 0; round < 20; round += 1) {
      await Promise.allSettled(Array.from({ length: 4 }, shortTransaction));
      // Idle connections die now; the next transactions may check them out before pg notices,
      // and their BEGIN fails outside Drizzle's try/finally (which then never releases them).
      await killer.kill();
      const outcomes = await Promise.allSettled(Array.from({ length: 4 }, shortTransaction));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected')
          expect(toErrorReply(outcome.reason).statusCode).toBe(503);
      }
    }
    // Ten at once (the pool's size), each needing a connection within the 1 s connect timeout.
    const after = await Promise.allSettled(Array.from({ length: 10 }, shortTransaction));
    expect(after.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
  });

  it('cancels a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS: 57014, answered 503', async () => {
    const app = await startApp(postgres(databaseUrl, { statementMs: 300 }));
    cleanups.push(() => app.close());
    const started = performance.now();
    const failure = await failureOf(app.database.db.execute(sql`select pg_sleep(5)`));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(failure).toMatchObject({ cause: { code: '57014' } });
    expect(toErrorReply(failure).statusCode).toBe(503);
  });

  it('answers 503 within seconds while the database stalls, not for the whole stall, and recovers', async () => {
    const target = new URL(databaseUrl);
    const proxy = await startStallProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(databaseUrl);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const app = await startApp(
      postgres(viaProxy.toString(), { statementMs: 500, connectMs: 1_000 }),
    );
    cleanups.push(() => app.close());
    const tenant = await createRoadTenant(app.database.db, { priced: false });
    const ingest = () =>
      app.inject({
        method: 'POST',
        url: `${apiPrefix}${routes.ingestPassages.path}`,
        headers: { [whitelabelHostHeader]: tenant.host, 'x-api-key': tenant.key },
        payload: { passages: tripPassages(freshPlate('ST'), new Date(Date.now() - 3_600_000)) },
      });
    expect((await ingest()).statusCode).toBe(200);

    proxy.stall();
    const started = performance.now();
    const stalled = await Promise.race([ingest(), sleep(8_000).then(() => 'still waiting')]);
    const waitedMs = performance.now() - started;
    proxy.resume();
    expect(stalled).not.toBe('still waiting');
    expect(typeof stalled === 'string' ? stalled : stalled.statusCode).toBe(503);
    expect(typeof stalled === 'string' ? undefined : stalled.headers['retry-after']).toBe('5');
    // The statement timeout (0.5 s) plus the 2 s the server gets to answer at all.
    expect(waitedMs).toBeLessThan(4_000);

    let recovered = 0;
    for (let attempt = 0; attempt < 10 && recovered !== 200; attempt += 1) {
      recovered = (await ingest()).statusCode;
      if (recovered !== 200) await sleep(300);
    }
    expect(recovered).toBe(200);
  });
});
