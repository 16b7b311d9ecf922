// The hooks' own cost, measured in one process where the neighbours' load hits every variant alike
// (bench/metrics.ts prints it beside the HTTP figures, whose noise floor on a busy machine is
// larger than the effect). Three bare Fastify apps with one JSON route: no hooks; the request-id
// hook exactly as app.ts adds it; and that plus the metrics' onResponse hook. Each is called
// through inject in turns of `batch` requests, and the cost of a hook is the difference of the
// medians of the CPU time per request.
import Fastify, { type FastifyInstance } from 'fastify';
import httpMetricsPlugin from '../../apps/server/src/metrics/http-metrics.ts';
import { createMetricsRegistry } from '../../apps/server/src/metrics/registry.ts';
import { requestIdHeader, requestIdOf } from '../../apps/server/src/request-id.ts';

async function bareApp(options: { requestIds: boolean; metrics: boolean }) {
  const app = Fastify(options.requestIds ? { genReqId: requestIdOf } : {});
  if (options.requestIds) {
    // As app.ts: the id answered in x-request-id.
    app.addHook('onRequest', async (request, reply) => {
      void reply.header(requestIdHeader, request.id);
    });
  }
  if (options.metrics) await app.register(httpMetricsPlugin, { counters: createMetricsRegistry() });
  app.get('/services/v1/items/:id', async () => ({ ok: true }));
  await app.ready();
  return app;
}

/** This process's CPU time per request (not wall time: the neighbours' load is left out). */
async function timePerRequestUs(app: FastifyInstance, batch: number): Promise<number> {
  const started = process.cpuUsage();
  for (let i = 0; i < batch; i += 1) {
    await app.inject({ method: 'GET', url: `/services/v1/items/${i}` });
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / batch;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Microseconds per request each hook adds: the request ids, then the metrics on top. */
export async function measureHookCost({ rounds = 30, batch = 2_000 } = {}) {
  const apps = {
    baseline: await bareApp({ requestIds: false, metrics: false }),
    requestIds: await bareApp({ requestIds: true, metrics: false }),
    metrics: await bareApp({ requestIds: true, metrics: true }),
  };
  const times = { baseline: [] as number[], requestIds: [] as number[], metrics: [] as number[] };
  const names = ['baseline', 'requestIds', 'metrics'] as const;
  // Warm-up: JIT and the metrics' label maps.
  for (const name of names) await timePerRequestUs(apps[name], batch);
  for (let round = 0; round < rounds; round += 1) {
    for (let k = 0; k < names.length; k += 1) {
      const name = names[(round + k) % names.length] ?? 'baseline';
      times[name].push(await timePerRequestUs(apps[name], batch));
    }
  }
  await Promise.all(names.map((name) => apps[name].close()));
  const [base, ids, all] = names.map((name) => median(times[name]));
  return {
    injectUs: base ?? 0,
    requestIdsUs: (ids ?? 0) - (base ?? 0),
    metricsUs: (all ?? 0) - (ids ?? 0),
  };
}
