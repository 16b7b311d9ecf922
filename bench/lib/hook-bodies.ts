// The hooks' own work, timed alone: each hook body called a million times on one real request
// and reply, captured from a bare Fastify app. No HTTP, no inject and no other process in the
// measure, so the result holds on a busy machine, where the side-by-side servers of
// bench/metrics.ts and the in-process inject turns of hook-cost.ts both carry a noise of the
// same size as the effect. What it leaves out: Fastify's dispatch of one more hook (a function
// call in its hook runner).
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { countResponse } from '../../apps/server/src/metrics/http-metrics.ts';
import { createMetricsRegistry } from '../../apps/server/src/metrics/registry.ts';
import { requestIdHeader, requestIdOf } from '../../apps/server/src/request-id.ts';

const calls = 1_000_000;

/** The app, and a request and its reply as the route handler saw them (the reply sent). */
async function capturedExchange(): Promise<[FastifyInstance, FastifyRequest, FastifyReply]> {
  const app = Fastify();
  let captured: [FastifyRequest, FastifyReply] | undefined;
  app.get('/services/v1/items/:id', async (request, reply) => {
    captured = [request, reply];
    return { ok: true };
  });
  // No x-request-id, as from most clients: the hook makes a UUID each time.
  await app.inject({ method: 'GET', url: '/services/v1/items/1' });
  if (!captured) throw new Error('the route did not run');
  return [app, ...captured];
}

/** This process's CPU microseconds per call of `body`, the median of 3 runs. */
function usPerCall(body: () => void): number {
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = process.cpuUsage();
    for (let i = 0; i < calls; i += 1) body();
    const used = process.cpuUsage(started);
    runs.push((used.user + used.system) / calls);
  }
  return runs.sort((a, b) => a - b)[1] ?? 0;
}

/** Microseconds per request of each hook's body: the request id (made and answered), the metrics. */
export async function measureHookBodies(): Promise<{ requestIdsUs: number; metricsUs: number }> {
  const [app, request, reply] = await capturedExchange();
  const done = () => {};
  const count = countResponse(createMetricsRegistry());
  const measured = {
    // What app.ts adds per request: genReqId (requestIdOf) and the x-request-id header.
    requestIdsUs: usPerCall(() => {
      void reply.header(requestIdHeader, requestIdOf(request.raw));
    }),
    metricsUs: usPerCall(() => count.call(app, request, reply, done)),
  };
  await app.close();
  return measured;
}
