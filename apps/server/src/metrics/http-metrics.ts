import type { FastifyPluginAsync, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { MetricsRegistry } from './registry.ts';

/** The route label of a request no route matched (the 404s of unknown paths). */
export const unmatchedRoute = 'unmatched';

/**
 * Counts every answer of the app (issue 15 item 3). Labels are the route's template, e.g.
 * /services/v1/lookups/:id, never the requested path: plates, payment ids and query strings stay
 * out of the series, and their number stays bounded. One onResponse hook, using the time Fastify
 * already measures (reply.elapsedTime), so a request pays for no timer of ours. The 5xx are the
 * requests' status_class 5xx: no second counter says the same.
 */
const httpMetricsPlugin: FastifyPluginAsync<{ counters: MetricsRegistry }> = async (
  app,
  { counters },
) => {
  app.addHook('onResponse', countResponse(counters));
};

/**
 * The hook itself (bench/lib/hook-bodies.ts times it alone). A callback, not an async function:
 * no promise per request for work that never waits.
 */
export function countResponse(counters: MetricsRegistry): onResponseHookHandler {
  return (request, reply, done) => {
    const route = request.routeOptions.url ?? unmatchedRoute;
    const { method } = request;
    const status = reply.statusCode;
    counters.httpRequests.inc({ route, method, status_class: `${Math.floor(status / 100)}xx` });
    counters.httpDuration.observe({ route, method }, reply.elapsedTime / 1000);
    done();
  };
}

export default fp(httpMetricsPlugin, { name: 'portico-http-metrics' });
