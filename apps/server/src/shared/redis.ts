import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** How often a Redis that stays down is reported: once a minute, not at every reconnection. */
const reportEveryMs = 60_000;

/**
 * The client of REDIS_URL (the shared rate limits). It never holds a request up: no offline queue
 * (a command fails at once while disconnected), one try per command, a second at most per
 * command, and reconnection in the background. ioredis is imported only when a URL is set.
 * The log line names the failure, never the URL (it may carry a password).
 */
export async function openRedis(url: string, logger: FastifyBaseLogger): Promise<Redis> {
  const { Redis: Client } = await import('ioredis');
  const client = new Client(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1_000,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let reportedAt = 0;
  client.on('error', (error: NodeJS.ErrnoException) => {
    const now = Date.now();
    if (now - reportedAt < reportEveryMs) return;
    reportedAt = now;
    logger.warn(
      { code: error.code ?? error.name },
      'redis unavailable: the rate limits are skipped until it answers',
    );
  });
  client.on('ready', () => {
    if (reportedAt !== 0) logger.info('redis answers again: the rate limits are shared again');
    reportedAt = 0;
  });
  return client;
}
