import { findNumber, type ProofOfWorkTask } from './proof-of-work.ts';

/**
 * Runs the proof-of-work search off the main thread. Built by Vite into its own same-origin file,
 * so the CSP's script-src 'self' covers it (no blob: URL). The page stops a search by
 * terminating the worker, so there is no abort message.
 */

export type WorkerReply = { number: number | null } | { failed: true };

addEventListener('message', (event: MessageEvent<ProofOfWorkTask>) => {
  findNumber(event.data).then(
    (number) => postMessage({ number } satisfies WorkerReply),
    () => postMessage({ failed: true } satisfies WorkerReply),
  );
});
