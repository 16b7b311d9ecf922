import { AppError } from '../app-error.ts';

/**
 * Limits how many uploads are read and stored at once. An upload holds up to 5 MiB in memory from
 * its first byte until its row is written; a request waiting here has not been read yet, so the
 * socket's backpressure keeps its bytes in the kernel, not in the heap. This is what keeps 50
 * concurrent 5 MiB claims under 300 MB (bench/claims.ts). Past `maxWaiting` queued uploads the
 * server answers 503 service_unavailable (with Retry-After) instead of queueing without end.
 */
export interface UploadGate {
  /** Runs `task` when a slot is free; the slot is held until it settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface UploadGateOptions {
  maxConcurrent: number;
  maxWaiting: number;
}

export function createUploadGate({ maxConcurrent, maxWaiting }: UploadGateOptions): UploadGate {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function acquire(): Promise<void> {
    if (running < maxConcurrent) {
      running += 1;
      return;
    }
    if (waiting.length >= maxWaiting) {
      throw new AppError(503, 'service_unavailable', undefined, { 'retry-after': '5' });
    }
    // The slot is handed over by release(), so `running` stays counted for the waiter.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
