// `npm run bench`: numbers, not pass/fail. Starts the real server as its own process (embedded
// PGlite in a temporary folder, or DATABASE_URL's PostgreSQL when set), then prints:
// time to ready on a fresh and on an existing database, memory, the home route's JavaScript size,
// and throughput/latency of the home page's calls under load. Needs a built web app (npm run build).
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, memoryOf } from './lib/server-process.ts';
import { load, type LoadResult } from './lib/load.ts';
import { measurePageJavaScript } from './lib/home-js-size.ts';
import { benchJwtSecret, benchLookupSecret, benchRoadsideKey } from './lib/server-env.ts';

const port = Number(process.env.BENCH_PORT ?? 8195);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const distDir = resolve('apps/web/dist');

if (!existsSync(join(distDir, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
const env: Record<string, string> = {
  NODE_ENV: 'production',
  // Production refuses to start without it.
  LOOKUP_SECRET: benchLookupSecret,
  JWT_SECRET: benchJwtSecret,
  PGLITE_DIR: join(dataDir, 'pglite'),
  // Production allows PGlite only when asked, and seeds the demo only with a key of its own.
  ALLOW_EMBEDDED_DATABASE: 'true',
  SEED_DEMO: 'true',
  DEMO_ROADSIDE_API_KEY: benchRoadsideKey,
  RATE_LIMIT_MAX: '100000000',
  // Production needs the portal's origin (the PSPs' return URLs); plain http to this machine.
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  // No mail relay here: production keeps the e-mails in its outbox only when told so.
  MAIL_CAPTURE: 'true',
};
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';

try {
  console.log(`Portico bench: ${database}, ${connections} connections, ${seconds} s per endpoint`);

  const cold = await startServer(port, env);
  console.log(`ready, fresh database (migrate + seed): ${cold.readyMs.toFixed(0)} ms`);
  await cold.stop();

  const server = await startServer(port, env);
  console.log(`ready, existing database:               ${server.readyMs.toFixed(0)} ms`);
  const idle = memoryOf(server.process.pid);

  const js = await measurePageJavaScript(`${server.url}/it/`, distDir);
  console.log(
    `home route JavaScript (/it/): ${js.files} files, ${js.rawKiB.toFixed(1)} KiB raw, ${js.gzipKiB.toFixed(1)} KiB gzip`,
  );

  const italian = { 'accept-language': 'it' };
  const results: LoadResult[] = [];
  for (const [name, path] of [
    ['GET /services/v1/whitelabels', '/services/v1/whitelabels'],
    ['GET /services/v1/whitelabels/homepage', '/services/v1/whitelabels/homepage'],
    ['GET /services/v1/whitelabels/footer', '/services/v1/whitelabels/footer'],
    ['GET /services/v1/whitelabels/helpcenter/faq', '/services/v1/whitelabels/helpcenter/faq'],
    ['GET /it/ (server-rendered page)', '/it/'],
    ['GET /it/form/payment (server-rendered)', '/it/form/payment'],
    ['GET /healthz', '/healthz'],
  ] as const) {
    results.push(
      await load(name, `${server.url}${path}`, { connections, seconds, headers: italian }),
    );
  }
  const busy = memoryOf(server.process.pid);
  await server.stop();

  console.log('');
  console.log(
    'endpoint                                      req/s   p50 ms  p99 ms  errors  non-2xx',
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(44)} ${String(r.requestsPerSecond).padStart(6)} ${String(r.p50Ms).padStart(8)} ${String(r.p99Ms).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.non2xx).padStart(8)}`,
    );
  }
  console.log('');
  if (idle && busy) {
    console.log(
      `server memory: ${idle.rssMiB.toFixed(0)} MiB RSS after start, ${busy.rssMiB.toFixed(0)} MiB after load, peak ${busy.peakMiB.toFixed(0)} MiB`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
// PGlite and autocannon can leave handles behind: the numbers are printed, so leave now.
process.exit(0);
