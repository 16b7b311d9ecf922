// `npm run bench:metrics`: what the request-id hook and the metrics hooks cost (issue 15 item 3,
// goal under 5 % of requests/s). The real app (bench/lib/hooks-server.ts) is started in three
// variants, one after the other, on the same database:
//   baseline     Fastify's counter ids, no x-request-id header, metrics off;
//   request ids  our genReqId (x-request-id taken or a UUID made) and the header hook, metrics off;
//   + metrics    as deployed with METRICS_TOKEN: request ids and the metrics' onResponse hook.
// Each variant serves the home page's calls and a lookup (by session, a real database read) under
// closed-loop load, after a second of warm-up (JIT, caches). The variants take turns for
// BENCH_ROUNDS rounds and each figure is the median of its rounds, so a neighbour's burst on this
// shared machine does not land on one variant only. Besides requests/s (which moves with the
// neighbours' load), the server's CPU time per request (from /proc), which moves much less.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuSecondsOf } from './lib/cpu-time.ts';
import { load, loadPaths, type LoadResult } from './lib/load.ts';
import { lookupPaths } from './lib/lookup-requests.ts';
import { type RunningServer, startServer } from './lib/server-process.ts';
import { benchLookupSecret, benchServerEnv } from './lib/server-env.ts';
import { whitelabelIdOf } from './lib/whitelabel-id.ts';

const port = Number(process.env.BENCH_PORT ?? 8194);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const metricsToken = 'portico-bench-metrics-token-0123456789abcdef';

const variants = [
  { name: 'baseline', env: { BENCH_PLAIN_REQUEST_IDS: '1' } },
  { name: 'request ids', env: {} },
  { name: '+ metrics', env: { METRICS_TOKEN: metricsToken } },
] as const;
type VariantName = (typeof variants)[number]['name'];

// WEB_DIST names a copy of the build when others rebuild apps/web/dist meanwhile.
const webDist = resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const withPage = existsSync(join(webDist, 'index.html'));
const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-metrics-'));
const baseEnv: Record<string, string> = {
  ...benchServerEnv(
    process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL }
      : { pgliteDir: join(dataDir, 'pglite') },
  ),
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  // Load from one client: the load-shedding of production would measure this machine instead.
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
};

const homeCalls = [
  ['GET /services/v1/whitelabels', '/services/v1/whitelabels'],
  ['GET /services/v1/whitelabels/homepage', '/services/v1/whitelabels/homepage'],
  ...(withPage ? ([['GET /it/ (server-rendered page)', '/it/']] as const) : []),
] as const;

/** One endpoint under one variant: requests/s, and the server's CPU microseconds per request. */
interface Sample {
  name: string;
  requestsPerSecond: number;
  cpuUsPerRequest: number;
  non2xx: number;
}

/** Warms the endpoint up for a second, then measures it with the server's CPU time around. */
async function sampled(server: RunningServer, run: (s: number) => Promise<LoadResult>) {
  await run(1);
  const pid = server.process.pid ?? 0;
  const cpuBefore = cpuSecondsOf([pid]);
  const result = await run(seconds);
  const cpu = cpuSecondsOf([pid]) - cpuBefore;
  const requests = result.requestsPerSecond * seconds;
  return {
    name: result.name,
    requestsPerSecond: result.requestsPerSecond,
    cpuUsPerRequest: requests > 0 ? (cpu * 1e6) / requests : 0,
    non2xx: result.non2xx,
  };
}

async function measure(server: RunningServer, whitelabelId: number): Promise<Sample[]> {
  const headers = { 'accept-language': 'it' };
  const samples: Sample[] = [];
  for (const [name, path] of homeCalls) {
    samples.push(
      await sampled(server, (s) =>
        load(name, `${server.url}${path}`, { connections, seconds: s, headers }),
      ),
    );
  }
  const lookups = lookupPaths({
    secret: benchLookupSecret,
    plates: 2_000,
    count: 5_000,
    sessionOf: whitelabelId,
  });
  samples.push(
    await sampled(server, (s) =>
      loadPaths('GET /services/v1/detailedJourneys (lookup)', server.url, lookups.next, {
        connections,
        seconds: s,
      }),
    ),
  );
  return samples;
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

try {
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
  console.log(
    `Portico hooks bench: ${database}, ${connections} connections, ${seconds} s per endpoint, ${rounds} rounds${withPage ? '' : ' (no web build: the page is left out)'}`,
  );
  const samples = new Map<string, Map<VariantName, Sample[]>>();
  let whitelabelId: number | undefined;
  let seriesShown: string[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const variant of variants) {
      const server = await startServer(
        port,
        { ...baseEnv, ...variant.env },
        'bench/lib/hooks-server.ts',
      );
      try {
        whitelabelId ??= await whitelabelIdOf(server.url, 'BL0000001');
        for (const result of await measure(server, whitelabelId)) {
          const byVariant = samples.get(result.name) ?? new Map<VariantName, Sample[]>();
          byVariant.set(variant.name, [...(byVariant.get(variant.name) ?? []), result]);
          samples.set(result.name, byVariant);
        }
        if (variant.name === '+ metrics' && round === rounds)
          seriesShown = await scrapeCheck(server);
      } finally {
        await server.stop();
      }
      console.log(`round ${round}/${rounds}: ${variant.name} measured`);
    }
  }

  const line = (cells: string[]) =>
    console.log(
      `${(cells[0] ?? '').padEnd(44)}${cells
        .slice(1)
        .map((c) => c.padStart(10))
        .join('')}`,
    );
  const table = (
    title: string,
    of: (sample: Sample) => number,
    lost: (a: number, b: number) => number,
  ) => {
    console.log('');
    line([title, 'baseline', 'req ids', '+metrics', 'ids %', 'metrics %', 'both %']);
    for (const [name, byVariant] of samples) {
      const figure = (variant: VariantName) => median((byVariant.get(variant) ?? []).map(of));
      const [base, ids, all] = [figure('baseline'), figure('request ids'), figure('+ metrics')];
      line([
        name,
        base.toFixed(0),
        ids.toFixed(0),
        all.toFixed(0),
        lost(base, ids).toFixed(1),
        lost(ids, all).toFixed(1),
        lost(base, all).toFixed(1),
      ]);
    }
  };
  // Fewer requests/s is a loss; more CPU per request is one too.
  table('requests/s (median)', (s) => s.requestsPerSecond, percent);
  table(
    'server CPU us/request (median)',
    (s) => s.cpuUsPerRequest,
    (a, b) => -percent(a, b),
  );
  const non2xx = [...samples.values()]
    .flatMap((byVariant) => [...byVariant.values()].flat())
    .reduce((sum, s) => sum + s.non2xx, 0);
  console.log('');
  console.log(
    `overhead in %: ids = the request-id hook against the baseline, metrics = the metrics hooks on top of it, both = the two against the baseline; negative = within noise. non-2xx answers: ${non2xx}`,
  );
  console.log('a few series of the last scrape:');
  for (const line of seriesShown) console.log(`  ${line}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
// PGlite and autocannon can leave handles behind: the numbers are printed, so leave now.
process.exit(0);
