import { backoffDelayMs } from '../../shared/backoff.ts';

/** Delay before the first retry of a message; each further failure doubles it. */
export const firstRetryDelayMs = 30_000;

/** Longest wait between two attempts: a message is retried at least hourly, forever. */
export const maxRetryDelayMs = 3_600_000;

/**
 * How long to wait after the `failures`-th failed attempt of a message (1 -> 30 s, 2 -> 60 s,
 * 3 -> 120 s ... capped at 1 h).
 */
export const retryDelayMs = (failures: number): number =>
  backoffDelayMs({ firstMs: firstRetryDelayMs, maxMs: maxRetryDelayMs }, failures);
