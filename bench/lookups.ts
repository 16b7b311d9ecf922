// `npm run bench:lookups` (also part of `npm run bench` when DATABASE_URL is set): numbers, not
// pass/fail. On the PostgreSQL server of DATABASE_URL (default: the local one, user postgres):
// recreates a `portico_bench` database, migrates and seeds it with the server's own code, fills
// 1,000,000 journeys over 100,000 plates in one statement, then measures
// GET /services/v1/detailedJourneys (each request another plate and a fresh captcha token) on the
// real server and on a bare Fastify + pg floor running the same statement: latency at a fixed
// 1,000 requests/s, then the most requests/s 50 connections get. A third row is the floor doing
// the lookup's whole database work (captcha token recorded, journeys and registry read).
import { developmentLookupSecret } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/db/migrate.ts';
import { openPostgres } from '../apps/server/src/db/drivers/postgres.ts';
import pg from 'pg';
import { defaultServerUrl, dropDatabase, recreateDatabase } from './lib/bench-database.ts';
import { cpuSecondsOf, postgresBackendsOf } from './lib/cpu-time.ts';
import { fillJourneys } from './lib/fill-journeys.ts';
import { loadPaths, type LoadResult } from './lib/load.ts';
import { lookupPaths } from './lib/lookup-requests.ts';
import { benchLookupSecret, benchServerEnv } from './lib/server-env.ts';
import { type RunningServer, startServer } from './lib/server-process.ts';

if (process.argv.includes('--when-database-url') && !process.env.DATABASE_URL) {
  console.log('Lookup bench skipped: it needs PostgreSQL; set DATABASE_URL to measure it.');
  process.exit(0);
}

