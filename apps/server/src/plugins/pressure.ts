import underPressure from '@fastify/under-pressure';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even under pressure (liveness): the process is alive, only busy. */
    answerUnderPressure?: boolean;
  }
}

export interface PressureOptions {
  /** Mean event-loop delay above which requests get 503 at once; 0: never. */
  maxEventLoopDelayMs: number;
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterS?: number;
}

/**
 * Sheds load before the process drowns (issue 15 item 3): when the event loop lags past the
 * limit, a new request is answered 503 service_unavailable with Retry-After in the error envelope
 * at once, rather than queued behind work the process cannot finish in time; /readyz then fails
 * too, so the balancer sends the next ones elsewhere, while /healthz answers (not a dead process).
 */
const pressure: FastifyPluginAsync<PressureOptions> = async (app, options) => {
  if (options.maxEventLoopDelayMs <= 0) return;
  const retryAfter = options.retryAfterS ?? 10;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    retryAfter,
    pressureHandler: (request, reply, type) => {
      if (request.routeOptions.config.answerUnderPressure) return undefined;
      void reply.header('retry-after', String(retryAfter));
      request.log.warn({ type }, 'under pressure: request refused');
      // A rejected promise goes to the error handler: the usual envelope and status.
      return Promise.reject(new AppError(503, 'service_unavailable'));
    },
  });
};

export default fp(pressure, { name: 'pressure', fastify: '5.x', dependencies: ['errors'] });
