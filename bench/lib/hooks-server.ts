// The server of the hooks bench (bench/metrics.ts): the real app (buildApp) from the environment,
// as main.ts builds it, with one switch main.ts does not have: BENCH_PLAIN_REQUEST_IDS=1 gives
// Fastify's own counter ids and no x-request-id header, the baseline the request-id hook is
// measured against. Metrics are on or off through METRICS_TOKEN, as in production. Started as its
// own process: PORT=8197 ... node --import tsx bench/lib/hooks-server.ts
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

const config = loadConfig(process.env);
const app = await buildApp({
  config,
  plainRequestIds: process.env.BENCH_PLAIN_REQUEST_IDS === '1',
});
await app.listen({ port: config.port, host: config.host });
const stop = () => void app.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// Whatever happens to the bench, this process does not outlive it by much.
setTimeout(stop, Number(process.env.BENCH_SERVER_LIFETIME_MS ?? 900_000)).unref();
