import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import { presentedApiKey } from '../modules/api-keys/domain.ts';
import type { ErrorCode } from '@portico/contract';
import { AppError } from '../shared/app-error.ts';
import { isUnder, normalisedPath } from '../shared/url-path.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Not limited per IP when the request carries a valid API key: trusted machine volume
     * (roadside batches). The route checks the key (plugins/machine-auth.ts) and counts a request
     * whose key fails toward the limit; a request without any key is limited here at once.
     */
    rateLimitExempt?: boolean;
  }
  interface FastifyInstance {
    /** Counts the request toward the per-IP API limit; throws 429 too_many_requests past it. */
    apiRateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * A limit of its own for a group of routes (lookups, alerts...): `max` per client IP and
     * window, counted apart from the API limit and from every other name (in Redis the plugin
     * would otherwise give every such limiter one key per IP).
     */
    namedRateLimit(name: string, max: number): ReturnType<FastifyInstance['createRateLimit']>;
  }
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Counts shared by the instances (REDIS_URL); absent: each instance counts in memory. */
  redis?: Redis;
}

/** Only the API is limited: web files, media and health checks are not, nor exempt routes. */
export const rateLimitedPrefix = '/services';

/**
 * Whether a request is an API call: by the route it reached, or, for a path no API route matched
 * (unknown paths, the web app's catch-all), by its decoded and normalised path. Never by the raw
 * URL: `/%73ervices/v1/...` reaches the API and used to skip the limit (issue 9 item 12).
 */
export function isApiRequest(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && isUnder(route, rateLimitedPrefix)) return true;
  return isUnder(normalisedPath(request.url), rateLimitedPrefix);
}

/**
 * Limits requests per client IP on /services: in memory per instance, or in Redis shared by the
 * instances. Applied from one root onRequest hook rather than per route, so unknown /services
 * paths count too. A Redis that does not answer skips the limit (logged by the client's error
 * events), so an outage of the limiter never becomes an outage of the portal.
 */
const rateLimitPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, options) => {
  await app.register(rateLimit, {
    global: false,
    max: options.max,
    timeWindow: options.windowMs,
    errorResponseBuilder: () => new AppError(429, 'too_many_requests'),
    ...(options.redis
      ? { redis: options.redis, nameSpace: 'portico:rate:', skipOnError: true }
      : {}),
  });
  app.decorate('namedRateLimit', (name: string, max: number) =>
    app.createRateLimit({ max, keyGenerator: (request) => `${name}:${request.ip}` }),
  );
  const limit = app.rateLimit();
  app.decorate('apiRateLimit', async function (request: FastifyRequest, reply: FastifyReply) {
    await limit.call(app, request, reply);
  });
  app.addHook('onRequest', async function (request, reply) {
    if (!isApiRequest(request)) return;
    // Exempt only once its key is checked: the route counts it then if the key fails.
    const exempt = request.routeOptions.config.rateLimitExempt === true;
    if (exempt && presentedApiKey(request.headers) !== null) return;
    await limit.call(this, request, reply);
  });
};

/**
 * The onRequest hook of a named limit (namedRateLimit): past `max` per client IP and window, 429
 * too_many_requests with Retry-After, as the API-wide limit answers.
 */
export function namedLimitHook(
  app: FastifyInstance,
  name: string,
  max: number,
): onRequestAsyncHookHandler {
  const limit = app.namedRateLimit(name, max);
  return async (request, reply) => {
    const state = await limit(request);
    if (!state.isAllowed && state.isExceeded) {
      void reply.header('retry-after', String(state.ttlInSeconds));
      throw new AppError(429, 'too_many_requests');
    }
  };
}

/** A keyed limit's own window and refusal, when not the API's window and too_many_requests. */
export interface KeyedLimitOptions {
  windowMs?: number;
  code?: ErrorCode;
}

/**
 * The hook of a limit per something other than the client's address (an account, a console
 * person): past `max` per key and window, 429 (too_many_requests unless `code` says otherwise)
 * with Retry-After. `keyOf` reads what an earlier hook of the route set (the account, the staff
 * actor); a request without it is not counted here. Usable as onRequest or preHandler.
 */
export function keyedLimitHook(
  app: FastifyInstance,
  name: string,
  max: number,
  keyOf: (request: FastifyRequest) => string | null,
  { windowMs, code = 'too_many_requests' }: KeyedLimitOptions = {},
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limit = app.createRateLimit({
    max,
    ...(windowMs === undefined ? {} : { timeWindow: windowMs }),
    keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
  });
  return async (request, reply) => {
    if (keyOf(request) === null) return;
    const state = await limit(request);
    if (!state.isAllowed && state.isExceeded) {
      void reply.header('retry-after', String(state.ttlInSeconds));
      throw new AppError(429, code);
    }
  };
}

export default fp(rateLimitPlugin, {
  name: 'rate-limit',
  fastify: '5.x',
  dependencies: ['errors'],
});
