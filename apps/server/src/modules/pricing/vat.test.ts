import { describe, expect, it } from 'vitest';
import { splitVat } from './vat.ts';

describe('splitVat', () => {
  it.each([
    // [ttc, ht, tva]: whole-road prices of notes/domain.md divide exactly.
    [420, 350, 70],
    [1350, 1125, 225],
    [0, 0, 0],
    // 1 / 1.2 = 0.83 -> 1 cent of HT and none of VAT.
    [1, 1, 0],
    // 3 / 1.2 = 2.5 exactly: half a cent rounds up.
    [3, 3, 0],
    // 110 / 1.2 = 91.67 -> 92 + 18.
    [110, 92, 18],
    // 9 / 1.2 = 7.5 -> 8 + 1.
    [9, 8, 1],
    // 1000 / 1.2 = 833.33 -> 833 + 167.
    [1000, 833, 167],
  ])('splits %i cents into %i HT and %i VAT at 20 %%', (ttc, ht, tva) => {
    expect(splitVat(ttc)).toEqual({ ttcCents: ttc, htCents: ht, tvaCents: tva, tvaRate: 20 });
  });

  it('gives back the price for every amount up to 100 EUR', () => {
    for (let ttc = 0; ttc <= 10_000; ttc += 1) {
      const { htCents, tvaCents } = splitVat(ttc);
      expect(htCents + tvaCents).toBe(ttc);
      // The same rounding computed with exact decimals: |ttc / 1.2 - ht| <= 0.5.
      expect(Math.abs(ttc * 10 - htCents * 12)).toBeLessThanOrEqual(6);
    }
  });

  it('takes another rate when the operator has one', () => {
    expect(splitVat(1100, 10)).toEqual({
      ttcCents: 1100,
      htCents: 1000,
      tvaCents: 100,
      tvaRate: 10,
    });
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s cents', (ttc) => {
    expect(() => splitVat(ttc)).toThrow(RangeError);
  });
});
