// `npm run bench:accounts` (also part of `npm run bench`): numbers, not pass/fail. Customer
// accounts (issue 12): sign-ins per second and their CPU (the Argon2id cost), refreshes per
// second, and the latency of GET /users/me at a fixed rate. The customers are written straight
// into the database (one Argon2id hash with the configured costs, shared), not registered: the
// registration's captcha and e-mailed code are not what is measured. Sign-in is measured twice:
// the service's call in this process (no captcha: a pass-through stands in for it here only),
// and POST /public/users/token on the real server with captcha tokens minted from the bench's
// secret. On PGlite (a temporary folder) always, and on PostgreSQL when DATABASE_URL is set (a
// `portico_bench_accounts` database on that server, recreated, dropped at the end).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, routes, tokenResponseSchema, type TokenResponse } from '@portico/contract';
import autocannon from 'autocannon';
import { asc } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { openPglite } from '../apps/server/src/db/drivers/pglite.ts';
import { openPostgres } from '../apps/server/src/db/drivers/postgres.ts';
import { users, whitelabels } from '../apps/server/src/db/schema/index.ts';
import { createPasswordHasher } from '../apps/server/src/modules/accounts/passwords.ts';
import { createAccountsService } from '../apps/server/src/modules/accounts/service.ts';
import { createChallenge, solutionToken } from '../apps/server/src/modules/captcha/domain.ts';
import { dropDatabase, recreateDatabase } from './lib/bench-database.ts';
import { closedLoop, cpuMeter } from './lib/load-requests.ts';
import { benchJwtSecret, benchLookupSecret, benchServerEnv } from './lib/server-env.ts';
import { startServer } from './lib/server-process.ts';

const port = Number(process.env.BENCH_PORT ?? 8196);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const customers = Number(process.env.BENCH_ACCOUNT_CUSTOMERS ?? 200);
const meRate = Number(process.env.BENCH_ME_RATE ?? 500);
const concurrencies = [1, 2, 4];
const databaseName = 'portico_bench_accounts';
const password = 'Bench-pass1';
// The costs the server runs with: its defaults, or ARGON2_* when set.
const accountsConfig = {
  ...loadConfig({ ...process.env, NODE_ENV: 'development' }).accounts,
  jwtSecret: benchJwtSecret,
};
const emailOf = (index: number) => `bench.${index}@example.fr`;

interface Row {
  step: string;
  count: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
  cpuMs: number | null;
}

/** The demo white-label (the one a request without a known host gets) and N activated customers. */
async function seedCustomers(handle: DatabaseHandle): Promise<{ id: number; code: string }> {
  const [tenant] = await handle.db
    .select({ id: whitelabels.id, code: whitelabels.code })
    .from(whitelabels)
    .orderBy(asc(whitelabels.id))
    .limit(1);
  if (!tenant) throw new Error('no white-label: the server did not seed the demo');
  const passwordHash = await createPasswordHasher(accountsConfig.argon2).hash(password);
  const now = new Date();
  const rows = Array.from({ length: customers }, (_, index) => ({
    whitelabelId: tenant.id,
    email: emailOf(index),
    passwordHash,
    firstName: 'Bench',
    lastName: `Customer ${index}`,
    language: 'it' as const,
    acceptedTermsAt: now,
    activatedAt: now,
  }));
  for (let at = 0; at < rows.length; at += 500) {
    await handle.db.insert(users).values(rows.slice(at, at + 500));
  }
  return tenant;
}

/** The service's sign-in in this process: Argon2id plus the session's rows, no HTTP. */
async function inProcessSignIns(
  handle: DatabaseHandle,
  tenant: { id: number; code: string },
): Promise<Row[]> {
  const accounts = createAccountsService(handle.db, {
    // The bench's own pass-through: the real captcha is measured on the HTTP path below.
    captcha: { challenge: () => Promise.reject(new Error('unused')), verify: async () => {} },
    mail: { enqueue: async () => 0, kick: () => {} },
    hasher: createPasswordHasher(accountsConfig.argon2),
    config: accountsConfig,
  });
  const signIn = (index: number) => accounts.signIn(tenant, { email: emailOf(index), password });
  await closedLoop([0, 1, 2, 3, 4], 1, signIn);
  const rows: Row[] = [];
  for (const clients of concurrencies) {
    const items = Array.from({ length: Math.min(customers, 40 * clients) }, (_, i) => i);
    const cpu = process.cpuUsage();
    const run = await closedLoop(items, clients, signIn);
    const used = process.cpuUsage(cpu);
    rows.push({
      step: `sign-in, service call, ${clients} at once`,
      count: items.length,
      perSecond: Math.round(items.length / run.seconds),
      p50Ms: run.p50Ms,
      p99Ms: run.p99Ms,
      failed: 0,
      cpuMs: Number(((used.user + used.system) / 1000 / items.length).toFixed(1)),
    });
  }
  return rows;
}

function captchaToken(): string {
  const { challenge, number } = createChallenge({
    secret: benchLookupSecret,
    maxNumber: 50_000,
    ttlMs: 600_000,
    now: new Date(),
    number: 1234,
  });
  return solutionToken(challenge, number);
}

async function post(url: string, body: unknown): Promise<TokenResponse | null> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    console.error(`${response.status} ${(await response.text()).slice(0, 200)}`);
    return null;
  }
  return tokenResponseSchema.parse(await response.json());
}

