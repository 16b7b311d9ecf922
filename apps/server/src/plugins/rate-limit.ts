import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../shared/app-error.ts';
import { isUnder, pathOf } from '../shared/url-path.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Not limited per IP: trusted machine volume (roadside batches) authenticated by an API key,
     * which the route checks before reading the body.
     */
    rateLimitExempt?: boolean;
  }
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
}

/** Only the API is limited: web files, media and health checks are not, nor exempt routes. */
export const rateLimitedPrefix = '/services';

/**
 * Limits requests per client IP on /services (in memory, per instance). Applied from one root
 * onRequest hook rather than per route, so unknown /services paths count too.
 */
const rateLimitPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, options) => {
  await app.register(rateLimit, {
    global: false,
    max: options.max,
    timeWindow: options.windowMs,
    errorResponseBuilder: () => new AppError(429, 'too_many_requests'),
  });
  const limit = app.rateLimit();
  app.addHook('onRequest', async function (request, reply) {
    if (request.routeOptions.config.rateLimitExempt) return;
    if (isUnder(pathOf(request.url), rateLimitedPrefix)) {
      await limit.call(this, request, reply);
    }
  });
};

export default fp(rateLimitPlugin, {
  name: 'rate-limit',
  fastify: '5.x',
  dependencies: ['errors'],
});
