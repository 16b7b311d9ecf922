import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff.ts';

const steps = { firstMs: 10, maxMs: 100 };

describe('backoffDelayMs', () => {
  it.each([
    [0, 10],
    [1, 10],
    [2, 20],
    [3, 40],
    [4, 80],
    [5, 100],
    [1_000_000, 100],
  ])('waits after failure %i: %i ms', (failures, delay) => {
    expect(backoffDelayMs(steps, failures)).toBe(delay);
  });

  it('reads a fractional count as the failures it holds', () => {
    expect(backoffDelayMs(steps, 2.9)).toBe(20);
  });
});
