// `npm run bench:metrics`: what the request-id hook and the metrics hooks cost (issue 15 item 3,
// goal under 5 % of requests/s). The real app (bench/lib/hooks-server.ts) runs in three variants,
// four server processes side by side (the baseline twice), each on a database of its own (an
// in-memory PGlite; or DATABASE_URL's PostgreSQL, shared):
//   baseline     Fastify's counter ids, no x-request-id header, metrics off (and a second one,
//                the same, whose difference from the first is the noise floor: A/A %);
//   request ids  our genReqId (x-request-id taken or a UUID made) and the header hook, metrics off;
//   + metrics    as deployed with METRICS_TOKEN: request ids and the metrics' onResponse hook.
// Each endpoint (the home page's calls, the server-rendered home page, a lookup by session: a real
// database read) is loaded in short slices that take turns between the variants, the order
// rotating every slice, after a warm-up of each (JIT, caches): on this shared two-core machine a
// neighbour's burst then lands on every variant alike, which one server after the other (tried
// first) did not give: its figures moved by tens of percent between runs. Each figure is the median
// of the slices: requests/s, and the server's CPU time per request (from /proc), which moves less.
import { existsSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { cpuSecondsOf } from './lib/cpu-time.ts';
import { measureHookBodies } from './lib/hook-bodies.ts';
import { measureHookCost } from './lib/hook-cost.ts';
import { load, loadPaths, type LoadResult } from './lib/load.ts';
import { lookupPaths } from './lib/lookup-requests.ts';
import { type RunningServer, startServer } from './lib/server-process.ts';
import { benchLookupSecret, benchServerEnv } from './lib/server-env.ts';
import { whitelabelIdOf } from './lib/whitelabel-id.ts';

const firstPort = Number(process.env.BENCH_PORT ?? 8191);
const sliceSeconds = Number(process.env.BENCH_SECONDS ?? 2);
const slices = Number(process.env.BENCH_ROUNDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const metricsToken = 'portico-bench-metrics-token-0123456789abcdef';

const variants = [
  { name: 'baseline', env: { BENCH_PLAIN_REQUEST_IDS: '1' } },
  // The same as the baseline in a process of its own: how far two identical servers differ here.
  { name: 'baseline again', env: { BENCH_PLAIN_REQUEST_IDS: '1' } },
  { name: 'request ids', env: {} },
  { name: '+ metrics', env: { METRICS_TOKEN: metricsToken } },
] as const;
type VariantName = (typeof variants)[number]['name'];

// WEB_DIST (and WEB_SSR_DIST, read by the servers) name a copy of the build others cannot rebuild.
const webDist = resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const withPage = existsSync(join(webDist, 'index.html'));
const baseEnv = (port: number): Record<string, string> => ({
  ...benchServerEnv(
    process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { pgliteDir: 'memory://' },
  ),
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  // Load from one client: the load-shedding of production would measure this machine instead.
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
});

const homeCalls = [
  ['GET /services/v1/whitelabels', '/services/v1/whitelabels'],
  ['GET /services/v1/whitelabels/homepage', '/services/v1/whitelabels/homepage'],
  ...(withPage ? ([['GET /it/ (server-rendered page)', '/it/']] as const) : []),
] as const;

/** One slice of one endpoint on one variant: requests/s, the server's CPU per request. */
interface Sample {
  requestsPerSecond: number;
  cpuUsPerRequest: number;
  non2xx: number;
}

interface Served {
  variant: VariantName;
  server: RunningServer;
  /** The next lookup path of this server's white-label (a session of its own). */
  nextLookup: () => string;
}

/** The load of one endpoint for `seconds` on one server. */
type Endpoint = { name: string; run: (served: Served, seconds: number) => Promise<LoadResult> };

const headers = { 'accept-language': 'it' };
const endpoints: Endpoint[] = [
  ...homeCalls.map(([name, path]) => ({
    name,
    run: (served: Served, seconds: number) =>
      load(name, `${served.server.url}${path}`, { connections, seconds, headers }),
  })),
  {
    name: 'GET /services/v1/detailedJourneys (lookup)',
    run: (served, seconds) =>
      loadPaths('lookup', served.server.url, served.nextLookup, { connections, seconds }),
  },
];

async function slice(endpoint: Endpoint, served: Served): Promise<Sample> {
  const pid = served.server.process.pid ?? 0;
  const cpuBefore = cpuSecondsOf([pid]);
  const result = await endpoint.run(served, sliceSeconds);
  const cpu = cpuSecondsOf([pid]) - cpuBefore;
  const requests = result.requestsPerSecond * sliceSeconds;
  return {
    requestsPerSecond: result.requestsPerSecond,
    cpuUsPerRequest: requests > 0 ? (cpu * 1e6) / requests : 0,
    non2xx: result.non2xx,
  };
}

async function start(variant: (typeof variants)[number], port: number): Promise<Served> {
  const server = await startServer(
    port,
    { ...baseEnv(port), ...variant.env },
    'bench/lib/hooks-server.ts',
  );
  const whitelabelId = await whitelabelIdOf(server.url, 'BL0000001');
  const lookups = lookupPaths({
    secret: benchLookupSecret,
    plates: 2_000,
    count: 20_000,
    sessionOf: whitelabelId,
  });
  return { variant: variant.name, server, nextLookup: () => lookups.next() };
}

async function scrapeCheck(server: RunningServer): Promise<string[]> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('portico_http_requests_total{'))
    .slice(0, 6);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const percent = (from: number, to: number) => (from === 0 ? 0 : ((from - to) / from) * 100);

const line = (cells: string[]) =>
  console.log(
    `${(cells[0] ?? '').padEnd(44)}${cells
      .slice(1)
      .map((c) => c.padStart(10))
      .join('')}`,
  );

function table(
  samples: Map<string, Map<VariantName, Sample[]>>,
  title: string,
  of: (sample: Sample) => number,
  lost: (a: number, b: number) => number,
) {
  console.log('');
  line([title, 'baseline', 'req ids', '+metrics', 'A/A %', 'ids %', 'metrics %', 'both %']);
  for (const [name, byVariant] of samples) {
    const figure = (variant: VariantName) => median((byVariant.get(variant) ?? []).map(of));
    const [base, ids, all] = [figure('baseline'), figure('request ids'), figure('+ metrics')];
    line([
      name,
      base.toFixed(0),
      ids.toFixed(0),
      all.toFixed(0),
      lost(base, figure('baseline again')).toFixed(1),
      lost(base, ids).toFixed(1),
      lost(ids, all).toFixed(1),
      lost(base, all).toFixed(1),
    ]);
  }
}

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (in memory)';
console.log(
  `Portico hooks bench: ${database}, ${connections} connections, ${slices} slices of ${sliceSeconds} s per endpoint and variant${withPage ? '' : ' (no web build: the page is left out)'}`,
);
const served = await Promise.all(variants.map((variant, i) => start(variant, firstPort + i)));
try {
  const samples = new Map<string, Map<VariantName, Sample[]>>();
  for (const endpoint of endpoints) {
    for (const one of served) await endpoint.run(one, 1);
    const byVariant = new Map<VariantName, Sample[]>();
    for (let i = 0; i < slices; i += 1) {
      // The order rotates, so no variant always follows the same one.
      for (let k = 0; k < served.length; k += 1) {
        const one = served[(i + k) % served.length];
        if (!one) continue;
        byVariant.set(one.variant, [
          ...(byVariant.get(one.variant) ?? []),
          await slice(endpoint, one),
        ]);
      }
    }
    samples.set(endpoint.name, byVariant);
    console.log(`${endpoint.name}: measured`);
  }
  // Fewer requests/s is a loss; more CPU per request is one too.
  table(samples, 'requests/s (median)', (s) => s.requestsPerSecond, percent);
  table(
    samples,
    'server CPU us/request (median)',
    (s) => s.cpuUsPerRequest,
    (a, b) => -percent(a, b),
  );
  const non2xx = [...samples.values()]
    .flatMap((byVariant) => [...byVariant.values()].flat())
    .reduce((sum, s) => sum + s.non2xx, 0);
  console.log('');
  console.log(
    `overhead in %: A/A = a second baseline server against the first (the noise floor), ids = the request-id hook against the baseline, metrics = the metrics hooks on top of it, both = the two against the baseline; negative = within noise. non-2xx answers: ${non2xx}`,
  );
  /** Each hook's microseconds as a share of each endpoint's server CPU per request. */
  const printShares = (hooks: { requestIdsUs: number; metricsUs: number }) => {
    line(['as a share of the server CPU per request', 'CPU us', 'ids %', 'metrics %', 'both %']);
    for (const [name, byVariant] of samples) {
      const cpu = median((byVariant.get('baseline') ?? []).map((s) => s.cpuUsPerRequest));
      const share = (us: number) => (cpu > 0 ? ((us / cpu) * 100).toFixed(1) : '-');
      const { requestIdsUs, metricsUs } = hooks;
      line([
        name,
        cpu.toFixed(0),
        share(requestIdsUs),
        share(metricsUs),
        share(requestIdsUs + metricsUs),
      ]);
    }
  };
  // The hooks' cost in one process (bench/lib/hook-cost.ts), against each endpoint's CPU.
  const cost = await measureHookCost();
  console.log('');
  console.log(
    `hooks alone, in one process (inject, ${cost.injectUs.toFixed(1)} us per bare request): request ids ${cost.requestIdsUs.toFixed(2)} us, metrics ${cost.metricsUs.toFixed(2)} us per request`,
  );
  printShares(cost);
  // The hook bodies alone (bench/lib/hook-bodies.ts): the figure that holds on a busy machine.
  const bodies = await measureHookBodies();
  console.log('');
  console.log(
    `hook bodies alone (1,000,000 calls on one real request): request ids ${bodies.requestIdsUs.toFixed(2)} us, metrics ${bodies.metricsUs.toFixed(2)} us per request`,
  );
  printShares(bodies);
  const withMetrics = served.find((one) => one.variant === '+ metrics');
  if (withMetrics) {
    console.log('a few series of the scrape of the "+ metrics" server:');
    for (const series of await scrapeCheck(withMetrics.server)) console.log(`  ${series}`);
  }
} finally {
  await Promise.all(served.map((one) => one.server.stop()));
}
// PGlite and autocannon can leave handles behind: the numbers are printed, so leave now.
process.exit(0);
