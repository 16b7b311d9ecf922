import { describe, expect, it } from 'vitest';
import { prepaidLines } from '../utils/prepaid-lines.ts';
import { aPaymentSession } from './payment-fixtures.ts';

const leg = aPaymentSession().prepayments[0]!;
const back = { ...leg, in: leg.out, out: leg.in };

describe('prepaidLines', () => {
  it('counts the same leg once per line, in the order the legs were added', () => {
    const lines = prepaidLines([leg, back, leg, back, leg]);
    expect(lines.map((line) => [line.prepayment.in.id, line.count])).toEqual([
      ['25-28', 3],
      ['34', 2],
    ]);
  });

  it('keeps the same gates of another class or price apart', () => {
    const heavier = { ...leg, vehicleCategory: 3 as const, ttcPrice: 1500 };
    const repriced = { ...leg, ttcPrice: leg.ttcPrice + 1 };
    expect(prepaidLines([leg, heavier, repriced, leg]).map((line) => line.count)).toEqual([
      2, 1, 1,
    ]);
  });

  it('is empty without prepaid trips', () => {
    expect(prepaidLines([])).toEqual([]);
  });
});
