import { errorEnvelopeSchema } from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.ts';

const okSchema = z.object({ status: z.literal('ok') });

/** A database that does not answer within this delay is not ready (pg may wait for a socket). */
const pingTimeoutMs = 2_000;

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface HealthRoutesOptions {
  database: Pick<DatabaseHandle, 'ping'>;
  /**
   * Whether DEFAULT_WHITELABEL names a white-label in the database (issue 27): without one every
   * page and call of a host no tenant lists answers 404, so the instance is not ready.
   */
  defaultTenantExists?: () => Promise<boolean>;
}

/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: the database answers, and it
 * holds the default white-label), for load balancers and orchestrators. Outside /services, so
 * never rate limited.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (
  app,
  { database, defaultTenantExists },
) => {
  app.get(
    '/healthz',
    {
      schema: { summary: 'Liveness', tags: ['health'], response: { 200: okSchema } },
      logLevel: 'warn',
      // Busy is not dead: an orchestrator must not restart a process that sheds load.
      config: { answerUnderPressure: true },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: the database answers and holds the default white-label',
        description:
          '503 service_unavailable: the database does not answer; 503 whitelabel_not_found: DEFAULT_WHITELABEL names no white-label in it.',
        tags: ['health'],
        response: { 200: okSchema, 503: errorEnvelopeSchema },
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      try {
        await withTimeout(database.ping(), pingTimeoutMs);
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.code(503).send({ message: 'service_unavailable' });
      }
      if (defaultTenantExists && !(await defaultTenantExists().catch(() => false))) {
        request.log.warn('not ready: DEFAULT_WHITELABEL names no white-label in the database');
        return reply.code(503).send({ message: 'whitelabel_not_found' });
      }
      return { status: 'ok' as const };
    },
  );
};
