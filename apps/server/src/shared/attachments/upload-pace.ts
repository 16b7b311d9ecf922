import type { Readable } from 'node:stream';

/**
 * The slowest upload kept, so that a sender trickling bytes (or none) cannot hold one of the few
 * upload slots for long. After `graceMs`, a read must have received at least `minBytesPerSecond`
 * per second since it started: the deadline grows with every byte received, so a phone that
 * sent its first megabyte fast may then stall (a tunnel, a handover) for as long as it is ahead.
 */
export interface UploadPace {
  minBytesPerSecond: number;
  graceMs: number;
}

/**
 * 16 KiB/s (131 kbit/s) after 10 s. A phone on weak 3G sends about 400 kbit/s (Chrome's and
 * WebPageTest's "Slow 3G" uplink), three times that: 5 MiB in about 105 s. The grace covers the
 * first round trips of a slow link (400 ms each) and a session check before the body is read.
 */
export const defaultUploadPace: UploadPace = { minBytesPerSecond: 16 * 1024, graceMs: 10_000 };

/** When a read started at `startedAt` (ms) that has received `bytes` falls behind the pace. */
export function paceDeadline(startedAt: number, bytes: number, pace: UploadPace): number {
  return startedAt + pace.graceMs + (bytes * 1_000) / pace.minBytesPerSecond;
}

/**
 * Counts the bytes `body` emits from now on and calls `tooSlow` once when it falls behind the
 * pace; stops by itself at the body's end. One timer, set for the deadline the bytes so far
 * allow, then moved on. Answers the function that stops watching.
 */
export function watchPace(body: Readable, pace: UploadPace, tooSlow: () => void): () => void {
  const startedAt = performance.now();
  let bytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const count = (chunk: Buffer) => {
    bytes += chunk.length;
  };
  const stop = () => {
    clearTimeout(timer);
    body.off('data', count);
    body.off('end', stop);
  };
  const check = () => {
    const late = paceDeadline(startedAt, bytes, pace) - performance.now();
    if (late > 0) {
      timer = setTimeout(check, late);
      return;
    }
    stop();
    tooSlow();
  };
  body.on('data', count);
  body.once('end', stop);
  timer = setTimeout(check, pace.graceMs);
  return stop;
}