const serverUrl = process.env.DATABASE_URL ?? defaultServerUrl;
const databaseName = 'portico_bench';
const plates = Number(process.env.BENCH_LOOKUP_PLATES ?? 100_000);
const journeysPerPlate = Number(process.env.BENCH_LOOKUP_JOURNEYS_PER_PLATE ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rate = Number(process.env.BENCH_LOOKUP_RATE ?? 1000);
const maxConnections = Number(process.env.BENCH_LOOKUP_CONNECTIONS ?? 50);
const serverPort = 8197;
const floorPort = 8198;

interface Measured {
  atRate: LoadResult;
  max: LoadResult;
  /** CPU ms per request during the max run: the server process, and PostgreSQL's backends. */
  serverCpuMs: number;
  databaseCpuMs: number;
}

/** Warm-up, then the fixed-rate run, then the max-throughput run, against one server. */
async function measure(
  name: string,
  server: RunningServer,
  secret: string,
  sessionOf?: number,
): Promise<Measured> {
  // Enough single-use tokens for the warm-up and both runs, the max one at up to 8,000/s.
  const warmUp = 3000;
  const paths = lookupPaths({
    secret,
    plates,
    count: warmUp + (rate + 8000) * seconds,
    sessionOf,
  });
  const next = () => paths.next();
  await loadPaths(`${name} warm-up`, server.url, next, { connections: 10, amount: warmUp });
  const atRate = await loadPaths(`${name} at ${rate}/s`, server.url, next, {
    // 50 requests/s per connection (20 at 1,000/s). autocannon's connections fire on the same
    // ticks, so N connections send bursts of N: with 100 of them the bursts alone made the floor's
    // p99 85 ms at 1,000/s (13 ms with 20); fewer would leave each too little time per request.
    connections: Math.max(10, Math.ceil(rate / 50)),
    seconds,
    overallRate: rate,
  });
  const pids = [server.process.pid ?? -1];
  const backends = postgresBackendsOf(databaseName);
  const before = [cpuSecondsOf(pids), cpuSecondsOf(backends)] as const;
  const max = await loadPaths(`${name} max`, server.url, next, {
    connections: maxConnections,
    seconds,
  });
  const requests = max.requestsPerSecond * seconds;
  const perRequest = (cpuSeconds: number) => Number(((cpuSeconds * 1000) / requests).toFixed(2));
  return {
    atRate,
    max,
    serverCpuMs: perRequest(cpuSecondsOf(pids) - before[0]),
    databaseCpuMs: perRequest(cpuSecondsOf(postgresBackendsOf(databaseName)) - before[1]),
  };
}

async function whitelabelIdOf(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  // A lost connection fails the query below; without a listener it would end the process first.
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

console.log(
  `Lookup bench: ${plates * journeysPerPlate} journeys over ${plates} plates, ${seconds} s per run`,
);
const url = await recreateDatabase(serverUrl, databaseName);
try {
  const handle = await openPostgres(url);
  try {
    await prepareDatabase(handle, { seedDemo: true });
  } finally {
    await handle.close();
  }
  const whitelabelId = await whitelabelIdOf(url);
  const fillSeconds = await fillJourneys(url, {
    whitelabelId,
    plates,
    journeysPerPlate,
  });
  console.log(
    `fill: ${plates * journeysPerPlate} journeys in ${fillSeconds.toFixed(1)} s (ANALYZE included)`,
  );

  const server = await startServer(serverPort, benchServerEnv({ url }));
  let real: Measured;
  let withSession: Measured;
  try {
    real = await measure('lookup', server, benchLookupSecret);
    withSession = await measure('lookup by session', server, benchLookupSecret, whitelabelId);
  } finally {
    await server.stop();
  }
  // The floor, then the floor doing the lookup's database work too (see floor-server.ts).
  const floors: Measured[] = [];
  for (const withWrites of ['0', '1']) {
    const floorServer = await startServer(
      floorPort,
      { DATABASE_URL: url, FLOOR_WITH_WRITES: withWrites },
      'bench/lib/floor-server.ts',
    );
    try {
      // The floor checks no token: any secret makes well-formed, unique ones.
      floors.push(await measure('floor', floorServer, developmentLookupSecret));
    } finally {
      await floorServer.stop();
    }
  }
  const [floor, floorWithWrites] = floors;
  if (!floor || !floorWithWrites) throw new Error('the floors were not measured');

  console.log('');
  console.log(
    `GET /detailedJourneys   p50 ms @${rate}/s  p99 ms @${rate}/s  non-2xx  max req/s  p50 ms  p99 ms  non-2xx  server CPU ms/req  db CPU ms/req`,
  );
  for (const [name, m] of [
    ['Portico, captcha', real],
    ['Portico, sessionId', withSession],
    ['floor (Fastify + pg)', floor],
    ['floor + captcha write', floorWithWrites],
  ] as const) {
    console.log(
      [
        name.padEnd(22),
        String(m.atRate.p50Ms).padStart(16),
        String(m.atRate.p99Ms).padStart(16),
        String(m.atRate.non2xx + m.atRate.errors).padStart(8),
        String(m.max.requestsPerSecond).padStart(10),
        String(m.max.p50Ms).padStart(7),
        String(m.max.p99Ms).padStart(7),
        String(m.max.non2xx + m.max.errors).padStart(8),
        String(m.serverCpuMs).padStart(18),
        String(m.databaseCpuMs).padStart(14),
      ].join(' '),
    );
  }
  const percentOf = (mine: Measured, other: Measured) =>
    ((100 * mine.max.requestsPerSecond) / other.max.requestsPerSecond).toFixed(0);
  console.log(`Portico (captcha) max req/s / floor max req/s: ${percentOf(real, floor)} %`);
  console.log(
    `Portico (captcha) max req/s / the floor doing the same database work: ${percentOf(real, floorWithWrites)} %`,
  );
  console.log(
    `Portico (sessionId: the same query, no write) max req/s / floor max req/s: ${percentOf(withSession, floor)} %`,
  );
  console.log(
    `(goals: p99 <= 20 ms at 1,000 req/s, throughput >= 70 % of the floor's; the non-2xx of the rate run are errors too)`,
  );
} finally {
  if (process.env.BENCH_KEEP_DATABASE !== '1') await dropDatabase(serverUrl, databaseName);
}
// Servers are stopped and the numbers printed: leave even if a socket lingers.
process.exit(0);
