/**
 * Wrong or missing API keys per client IP, in fixed windows (issue 9 item 13): past `max`
 * failures an IP is refused until its window ends, so keys cannot be guessed at line speed and a
 * flood of bad batches costs no key lookup. Shared by the instances through Redis when REDIS_URL
 * is set (redis-failure-counter.ts), else in memory per instance like the rate limit.
 */
export interface KeyFailureCounter {
  /** Milliseconds until `ip` may try again, or 0 when it may try now. */
  blockedForMs(ip: string, now: number): number | Promise<number>;
  /** Counts one failure of `ip`. */
  record(ip: string, now: number): void | Promise<void>;
}

/**
 * The in-memory counter: at most `maxTracked` IPs are remembered (the oldest windows are
 * forgotten first), so a spray from many addresses cannot grow it without bound.
 */
export interface MemoryKeyFailureCounter extends KeyFailureCounter {
  blockedForMs(ip: string, now: number): number;
  record(ip: string, now: number): void;
}

export interface KeyFailureLimits {
  max: number;
  windowMs: number;
  maxTracked?: number;
}

interface Window {
  failures: number;
  endsAt: number;
}

export function createKeyFailureCounter({
  max,
  windowMs,
  maxTracked = 10_000,
}: KeyFailureLimits): MemoryKeyFailureCounter {
  const windows = new Map<string, Window>();

  const current = (ip: string, now: number): Window | undefined => {
    const window = windows.get(ip);
    if (window && window.endsAt <= now) {
      windows.delete(ip);
      return undefined;
    }
    return window;
  };

  // Insertion order: the first entries are the oldest windows.
  const makeRoom = () => {
    for (const ip of windows.keys()) {
      if (windows.size < maxTracked) return;
      windows.delete(ip);
    }
  };

  return {
    blockedForMs(ip, now) {
      const window = current(ip, now);
      return window && window.failures >= max ? window.endsAt - now : 0;
    },
    record(ip, now) {
      const window = current(ip, now);
      if (window) {
        window.failures += 1;
        return;
      }
      makeRoom();
      windows.set(ip, { failures: 1, endsAt: now + windowMs });
    },
  };
}
