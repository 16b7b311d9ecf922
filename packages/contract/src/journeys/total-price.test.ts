import { describe, expect, it } from 'vitest';
import { totalPrice, vatBreakdown } from './total-price.ts';

describe('totalPrice (spec section 3: ttcPrice + indemnity - alreadyPaid)', () => {
  it.each([
    [420, 0, 0, 420],
    [420, 1000, 0, 1420],
    [420, 9000, 0, 9420],
    [420, 1000, 420, 1000],
    [420, 0, 220, 200],
    [420, 0, 420, 0],
    [420, 0, 500, 0],
  ])(
    'ttc %i + indemnity %i - already paid %i = %i cents',
    (ttcPrice, indemnity, alreadyPaid, expected) => {
      expect(totalPrice({ ttcPrice, indemnity, alreadyPaid })).toBe(expected);
    },
  );
});

describe('vatBreakdown (domain.md: ht = ttc / 1.2 to the cent, tva = ttc - ht)', () => {
  it.each([
    ['whole road, class 1', 420, 350, 70],
    ['whole road, class 1 electric', 320, 267, 53],
    ['whole road, class 2', 640, 533, 107],
    ['whole road, class 5', 240, 200, 40],
    ['whole road, class 3 Euro 0-3', 1350, 1125, 225],
    ['Le Montet to Montbeugny, class 1', 220, 183, 37],
    ['1.10 EUR', 110, 92, 18],
    ['one cent', 1, 1, 0],
    ['an exact half cent rounds up (2.5)', 3, 3, 0],
    ['an exact half cent rounds up (7.5)', 9, 8, 1],
    ['an exact half cent rounds up (12.5)', 15, 13, 2],
    ['nothing', 0, 0, 0],
  ])('%s: %i cents -> ht %i, tva %i', (_name, ttc, ht, tva) => {
    expect(vatBreakdown(ttc)).toEqual({ htPrice: ht, tvaPrice: tva, tva: 20 });
  });

  it('takes another rate in whole percent', () => {
    expect(vatBreakdown(122, 22)).toEqual({ htPrice: 100, tvaPrice: 22, tva: 22 });
    expect(vatBreakdown(420, 0)).toEqual({ htPrice: 420, tvaPrice: 0, tva: 0 });
  });

  it('always splits the whole amount and rounds to the nearest cent, halves up', () => {
    const wrong: number[] = [];
    for (let ttc = 0; ttc <= 20_000; ttc += 1) {
      const { htPrice, tvaPrice } = vatBreakdown(ttc);
      const error = htPrice * 120 - ttc * 100; // 120 times (ht - ttc / 1.2)
      if (htPrice + tvaPrice !== ttc || error <= -60 || error > 60) wrong.push(ttc);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['float cents', 4.2, 20],
    ['negative cents', -1, 20],
    ['a fractional rate', 420, 5.5],
    ['a negative rate', 420, -20],
  ])('refuses %s', (_name, ttc, rate) => {
    expect(() => vatBreakdown(ttc, rate)).toThrow(RangeError);
  });
});
