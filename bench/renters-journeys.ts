// `npm run bench:renters` (with the fleet import bench): numbers, not pass/fail. On the PostgreSQL
// server of DATABASE_URL (default: the local one): recreates a `portico_bench_renters` database,
// migrates and seeds it, fills 1,000,000 journeys over 5,000 plates in one statement
// (generate_series, fill-journeys.ts), puts all 5,000 plates in one rental company's fleet, then
// on the real server measures GET /services/v1/renters/journeys at a fixed 200 requests/s (p50,
// p99) at page 1, page 500 and with each filter, and the export of ~100,000 trips as CSV and XLSX:
// time to first byte, total time, size, and the server's resident memory before and at its peak.
import { readFileSync } from 'node:fs';
import { buildPath, routes } from '@portico/contract';
import { prepareDatabase } from '../apps/server/src/db/migrate.ts';
import { openPostgres } from '../apps/server/src/db/drivers/postgres.ts';
import pg from 'pg';
import { defaultServerUrl, dropDatabase, recreateDatabase } from './lib/bench-database.ts';
import { fillJourneys } from './lib/fill-journeys.ts';
import { loadPaths, type LoadResult } from './lib/load.ts';
import { fillFleet, renterToken, vacuumJourneys } from './lib/renter-fleet.ts';
import { benchServerEnv } from './lib/server-env.ts';
import { type RunningServer, startServer } from './lib/server-process.ts';

const serverUrl = process.env.DATABASE_URL ?? defaultServerUrl;
const databaseName = 'portico_bench_renters';
const plates = Number(process.env.BENCH_RENTERS_PLATES ?? 5_000);
const journeysPerPlate = Number(process.env.BENCH_RENTERS_JOURNEYS_PER_PLATE ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rate = Number(process.env.BENCH_RENTERS_RATE ?? 200);
const port = Number(process.env.BENCH_PORT ?? 8199);
const day = 24 * 60 * 60_000;

async function seededWhitelabel(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const result = await client.query<{ id: number }>(
      `select id from whitelabels where code = 'a79'`,
    );
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('the a79 white-label was not seeded');
    return id;
  } finally {
    await client.end();
  }
}

/** The list's scenarios: a name and its query. */
function scenarios(): [string, Record<string, string>][] {
  const month = new Date(Date.now() - 90 * day).toISOString();
  const monthEnd = new Date(Date.now() - 60 * day).toISOString();
  return [
    ['page 1', {}],
    ['page 500', { page: '500' }],
    ['page 500 of 100', { page: '500', pageSize: '100' }],
    ['notices (types=latePayment)', { types: 'latePayment' }],
    ['notices page 500', { types: 'latePayment', page: '500' }],
    ['plate (one vehicle)', { plate: 'BL0000042' }],
    ['plate part (BL00001: 1,000 vehicles)', { plate: 'BL00001' }],
    ['dates (a month)', { startDate: month, endDate: monthEnd }],
    ['status due', { status: 'due' }],
    ['status notice', { status: 'notice' }],
    ['status paid', { status: 'paid' }],
    ['status paid page 500', { status: 'paid', page: '500' }],
    ['status contested (none)', { status: 'contested' }],
    ['status omp', { status: 'omp' }],
    ['sort by amount', { sortBy: 'amount' }],
    ['sort by amount page 500', { sortBy: 'amount', page: '500' }],
  ];
}

async function measureList(
  server: RunningServer,
  token: string,
  name: string,
  query: Record<string, string>,
): Promise<LoadResult> {
  const path = `${buildPath(routes.renterJourneys.path)}?${new URLSearchParams(query)}`;
  const check = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
  const { total } = (await check.json()) as { total: number };
  const result = await loadPathsWithToken(server, token, name, path);
  console.log(
    `${name.padEnd(40)} total ${String(total).padStart(7)}  p50 ${String(result.p50Ms).padStart(4)} ms  p99 ${String(result.p99Ms).padStart(4)} ms  ${result.requestsPerSecond}/s  non-2xx ${result.non2xx}`,
  );
  return result;
}

function loadPathsWithToken(
  server: RunningServer,
  token: string,
  name: string,
  path: string,
): Promise<LoadResult> {
  return loadPaths(name, server.url, () => path, {
    connections: 10,
    seconds,
    overallRate: rate,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** The server's resident memory in MiB (Linux). */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function measureExport(
  server: RunningServer,
  token: string,
  format: 'csv' | 'xlsx',
  startDate: string,
): Promise<void> {
  const pid = server.process.pid ?? -1;
  const idle = rssMiB(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 20);
  const query = new URLSearchParams({ format, startDate });
  const started = performance.now();
  const response = await fetch(
    `${server.url}${buildPath(routes.renterJourneysExport.path)}?${query}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    if (firstByte === 0) firstByte = performance.now() - started;
    bytes += chunk.length;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMiB(pid));
  console.log(
    `export ${format}: ${format === 'csv' ? `${lines - 1} trips, ` : ''}${(bytes / 1024 / 1024).toFixed(1)} MiB, first byte ${Math.round(firstByte)} ms, total ${(total / 1000).toFixed(1)} s, server RSS ${idle} MiB before, ${peak} MiB at peak (+${peak - idle})`,
  );
}

console.log(
  `Renters' trips bench: ${plates * journeysPerPlate} journeys over ${plates} fleet plates, ${rate} requests/s for ${seconds} s per scenario`,
);
const url = await recreateDatabase(serverUrl, databaseName);
try {
  const handle = await openPostgres(url);
  try {
    await prepareDatabase(handle, { seedDemo: true });
  } finally {
    await handle.close();
  }
  const whitelabelId = await seededWhitelabel(url);
  let companyId = 0;
  const fillSeconds = await fillJourneys(url, {
    whitelabelId,
    plates,
    journeysPerPlate,
    afterFill: async (client) => {
      companyId = await fillFleet(client, whitelabelId);
    },
  });
  const vacuumStarted = performance.now();
  await vacuumJourneys(url);
  console.log(
    `fill: ${plates * journeysPerPlate} journeys and their fleet link in ${fillSeconds.toFixed(1)} s, VACUUM ANALYZE in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`,
  );
  const token = await renterToken(url, whitelabelId, companyId);
  const server = await startServer(port, benchServerEnv({ url }));
  try {
    // Warm-up: JIT, caches, the pool.
    await loadPathsWithToken(server, token, 'warm-up', buildPath(routes.renterJourneys.path));
    const results: LoadResult[] = [];
    for (const [name, query] of scenarios()) {
      results.push(await measureList(server, token, name, query));
    }
    const worst = Math.max(...results.map((result) => result.p99Ms));
    console.log(`worst p99 of the list: ${worst} ms (goal: under 50 ms at ${rate}/s)`);
    // About 100,000 trips: 20 of the 200 twelve-day rounds of the 5,000 plates, less tag-paid.
    const startDate = new Date(Date.now() - 20 * 12 * day - 6 * day).toISOString();
    await measureExport(server, token, 'csv', startDate);
    await measureExport(server, token, 'xlsx', startDate);
  } finally {
    await server.stop();
  }
} finally {
  if (process.env.BENCH_KEEP_DATABASE !== 'true') await dropDatabase(serverUrl, databaseName);
}
