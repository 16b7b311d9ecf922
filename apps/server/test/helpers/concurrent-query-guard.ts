import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Watches both drivers for a query sent on a connection while another query of it is still
 * running: what `Promise.all` over a transaction does. pg deprecates it (and warns only once per
 * process, so a warning is no test); on one connection the queries only queue up anyway, and pg 9
 * will refuse them. Each case is recorded with the stack of the call that overlapped.
 */
export interface ConcurrentQueryGuard {
  /** The overlapping calls seen since the last reset. */
  overlaps(): string[];
  reset(): void;
  restore(): void;
}

type PgQuery = typeof pg.Client.prototype.query;
type PgliteTransaction = <T>(callback: (tx: Transaction) => Promise<T>) => Promise<T>;

export function watchConcurrentQueries(): ConcurrentQueryGuard {
  const overlaps: string[] = [];
  const record = () => overlaps.push(new Error('a query overlapped another').stack ?? '');

  // pg: a client holds its running query in `activeQuery` and the waiting ones in `_queryQueue`.
  const pgQuery: PgQuery = pg.Client.prototype.query;
  const watchedQuery = function (this: pg.Client, ...args: unknown[]) {
    const state = this as unknown as { activeQuery?: unknown; _queryQueue?: unknown[] };
    if (state.activeQuery || (state._queryQueue?.length ?? 0) > 0) record();
    return (pgQuery as (...given: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = watchedQuery as PgQuery;

  // PGlite: the transaction object its callback gets; count the queries running on it.
  const pgliteTransaction = PGlite.prototype.transaction as PgliteTransaction;
  const watchedTransaction = function <T>(
    this: PGlite,
    callback: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    return pgliteTransaction.call(this, (tx: Transaction) =>
      callback(watchedTx(tx, record)),
    ) as Promise<T>;
  };
  PGlite.prototype.transaction = watchedTransaction as typeof PGlite.prototype.transaction;

  return {
    overlaps: () => [...overlaps],
    reset: () => {
      overlaps.length = 0;
    },
    restore: () => {
      pg.Client.prototype.query = pgQuery;
      PGlite.prototype.transaction = pgliteTransaction as typeof PGlite.prototype.transaction;
    },
  };
}

function watchedTx(tx: Transaction, record: () => void): Transaction {
  let running = 0;
  const watch =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (running > 0) record();
      running += 1;
      try {
        return await run(...args);
      } finally {
        running -= 1;
      }
    };
  return new Proxy(tx, {
    get(target, property) {
      if (property === 'query') return watch(target.query.bind(target));
      if (property === 'exec') return watch(target.exec.bind(target));
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
