import { describe, expect, it } from 'vitest';
import { isolateFailures } from './isolate-failures.ts';

class ItemFault extends Error {}

/** Sums a part, failing when it holds a negative number (the item at fault). */
function sumUnlessNegative(attempts: number[][]) {
  return async (part: readonly number[]) => {
    attempts.push([...part]);
    if (part.some((value) => value < 0)) throw new ItemFault('negative');
    return part.reduce((sum, value) => sum + value, 0);
  };
}

describe('isolateFailures', () => {
  it('runs a clean batch once', async () => {
    const attempts: number[][] = [];
    const result = await isolateFailures([1, 2, 3], sumUnlessNegative(attempts), () => true);
    expect(result).toEqual({ results: [6], failed: [] });
    expect(attempts).toHaveLength(1);
  });

  it('keeps every item but the faulty ones, found by halves', async () => {
    const attempts: number[][] = [];
    const items = [1, 2, -3, 4, 5, 6, 7, -8];
    const result = await isolateFailures(
      items,
      sumUnlessNegative(attempts),
      (error) => error instanceof ItemFault,
    );
    expect(result.failed.map((failure) => failure.item)).toEqual([-3, -8]);
    expect(result.results.reduce((sum, value) => sum + value, 0)).toBe(25);
    expect(attempts.length).toBeLessThanOrEqual(1 + 2 * 2 * Math.log2(items.length));
  });

  it('throws at once an error that is not the items\u2019 fault', async () => {
    const failing = async () => {
      throw new Error('connection lost');
    };
    await expect(
      isolateFailures([1, 2], failing, (error) => error instanceof ItemFault),
    ).rejects.toThrow('connection lost');
  });

  it('does nothing for no items', async () => {
    expect(await isolateFailures([], sumUnlessNegative([]), () => true)).toEqual({
      results: [],
      failed: [],
    });
  });
});