async function overHttp(serverUrl: string, pid: number, onPostgres: boolean): Promise<Row[]> {
  const meter = cpuMeter(pid, onPostgres ? databaseName : null);
  const rows: Row[] = [];
  const signInUrl = () =>
    `${serverUrl}${buildPath(routes.userToken.path)}?captchaToken=${encodeURIComponent(captchaToken())}`;
  const signIn = (index: number) => post(signInUrl(), { email: emailOf(index), password });
  await closedLoop([0, 1, 2, 3, 4], 1, signIn);
  const cpuMsPer = (before: { server: number; database: number }, items: number) => {
    const now = meter.read();
    const spent = now.server - before.server + (now.database - before.database);
    return Number(((spent * 1000) / items).toFixed(1));
  };
  let tokens: TokenResponse[] = [];
  for (const clients of concurrencies) {
    const items = Array.from({ length: Math.min(customers, 40 * clients) }, (_, i) => i);
    await meter.settle();
    const before = meter.read();
    const run = await closedLoop(items, clients, signIn);
    const answered = run.results.flatMap((token) => (token ? [token] : []));
    rows.push({
      step: `sign-in, POST /public/users/token, ${clients} at once`,
      count: items.length,
      perSecond: Math.round(items.length / run.seconds),
      p50Ms: run.p50Ms,
      p99Ms: run.p99Ms,
      failed: items.length - answered.length,
      cpuMs: cpuMsPer(before, items.length),
    });
    tokens = answered;
  }
  const accessToken = tokens[0]?.accessToken;
  if (!accessToken) throw new Error('no sign-in succeeded');

  // GET /users/me, an open loop at a fixed rate (autocannon corrects for coordinated omission).
  await meter.settle();
  let before = meter.read();
  const me = await autocannon({
    url: `${serverUrl}${buildPath(routes.me.path)}`,
    connections: 20,
    duration: seconds,
    overallRate: meRate,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  rows.push({
    step: `GET /users/me at ${meRate}/s`,
    count: me.requests.total,
    perSecond: Math.round(me.requests.average),
    p50Ms: me.latency.p50,
    p99Ms: me.latency.p99,
    failed: me.errors + me.non2xx,
    cpuMs: cpuMsPer(before, me.requests.total),
  });

  // Refreshes: each worker owns one sign-in and refreshes it in a loop, every answer's new token
  // in turn (a refresh token used twice would end the sign-in).
  const refreshUrl = `${serverUrl}${buildPath(routes.refreshUserToken.path)}`;
  await meter.settle();
  before = meter.read();
  const durations: number[] = [];
  let failed = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    tokens.slice(0, 4).map(async (first) => {
      let refreshToken = first.refreshToken;
      while (performance.now() < deadline) {
        const at = performance.now();
        const next = await post(refreshUrl, { refreshToken });
        durations.push(performance.now() - at);
        if (!next) {
          failed += 1;
          return;
        }
        refreshToken = next.refreshToken;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  const at = (fraction: number) =>
    Math.round(
      durations[Math.min(durations.length - 1, Math.floor(fraction * durations.length))] ?? NaN,
    );
  rows.push({
    step: 'refresh, POST /public/users/token/refresh, 4 at once',
    count: durations.length,
    perSecond: Math.round(durations.length / elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    failed,
    cpuMs: cpuMsPer(before, durations.length),
  });
  return rows;
}

async function measure(
  database: string,
  env: Record<string, string>,
  open: () => Promise<DatabaseHandle>,
): Promise<Row[]> {
  const onPostgres = env.DATABASE_URL !== undefined && env.DATABASE_URL !== '';
  // A first start migrates and seeds the demo white-label; the customers are then written while
  // the server is stopped (PGlite is one process's at a time).
  const first = await startServer(port, env);
  await first.stop();
  const handle = await open();
  let rows: Row[];
  try {
    const tenant = await seedCustomers(handle);
    rows = await inProcessSignIns(handle, tenant);
  } finally {
    await handle.close();
  }
  const server = await startServer(port, env);
  try {
    rows.push(...(await overHttp(server.url, server.process.pid ?? -1, onPostgres)));
  } finally {
    await server.stop();
  }
  for (const row of rows) console.log(`${database} ${row.step}: ${row.perSecond}/s`);
  return rows.map((row) => ({ ...row, step: `${database.padEnd(11)} ${row.step}` }));
}

const { memoryCost, timeCost, parallelism } = accountsConfig.argon2;
console.log(
  `Accounts bench: ${customers} customers, Argon2id m=${memoryCost} t=${timeCost} p=${parallelism}, ${seconds} s per timed run`,
);
const rows: Row[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-accounts-'));
try {
  const pgliteDir = join(dataDir, 'pglite');
  rows.push(
    ...(await measure('PGlite', benchServerEnv({ pgliteDir }), () => openPglite(pgliteDir))),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const url = await recreateDatabase(serverUrl, databaseName);
  try {
    rows.push(...(await measure('PostgreSQL', benchServerEnv({ url }), () => openPostgres(url))));
  } finally {
    await dropDatabase(serverUrl, databaseName);
  }
} else {
  console.log('PostgreSQL skipped: set DATABASE_URL to a PostgreSQL server to measure it too.');
}

console.log('');
console.log(
  'step                                                            count  per s  p50 ms  p99 ms  failed  CPU ms/item',
);
for (const row of rows) {
  console.log(
    [
      row.step.padEnd(63),
      String(row.count).padStart(6),
      String(row.perSecond).padStart(6),
      String(row.p50Ms).padStart(7),
      String(row.p99Ms).padStart(7),
      String(row.failed).padStart(7),
      String(row.cpuMs ?? '').padStart(12),
    ].join(' '),
  );
}
console.log('');
console.log(
  '(CPU ms/item: the service rows, this process (Argon2id, and PGlite when embedded); the HTTP ' +
    'rows, the server process plus its PostgreSQL backends.)',
);
// The server is stopped and the numbers printed: leave even if a socket lingers.
process.exit(0);
