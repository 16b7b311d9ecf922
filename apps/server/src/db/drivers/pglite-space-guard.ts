import { DatabaseUnavailableError } from '../unavailable.ts';

/**
 * Keeps the embedded database away from a full disk. PGlite cannot survive one: once a write to
 * its WAL fails for lack of space, the next statement spins at 100 % CPU inside the WASM module
 * and never returns, not even to SIGTERM. So writes stop while the disk's free space is under a
 * margin (more than a WAL segment of 16 MiB), answering 503 at once, and resume when space returns.
 * Free space is read at most once per `recheckMs`: a statfs per statement would cost more than
 * the statement.
 */
export interface SpaceGuardOptions {
  minFreeBytes: number;
  /** Free bytes of the disk holding the folder (statfs); may throw. */
  freeBytes: () => number;
  now?: () => number;
  recheckMs?: number;
  /** Told when the disk becomes too full, and when it has room again. */
  onChange?: (state: { full: boolean; freeBytes: number }) => void;
}

export interface SpaceGuard {
  /** Throws DatabaseUnavailableError while the disk has less than the minimum free. */
  assertRoom(): void;
}

const mebibyte = 1024 * 1024;

export function createSpaceGuard({
  minFreeBytes,
  freeBytes,
  now = Date.now,
  recheckMs = 1_000,
  onChange = () => {},
}: SpaceGuardOptions): SpaceGuard {
  let checkedAt = Number.NEGATIVE_INFINITY;
  let free = Number.POSITIVE_INFINITY;
  let full = false;

  function refresh(): void {
    const at = now();
    if (at - checkedAt < recheckMs) return;
    checkedAt = at;
    try {
      free = freeBytes();
    } catch {
      // A disk that cannot say how full it is is not one to write to blindly.
      free = 0;
    }
    const nowFull = free < minFreeBytes;
    if (nowFull !== full) {
      full = nowFull;
      onChange({ full, freeBytes: free });
    }
  }

  return {
    assertRoom() {
      refresh();
      if (full) {
        throw new DatabaseUnavailableError(
          `the database disk is almost full (${Math.floor(free / mebibyte)} MiB free, ${Math.ceil(minFreeBytes / mebibyte)} MiB needed)`,
        );
      }
    },
  };
}
