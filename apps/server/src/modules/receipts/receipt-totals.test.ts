import { describe, expect, it } from 'vitest';
import { receiptLine, receiptModel } from './receipt-fixture.ts';
import type { ReceiptModel } from './receipt-model.ts';
import { assertReceiptAddsUp, vatByRate } from './receipt-totals.ts';

describe('assertReceiptAddsUp', () => {
  it('accepts totals that are the sum of the lines', () => {
    const model = receiptModel({ lines: [receiptLine(), receiptLine({ indemnityCents: 2200 })] });
    expect(model.totals.totalCents).toBe(710 + 710 + 2200);
    expect(() => assertReceiptAddsUp(model)).not.toThrow();
  });

  it.each(['htCents', 'tvaCents', 'ttcCents', 'indemnityCents', 'totalCents'] as const)(
    'refuses totals.%s one cent away from the sum of the lines',
    (key) => {
      const model = receiptModel();
      const totals: ReceiptModel['totals'] = { ...model.totals, [key]: model.totals[key] + 1 };
      expect(() => assertReceiptAddsUp({ ...model, totals })).toThrow(
        new RegExp(`P7K2Q9X4M1ZB does not add up: totals.${key}`),
      );
    },
  );

  it.each([
    ['ht + tva != ttc', { htCents: 592, tvaCents: 119, ttcCents: 710 }, /ht 592 \+ tva 119 != ttc/],
    [
      'ttc + indemnity != total',
      { indemnityCents: 100, totalCents: 710 },
      /indemnity 100 != total/,
    ],
    ['amounts in euros, not cents', { htCents: 5.92, tvaCents: 1.18, ttcCents: 7.1 }, /cents/],
    ['quantity × unit price != ht', { quantity: 2, unitHtCents: 300 }, /2 × unit ht 300 != ht 592/],
    ['quantity is not a count', { quantity: 0, unitHtCents: 592 }, /quantity 0/],
  ])('refuses a line whose %s', (_, overrides, message) => {
    const model = receiptModel({ lines: [receiptLine(overrides)] });
    expect(() => assertReceiptAddsUp(model)).toThrow(message);
  });

  it('refuses a receipt without lines', () => {
    expect(() => assertReceiptAddsUp(receiptModel({ lines: [] }))).toThrow(/no lines/);
  });
});

describe('vatByRate', () => {
  it('sums the base and the tax of each rate, highest rate first', () => {
    const lines = [
      receiptLine({ htCents: 1000, tvaCents: 200, ttcCents: 1200 }),
      receiptLine({ htCents: 1000, tvaCents: 55, tvaRate: 5.5, ttcCents: 1055 }),
      receiptLine({ quantity: 3, htCents: 1776, tvaCents: 354, ttcCents: 2130 }),
    ];
    expect(vatByRate(lines)).toEqual([
      { rate: 20, htCents: 2776, tvaCents: 554 },
      { rate: 5.5, htCents: 1000, tvaCents: 55 },
    ]);
  });
});
