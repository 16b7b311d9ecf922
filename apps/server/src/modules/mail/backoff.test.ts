import { describe, expect, it } from 'vitest';
import { maxRetryDelayMs, retryDelayMs } from './backoff.ts';

const s = 1_000;
const min = 60 * s;

describe('retryDelayMs', () => {
  it.each([
    [1, 30 * s],
    [2, 60 * s],
    [3, 120 * s],
    [4, 4 * min],
    [5, 8 * min],
    [6, 16 * min],
    [7, 32 * min],
    [8, 60 * min],
    [9, 60 * min],
    [50, 60 * min],
    [10_000, 60 * min],
  ])('waits after failure %i: %i ms', (failures, delay) => {
    expect(retryDelayMs(failures)).toBe(delay);
  });

  it('never waits more than an hour', () => {
    expect(maxRetryDelayMs).toBe(60 * min);
  });

  it('treats a count below one as the first failure', () => {
    expect(retryDelayMs(0)).toBe(30 * s);
  });
});
