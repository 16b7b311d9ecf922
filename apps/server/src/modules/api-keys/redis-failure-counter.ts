import type { Redis } from 'ioredis';
import type { KeyFailureCounter, KeyFailureLimits } from './failure-counter.ts';

/** Beside the rate limits' keys (portico:rate:...), apart from them. */
const keyOf = (ip: string) => `portico:key-failures:${ip}`;

/**
 * The API-key failure counter shared by the instances (issue 15 item 4): one Redis key per IP,
 * created with the window as its expiry and incremented by each failure (SET NX PX then INCR in
 * one transaction, so the window starts at the first failure on any instance; INCR keeps the
 * expiry). A Redis that does not answer blocks no one and counts nothing, as the rate limits skip
 * themselves then: an outage of the limiter never becomes an outage of the roadside feed.
 */
export function createRedisKeyFailureCounter(
  redis: Redis,
  { max, windowMs }: Pick<KeyFailureLimits, 'max' | 'windowMs'>,
): KeyFailureCounter {
  return {
    async blockedForMs(ip) {
      try {
        const answers = await redis.multi().get(keyOf(ip)).pttl(keyOf(ip)).exec();
        const [count, ttl] = (answers ?? []).map(([error, value]) => (error ? null : value));
        return Number(count ?? 0) >= max && typeof ttl === 'number' && ttl > 0 ? ttl : 0;
      } catch {
        return 0;
      }
    },
    async record(ip) {
      try {
        await redis.multi().set(keyOf(ip), '0', 'PX', windowMs, 'NX').incr(keyOf(ip)).exec();
      } catch {
        // Not counted: see above.
      }
    },
  };
}
