// `npm run bench:ingestion` (also part of `npm run bench`): numbers, not pass/fail. Starts the real
// server and posts realistic roadside batches of 1,000 passages with a few concurrent clients;
// every batch is stored and its plates' journeys rebuilt and priced before the answer, so
// passages/s is the whole ingestion path. On PGlite (a temporary folder) always, and on
// PostgreSQL when DATABASE_URL is set (a `portico_bench_ingestion` database on that server,
// recreated, dropped at the end).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
const batchSize = 1000;
const apiKey = benchRoadsideKey;
const databaseName = 'portico_bench_ingestion';

interface Row {
  database: string;
  run: string;
  result: IngestionResult;
  /** CPU milliseconds per 1,000 passages: the server process, and PostgreSQL's backends. */
  serverCpuMs: number;
  databaseCpuMs: number | null;
}

async function measure(database: string, env: Record<string, string>): Promise<Row[]> {
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
        run: String(run),
        result,
        serverCpuMs: perThousand(cpuSecondsOf(serverPid) - cpuBefore[0]),
        databaseCpuMs: onPostgres ? perThousand(cpuSecondsOf(allBackends) - cpuBefore[1]) : null,
      });
      console.log(
        `${database} run ${run}: ${result.passagesPerSecond} passages/s (${result.passages} in ${result.seconds.toFixed(1)} s)`,
      );
    }
  } finally {
    await server.stop();
  }
  return rows;
}

console.log(
  `Ingestion bench: ${runs} runs of ${batchesPerRun} batches x ${batchSize} passages, ${clients} clients, ${plates} vehicles`,
);
const rows: Row[] = [];
// BENCH_INGESTION_ONLY=postgres or pglite measures one of the two (e.g. while profiling).
const only = process.env.BENCH_INGESTION_ONLY;
if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-ingestion-'));
  try {
    const env = benchServerEnv({ pgliteDir: join(dataDir, 'pglite') });
    rows.push(...(await measure('PGlite', env)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const serverUrl = process.env.DATABASE_URL;
if (only === 'pglite') {
  // PostgreSQL not asked for.
} else if (serverUrl) {
  const url = await recreateDatabase(serverUrl, databaseName);
  try {
    rows.push(...(await measure('PostgreSQL', benchServerEnv({ url }))));
  } finally {
    await dropDatabase(serverUrl, databaseName);
  }
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL to a PostgreSQL server to measure it too.');
}

console.log('');
console.log(
  'database     run  passages/s  batch p50 ms  batch p99 ms  failed  not accepted  server CPU ms/1k  database CPU ms/1k',
);
for (const { database, run, result, serverCpuMs, databaseCpuMs } of rows) {
  console.log(
    [
      database.padEnd(12),
      run.padStart(3),
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
// The server is stopped and the numbers printed: leave even if a socket lingers.
process.exit(0);
