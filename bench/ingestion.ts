// `npm run bench:ingestion` (also part of `npm run bench`): numbers, not pass/fail. Starts the real
// server and posts realistic roadside batches of 1,000 passages with a few concurrent clients;
// every batch is stored and its plates' journeys rebuilt and priced before the answer, so
// passages/s is the whole ingestion path. On PGlite (a temporary folder) always, and on
// PostgreSQL when DATABASE_URL is set (a `portico_bench_ingestion` database on that server,
// recreated, dropped at the end). Each database is measured twice, each time fresh: with no plate
// subscribed to passage alerts, then with 10 % of them (BENCH_INGESTION_SUBSCRIBED=0,10), so the
// last lines give the cost of the passage e-mails written in the ingestion's transactions.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BenchDatabase,
  countPassageEmails,
  prepareWithSubscriptions,
} from './lib/alert-subscriptions.ts';
import { dropDatabase, recreateDatabase } from './lib/bench-database.ts';
import { cpuSecondsOf, postgresBackendsOf } from './lib/cpu-time.ts';
import { makePassageBatches } from './lib/passage-batches.ts';
import { type IngestionResult, postBatches } from './lib/post-batches.ts';
import { benchRoadsideKey, benchServerEnv } from './lib/server-env.ts';
import { startServer } from './lib/server-process.ts';

const port = Number(process.env.BENCH_PORT ?? 8196);
const runs = Number(process.env.BENCH_INGESTION_RUNS ?? 3);
const batchesPerRun = Number(process.env.BENCH_INGESTION_BATCHES ?? 60);
const clients = Number(process.env.BENCH_INGESTION_CLIENTS ?? 4);
const plates = Number(process.env.BENCH_INGESTION_PLATES ?? 40_000);
/** The shares of plates with an active passage alert to measure, in %, each on a fresh database. */
const subscribedShares = (process.env.BENCH_INGESTION_SUBSCRIBED ?? '0,10')
  .split(',')
  .map((share) => Number(share));
const batchSize = 1000;
const apiKey = benchRoadsideKey;
const databaseName = 'portico_bench_ingestion';

interface Row {
  database: string;
  /** % of plates subscribed to passage alerts. */
  subscribed: number;
  run: string;
  result: IngestionResult;
  /** CPU milliseconds per 1,000 passages: the server process, and PostgreSQL's backends. */
  serverCpuMs: number;
  databaseCpuMs: number | null;
}

