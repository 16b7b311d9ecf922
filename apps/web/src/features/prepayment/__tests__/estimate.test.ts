import { describe, expect, it } from 'vitest';
import { canAdd, estimateTotal, type PrepaymentChoice } from '../utils/estimate.ts';

const choice = (entry: string | null, exit: string | null): PrepaymentChoice => ({
  entry,
  exit,
  roundTrip: false,
  count: 1,
});

describe('estimateTotal (spec 001: (outbound + return) x count)', () => {
  it.each([
    [{ outbound: 420, return: null }, 1, 420],
    [{ outbound: 420, return: 410 }, 1, 830],
    [{ outbound: 420, return: 410 }, 2, 1660],
    [{ outbound: 250, return: null }, 5, 1250],
  ] as const)('%j x %i = %i cents', (prices, count, total) => {
    expect(estimateTotal(prices, count)).toBe(total);
  });
});

describe('canAdd (spec 001 section 5)', () => {
  it('needs both gates and a total above 0', () => {
    expect(canAdd(choice('34', '23'), 420)).toBe(true);
    expect(canAdd(choice('34', null), 420)).toBe(false);
    expect(canAdd(choice(null, '23'), 420)).toBe(false);
    expect(canAdd(choice('34', '23'), 0)).toBe(false);
    expect(canAdd(choice('34', '23'), null)).toBe(false);
  });

  it.each([
    ['34', '34'],
    ['RN79', '23'],
    ['A71', '34'],
    ['25-28', '25-28'],
  ])('refuses entry %s and exit %s, the same gate once normalised', (entry, exit) => {
    expect(canAdd(choice(entry, exit), 420)).toBe(false);
  });
});
