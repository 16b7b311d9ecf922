import { Worker } from 'node:worker_threads';

/**
 * Ends the process when its event loop has been blocked for `stallMs`. A synchronous call that
 * never returns (PGlite spinning inside its WASM module, see db/drivers/guarded-pglite.ts) leaves
 * the SIGTERM handler no chance to run, so such a process would ignore every stop but SIGKILL
 * and answer nothing. The main thread writes a heartbeat; a worker thread, which keeps running
 * while the main one is stuck, kills the process when the heartbeat stops.
 */
export interface StallWatchdog {
  stop(): void;
}

const workerSource = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beat = new BigInt64Array(workerData.heartbeat);
setInterval(() => {
  const silentMs = Date.now() - Number(Atomics.load(beat, 0));
  if (silentMs < workerData.stallMs) return;
  writeSync(2, 'portico: the event loop has been blocked for ' + Math.round(silentMs / 1000) +
    ' s (a wedged embedded database?): ending the process\\n');
  process.kill(workerData.pid, 'SIGKILL');
}, workerData.beatMs);
`;

export function startStallWatchdog({
  stallMs,
  beatMs = 1_000,
}: {
  stallMs: number;
  beatMs?: number;
}): StallWatchdog {
  const heartbeat = new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT);
  const beat = new BigInt64Array(heartbeat);
  const touch = () => Atomics.store(beat, 0, BigInt(Date.now()));
  touch();
  const timer = setInterval(touch, beatMs);
  timer.unref();
  const worker = new Worker(workerSource, {
    eval: true,
    // Plain CommonJS: none of the parent's flags (--import tsx, --input-type=module).
    execArgv: [],
    workerData: { heartbeat, stallMs, beatMs, pid: process.pid },
  });
  // Never the reason the process stays alive.
  worker.unref();
  return {
    stop() {
      clearInterval(timer);
      void worker.terminate();
    },
  };
}
