import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { DatabaseUnavailableError } from '../unavailable.ts';
import type { GuardedPglite } from './guarded-pglite.ts';

export interface ReopeningOptions {
  /** Opens a fresh instance on the same folder. */
  open: () => Promise<GuardedPglite>;
  /** Throws while the disk is still too full to try. */
  assertRoom: () => void;
  onReopened: () => void;
  now?: () => number;
  /** After a failed reopening, the next attempt waits this long (each costs a second of CPU). */
  retryMs?: number;
}

/**
 * The embedded database as Drizzle sees it: one PGlite at a time. When the current one broke on a
 * full disk (GuardedPglite.broken), the next statement closes it and, once the disk has room
 * again, opens another on the same folder (PostgreSQL recovery replays the WAL up to the last
 * commit); until then every statement fails at once with DatabaseUnavailableError (503). So the
 * process stays responsive through a full disk and recovers by itself when space returns.
 */
export class ReopeningPglite {
  #current: GuardedPglite;
  #reopening: Promise<GuardedPglite> | undefined;
  #retryAt = 0;
  readonly #options: Required<ReopeningOptions>;

  constructor(first: GuardedPglite, options: ReopeningOptions) {
    this.#current = first;
    this.#options = { now: Date.now, retryMs: 5_000, ...options };
  }

  get closed(): boolean {
    return this.#current.closed;
  }

  async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return (await this.#live()).query<T>(query, params, options);
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return (await this.#live()).transaction(callback);
  }

  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<File | Blob> {
    return (await this.#live()).dumpDataDir(compression);
  }

  async close(): Promise<void> {
    await this.#reopening?.catch(() => {});
    if (!this.#current.closed) await this.#current.close();
  }

  async #live(): Promise<GuardedPglite> {
    if (!this.#current.broken) return this.#current;
    this.#reopening ??= this.#reopen().finally(() => {
      this.#reopening = undefined;
    });
    return this.#reopening;
  }

  async #reopen(): Promise<GuardedPglite> {
    const { open, assertRoom, onReopened, now, retryMs } = this.#options;
    const broken = this.#current;
    // Closing needs no statement, so it works on a broken instance and frees its memory.
    if (!broken.closed) await broken.close().catch(() => {});
    if (now() < this.#retryAt) {
      throw new DatabaseUnavailableError('the embedded database is being reopened');
    }
    assertRoom();
    try {
      this.#current = await open();
    } catch (error) {
      this.#retryAt = now() + retryMs;
      throw new DatabaseUnavailableError('the embedded database could not be reopened', {
        cause: error,
      });
    }
    onReopened();
    return this.#current;
  }
}
