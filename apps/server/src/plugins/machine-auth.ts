import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { presentedApiKey } from '../modules/api-keys/domain.ts';
import {
  createKeyFailureCounter,
  type KeyFailureLimits,
} from '../modules/api-keys/failure-counter.ts';
import { createRedisKeyFailureCounter } from '../modules/api-keys/redis-failure-counter.ts';
import type { ApiKeysService } from '../modules/api-keys/service.ts';
import { AppError } from '../shared/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of the routes machines call with an API key (POST /passages, /cases):
     * passes with a valid key of the request's white-label, else 401; an IP with too many
     * failures gets 429 (issue 9 item 13).
     */
    authenticateMachine(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

export interface MachineAuthOptions {
  apiKeys: ApiKeysService;
  failures: KeyFailureLimits;
  /** Failures counted for all instances (REDIS_URL); absent: each instance counts in memory. */
  redis?: Redis | undefined;
  clock?: () => number;
}

/**
 * A request with a valid key is trusted volume: not limited per IP, never counted. A missing or
 * wrong key counts as a failure of its IP and toward the API's per-IP limit; past the failures
 * allowed, that IP is refused before any key lookup until its window ends, whatever key it
 * sends (a valid key answering 200 there would tell a guesser it found one). Other IPs, the
 * roadside system's among them, are never affected.
 */
const machineAuth: FastifyPluginAsync<MachineAuthOptions> = async (app, options) => {
  const { apiKeys, clock = Date.now } = options;
  const failures = options.redis
    ? createRedisKeyFailureCounter(options.redis, options.failures)
    : createKeyFailureCounter(options.failures);

  app.decorate(
    'authenticateMachine',
    async function (request: FastifyRequest, reply: FastifyReply) {
      const blockedForMs = await failures.blockedForMs(request.ip, clock());
      if (blockedForMs > 0) {
        void reply.header('retry-after', String(Math.ceil(blockedForMs / 1000)));
        throw new AppError(429, 'too_many_requests');
      }
      try {
        await apiKeys.authenticate(request.whitelabel.id, presentedApiKey(request.headers));
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          await failures.record(request.ip, clock());
          await app.apiRateLimit(request, reply);
        }
        throw error;
      }
    },
  );
};

export default fp(machineAuth, {
  name: 'machine-auth',
  fastify: '5.x',
  dependencies: ['rate-limit'],
});
