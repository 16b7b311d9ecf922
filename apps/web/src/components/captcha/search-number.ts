import type { WorkerReply } from './captcha-worker.ts';
import { findNumber, type ProofOfWorkTask } from './proof-of-work.ts';

/** The worker could not run or answer: the page searches by itself instead. */
class WorkerUnavailable extends Error {
  override name = 'WorkerUnavailable';
}

function searchInWorker(task: ProofOfWorkTask, signal: AbortSignal): Promise<number | null> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./captcha-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      reject(new WorkerUnavailable('the worker could not be created'));
      return;
    }
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
      finish();
      if ('number' in event.data) resolve(event.data.number);
      else reject(new WorkerUnavailable('the worker failed'));
    });
    // A worker script that cannot load (old browser, policy) fires `error`, not an exception.
    worker.addEventListener('error', () => {
      finish();
      reject(new WorkerUnavailable('the worker did not start'));
    });
    worker.postMessage(task);
  });
}

/**
 * Finds the challenge's number in a Web Worker when the browser has them, else (or when the
 * worker fails) in the page, in batches that leave the page responsive.
 */
export async function searchNumber(
  task: ProofOfWorkTask,
  signal: AbortSignal,
): Promise<number | null> {
  if (signal.aborted) throw signal.reason;
  if (typeof Worker === 'function') {
    try {
      return await searchInWorker(task, signal);
    } catch (error) {
      // Only an unavailable worker falls back; an abort ends the search.
      if (!(error instanceof WorkerUnavailable)) throw error;
    }
  }
  return findNumber(task, { signal });
}