async function measure(
  database: string,
  subscribed: number,
  env: Record<string, string>,
): Promise<Row[]> {
  const onPostgres = 'DATABASE_URL' in env && env.DATABASE_URL !== '';
  const server = await startServer(port, env);
  const rows: Row[] = [];
  try {
    // The first batches pay for JIT and caches: sent once, not counted.
    const warmUp = makePassageBatches({ batches: 4, batchSize, plates, runId: 'warm', seed: 7 });
    await postBatches(server.url, apiKey, warmUp, clients);
    for (let run = 1; run <= runs; run += 1) {
      // Each run sends new passage ids for the same vehicles: later runs merge into more journeys.
      const batches = makePassageBatches({
        batches: batchesPerRun,
        batchSize,
        plates,
        runId: `run${run}`,
        seed: run,
      });
      const serverPid = [server.process.pid ?? -1];
      const backends = onPostgres ? postgresBackendsOf(databaseName) : [];
      const cpuBefore = [cpuSecondsOf(serverPid), cpuSecondsOf(backends)] as const;
      const result = await postBatches(server.url, apiKey, batches, clients);
      // Backends the pool opened during the run count from zero.
      const allBackends = onPostgres ? postgresBackendsOf(databaseName) : [];
      const perThousand = (seconds: number) => Math.round((seconds * 1e6) / result.passages);
      rows.push({
        database,
        subscribed,
        run: String(run),
        result,
        serverCpuMs: perThousand(cpuSecondsOf(serverPid) - cpuBefore[0]),
        databaseCpuMs: onPostgres ? perThousand(cpuSecondsOf(allBackends) - cpuBefore[1]) : null,
      });
      console.log(
        `${database} ${subscribed} % subscribed, run ${run}: ${result.passagesPerSecond} passages/s (${result.passages} in ${result.seconds.toFixed(1)} s)`,
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}

/**
 * Measures one share of subscribed plates on a fresh database: prepared (migrated, seeded, the
 * subscriptions written) before the server starts, so every share starts from the same state.
 */
async function measureShare(
  name: string,
  subscribed: number,
  database: BenchDatabase,
): Promise<{ rows: Row[]; subscriptions: number; emails: number }> {
  const subscriptions = await prepareWithSubscriptions(database, {
    percent: subscribed,
    vehicles: plates,
    roadsideApiKey: apiKey,
  });
  const rows = await measure(name, subscribed, benchServerEnv(database));
  return { rows, subscriptions, emails: await countPassageEmails(database) };
}

console.log(
  `Ingestion bench: ${runs} runs of ${batchesPerRun} batches x ${batchSize} passages, ${clients} clients, ${plates} vehicles, ${subscribedShares.join(' and ')} % of them subscribed to passage alerts`,
);
const rows: Row[] = [];
const alertLines: string[] = [];
const report = (
  name: string,
  subscribed: number,
  share: { subscriptions: number; emails: number },
) =>
  alertLines.push(
    `${name.padEnd(12)} ${String(subscribed).padStart(3)} %: ${share.subscriptions} subscriptions, ${share.emails} passage e-mails written`,
  );
// BENCH_INGESTION_ONLY=postgres or pglite measures one of the two (e.g. while profiling).
const only = process.env.BENCH_INGESTION_ONLY;
if (only !== 'postgres') {
  for (const subscribed of subscribedShares) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-ingestion-'));
    try {
      const share = await measureShare('PGlite', subscribed, {
        pgliteDir: join(dataDir, 'pglite'),
      });
      rows.push(...share.rows);
      report('PGlite', subscribed, share);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
const serverUrl = process.env.DATABASE_URL;
if (only === 'pglite') {
  // PostgreSQL not asked for.
} else if (serverUrl) {
  for (const subscribed of subscribedShares) {
    const url = await recreateDatabase(serverUrl, databaseName);
    try {
      const share = await measureShare('PostgreSQL', subscribed, { url });
      rows.push(...share.rows);
      report('PostgreSQL', subscribed, share);
    } finally {
      await dropDatabase(serverUrl, databaseName);
    }
  }
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL to a PostgreSQL server to measure it too.');
}

console.log('');
console.log(
  'database     subscribed  run  passages/s  batch p50 ms  batch p99 ms  failed  not accepted  server CPU ms/1k  database CPU ms/1k',
);
for (const { database, subscribed, run, result, serverCpuMs, databaseCpuMs } of rows) {
  console.log(
    [
      database.padEnd(12),
      `${subscribed} %`.padStart(10),
      run.padStart(4),
      String(result.passagesPerSecond).padStart(11),
      String(result.batchP50Ms).padStart(13),
      String(result.batchP99Ms).padStart(13),
      String(result.failedBatches).padStart(7),
      String(result.notAccepted).padStart(13),
      String(serverCpuMs).padStart(17),
      (databaseCpuMs === null ? 'in server' : String(databaseCpuMs)).padStart(19),
    ].join(' '),
  );
}
console.log('(CPU ms per 1,000 passages; PGlite runs inside the server process.)');
console.log('');
for (const line of alertLines) console.log(line);
for (const line of alertCostLines(rows)) console.log(line);
// The server is stopped and the numbers printed: leave even if a socket lingers.
process.exit(0);

/**
 * The cost of alerts per database: each subscribed share against the first share measured (no
 * subscriptions by default), run by run (same batches on the same database size) and over all
 * runs (passages over seconds; CPU per passage, server and database together). Issue 11's goal:
 * passages/s with 10 % subscribed within 10 % of the rate without (a ratio of 0.90 or more).
 */
function alertCostLines(measured: readonly Row[]): string[] {
  const lines: string[] = [];
  const [base, ...others] = subscribedShares;
  if (base === undefined) return lines;
  for (const database of [...new Set(measured.map((row) => row.database))]) {
    const of = (share: number) =>
      measured.filter((row) => row.database === database && row.subscribed === share);
    const rate = (share: Row[]) =>
      share.reduce((sum, row) => sum + row.result.passages, 0) /
      share.reduce((sum, row) => sum + row.result.seconds, 0);
    const cpu = (share: Row[]) =>
      share.reduce(
        (sum, row) => sum + (row.serverCpuMs + (row.databaseCpuMs ?? 0)) * row.result.passages,
        0,
      ) / share.reduce((sum, row) => sum + row.result.passages, 0);
    const baseline = of(base);
    for (const share of others) {
      const subscribed = of(share);
      if (subscribed.length === 0 || baseline.length === 0) continue;
      const perRun = subscribed.map((row, index) => {
        const before = baseline[index]?.result.passagesPerSecond ?? NaN;
        return `run ${row.run} ${(row.result.passagesPerSecond / before).toFixed(2)}`;
      });
      lines.push(
        `${database}: ${share} % subscribed / ${base} %: passages/s x${(rate(subscribed) / rate(baseline)).toFixed(2)} (${perRun.join(', ')}); CPU per passage x${(cpu(subscribed) / cpu(baseline)).toFixed(2)}`,
      );
    }
  }
  return lines;
}
