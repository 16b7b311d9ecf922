import { backoffDelayMs } from '../../../shared/backoff.ts';

/**
 * When the fleet-charge resolution looks at a charge. The grace: a charge is first looked up
 * once twice the processor's timeout has passed since it was recorded, when the call that
 * recorded it has surely given up (or died). The backoff: while the processor cannot be reached,
 * 15 s after the first failure, doubling, at most 15 minutes apart, forever.
 */
export const fleetGraceMs = (timeoutMs: number): number => 2 * timeoutMs;

export const fleetRetryDelayMs = (failures: number): number =>
  backoffDelayMs({ firstMs: 15_000, maxMs: 15 * 60_000 }, failures);

/**
 * How long a resolution run holds the charges it claimed: every claimed charge may take two
 * calls (a lookup, a void) of at most the timeout each, plus a margin. Past it, another instance
 * may take them over.
 */
export const fleetLeaseMs = (timeoutMs: number, batch: number): number =>
  batch * 2 * timeoutMs + 60_000;
