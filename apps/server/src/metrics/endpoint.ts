import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { AppMetrics } from './app-metrics.ts';

export const metricsPath = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the token. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first wrong character.
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer ([^\s]+)$/i.exec(header ?? '')?.[1];
  if (given === undefined) return false;
  return timingSafeEqual(digest(given), digest(token));
}

export interface MetricsRouteOptions {
  metrics: AppMetrics;
  /** Required as `Authorization: Bearer <token>` when set. */
  token: string | null;
}

/**
 * GET /metrics in Prometheus' text format. Kept out of the API documentation: it is the
 * operator's, not a client's. A wrong or missing token answers 401 in the error envelope.
 */
export const metricsRoute: FastifyPluginAsync<MetricsRouteOptions> = async (
  app,
  { metrics, token },
) => {
  app.get(
    metricsPath,
    { schema: { hide: true }, logLevel: 'warn', config: { answerUnderPressure: true } },
    async (request, reply) => {
      if (token !== null && !bearerMatches(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ message: 'unauthorized' });
      }
      const text = await metrics.scrape(request.log);
      return reply.header('content-type', metrics.contentType).send(text);
    },
  );
};

/**
 * The listener of METRICS_PORT: /metrics alone, apart from the public port, so the metrics can
 * stay on a private interface. It logs through the app's logger.
 */
export async function buildMetricsServer(
  app: FastifyInstance,
  options: MetricsRouteOptions,
): Promise<FastifyInstance> {
  const server = Fastify({ loggerInstance: app.log.child({ listener: 'metrics' }) });
  await server.register(metricsRoute, options);
  return server;
}
