import { AppError } from '../app-error.ts';
import { uploadTooSlow } from './upload-cut.ts';
import { defaultUploadPace, type UploadPace } from './upload-pace.ts';

/**
 * Limits how many uploads are read and stored at once. An upload holds up to 5 MiB in memory from
 * its first byte until its row is written; a request waiting here has not been read yet, so the
 * socket's backpressure keeps its bytes in the kernel, not in the heap. This is what keeps 50
 * concurrent 5 MiB claims under 300 MB (bench/claims.ts). Past `maxWaiting` queued uploads the
 * server answers 503 service_unavailable (with Retry-After) instead of queueing without end.
 *
 * A slot always comes back (issue 24 item 1): a waiter whose client is gone leaves the queue
 * without ever taking a slot; a task ends its slot however it settles; and a slot is never held
 * longer than `maxHoldMs`: past it, the task's signal is aborted (its read stops, upload-reader)
 * and the slot is given to the next waiter whether or not the task has ended yet.
 *
 * Per client (its IP): at most `maxPerClient` places, holding a slot or waiting (more: 429
 * too_many_requests), so one address cannot fill the queue and turn everyone else away; and at
 * most `maxRunningPerClient` slots, so it cannot hold them all: its next upload waits while
 * others' go first.
 */
export interface UploadGate {
  /**
   * Runs `task` when a slot is free; the slot is held until it settles or the ceiling passes.
   * `signal`: the client's connection; aborted while waiting, the task never runs (rejects with
   * its reason). The task's own `slot` signal aborts past the ceiling or when the client is gone.
   */
  run<T>(
    task: (slot: AbortSignal) => Promise<T>,
    options?: { signal?: AbortSignal; client?: string },
  ): Promise<T>;
  /** The uploads holding a slot and those waiting for one, now (tests, metrics). */
  counts(): UploadCounts;
  /** The slowest sender a read keeps (upload-pace.ts). */
  readonly pace: UploadPace;
}

export interface UploadCounts {
  running: number;
  waiting: number;
}

export interface UploadGateOptions {
  maxConcurrent: number;
  maxWaiting: number;
  /** The longest one upload holds a slot, read and store together (ms). Default 120 s. */
  maxHoldMs?: number;
  /** The minimum transfer rate of a read after `graceMs` (upload-pace.ts). Default 16 KiB/s. */
  minBytesPerSecond?: number;
  /** How long a read may take before the rate counts (ms). Default 10 s. */
  graceMs?: number;
  /** Places one client may hold, slots and queue together. Default 3. */
  maxPerClient?: number;
  /** Slots one client may hold at once. Default: all but one (at least one). */
  maxRunningPerClient?: number;
}

/**
 * 120 s: HTTP_REQUEST_TIMEOUT_MS's default, the longest Node lets a request's body take anyway,
 * and enough for 5 MiB over weak 3G (about 105 s at 400 kbit/s).
 */
export const defaultMaxHoldMs = 120_000;

interface Waiter {
  client: string | undefined;
  grant(): void;
}

const tooManyFromClient = () =>
  new AppError(429, 'too_many_requests', undefined, { 'retry-after': '5' });

export function createUploadGate(options: UploadGateOptions): UploadGate {
  const { maxConcurrent, maxWaiting, maxHoldMs = defaultMaxHoldMs } = options;
  const pace: UploadPace = {
    minBytesPerSecond: options.minBytesPerSecond ?? defaultUploadPace.minBytesPerSecond,
    graceMs: options.graceMs ?? defaultUploadPace.graceMs,
  };
  const maxPerClient = options.maxPerClient ?? 3;
  const maxRunningPerClient = options.maxRunningPerClient ?? Math.max(1, maxConcurrent - 1);
  let running = 0;
  // In arrival order; a waiter that leaves is deleted wherever it stands.
  const waiting = new Set<Waiter>();
  // Per client: places held (slots and queue), and slots held.
  const places = new Map<string, number>();
  const slotsHeld = new Map<string, number>();
  const bump = (map: Map<string, number>, client: string | undefined, by: number) => {
    if (client === undefined) return;
    const next = (map.get(client) ?? 0) + by;
    if (next > 0) map.set(client, next);
    else map.delete(client);
  };
  const mayRun = (client: string | undefined) =>
    client === undefined || (slotsHeld.get(client) ?? 0) < maxRunningPerClient;

  function take(signal: AbortSignal | undefined, client: string | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    if (running < maxConcurrent && mayRun(client)) {
      running += 1;
      bump(slotsHeld, client, 1);
      return Promise.resolve();
    }
    if (waiting.size >= maxWaiting) {
      return Promise.reject(
        new AppError(503, 'service_unavailable', undefined, { 'retry-after': '5' }),
      );
    }
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        waiting.delete(waiter);
        reject(signal?.reason as Error);
      };
      const waiter: Waiter = {
        client,
        grant() {
          signal?.removeEventListener('abort', leave);
          resolve();
        },
      };
      signal?.addEventListener('abort', leave, { once: true });
      waiting.add(waiter);
    });
  }

  function give(client: string | undefined): void {
    bump(slotsHeld, client, -1);
    running -= 1;
    // The first waiter in line whose client may hold one more slot.
    for (const next of waiting) {
      if (!mayRun(next.client)) continue;
      waiting.delete(next);
      running += 1;
      bump(slotsHeld, next.client, 1);
      next.grant();
      return;
    }
  }

  /** Counts the client's place, or refuses past maxPerClient; answers how to give it back. */
  function claimPlace(client: string | undefined): () => void {
    if (client === undefined) return () => {};
    if ((places.get(client) ?? 0) >= maxPerClient) throw tooManyFromClient();
    bump(places, client, 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      bump(places, client, -1);
    };
  }

  return {
    pace,
    counts: () => ({ running, waiting: waiting.size }),
    async run(task, { signal, client } = {}) {
      const releasePlace = claimPlace(client);
      try {
        await take(signal, client);
      } catch (error) {
        releasePlace();
        throw error;
      }
      const slot = new AbortController();
      const clientGone = () => slot.abort(signal?.reason);
      signal?.addEventListener('abort', clientGone, { once: true });
      let ceiling: NodeJS.Timeout | undefined;
      const expired = new Promise<never>((_resolve, reject) => {
        ceiling = setTimeout(() => {
          const reason = uploadTooSlow();
          slot.abort(reason);
          reject(reason);
        }, maxHoldMs);
      });
      // A task that throws at once rejects like one that fails later.
      const work = Promise.resolve().then(() => task(slot.signal));
      try {
        return await Promise.race([work, expired]);
      } finally {
        clearTimeout(ceiling);
        signal?.removeEventListener('abort', clientGone);
        // Past the ceiling the task may still end later: its outcome is nobody's.
        work.catch(() => {});
        expired.catch(() => {});
        give(client);
        releasePlace();
      }
    },
  };
}
