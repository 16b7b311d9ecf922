import type pg from 'pg';
import type { DatabaseLogger } from '../database.ts';

/**
 * What every `pg` connection needs to survive its server going away:
 *
 * - A permanent 'error' listener. pg emits 'error' on a client whose server ended the session
 *   (pg_terminate_backend, a restart, a reset socket). The pool listens only while the client is
 *   idle in the pool; while a request holds it (inside a transaction), nobody would, and Node ends
 *   the process on an 'error' event without a listener. Reported once, without queries or values.
 * - A dropped socket after a read timeout. pg's `query_timeout` fails the query but keeps the
 *   connection, still waiting for the answer; returned to the pool, it would give the next request
 *   the stalled server again or, once the server wakes, a transaction left open. Destroying the
 *   socket fails whatever was queued behind it at once and takes the connection out of the pool.
 */
export function watchConnection(client: pg.Client | pg.PoolClient, logger: DatabaseLogger): void {
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn({ err: error }, 'database connection lost');
  });
  dropOnReadTimeout(client);
}

const readTimeoutMessage = 'Query read timeout';

function dropOnReadTimeout(client: pg.Client | pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // Drizzle queries with promises; pg-pool's own pool.query uses a callback but releases the
  // connection with the error, which already removes it from the pool.
  const watched = (...args: unknown[]): unknown => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === readTimeoutMessage) {
          client.connection.stream.destroy();
        }
      });
    }
    return result;
  };
  client.query = watched as typeof client.query;
}
