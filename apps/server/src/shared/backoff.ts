/** A doubling backoff: `firstMs` after the first failure, twice that after the next, at most `maxMs`. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

/**
 * How long to wait after the `failures`-th failed attempt (a count below one is the first). The
 * e-mail outbox and the fleet charges' resolution retry by it, each with its own steps.
 */
export function backoffDelayMs({ firstMs, maxMs }: Backoff, failures: number): number {
  const doublings = Math.max(0, Math.floor(failures) - 1);
  // Thirty doublings are past any cap of ours: stopping there keeps 2^n a small, exact number.
  return Math.min(firstMs * 2 ** Math.min(doublings, 30), maxMs);
}
