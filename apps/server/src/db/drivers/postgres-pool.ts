import pg from 'pg';

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * pg's Pool, with dead connections given back. Drizzle's transaction checks a connection out
 * and sends BEGIN before entering its try/finally, so a connection killed in between is never
 * released: under the fault test's killed backends all ten leaked within seconds, and every later
 * request waited for a connection until it timed out (503 for good). Here a connection that
 * dies while checked out is released at once with its error, so the pool drops it and opens
 * another; the holder's own release later does nothing.
 */
export class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The callback form is pg-pool's own query(), which releases with the error itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenLost);
  }
}

function releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onLost);
    release(error);
  };
  const onLost = (error: Error) => releaseOnce(error);
  client.on('error', onLost);
  client.release = releaseOnce;
  return client;
}
