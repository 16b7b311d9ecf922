import { describe, expect, it } from 'vitest';
import { receiptLine, receiptModel } from './receipt-fixture.ts';
import type { ReceiptModel } from './receipt-model.ts';
import { assertReceiptAddsUp } from './receipt-totals.ts';

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
  ])('refuses a line whose %s', (_, overrides, message) => {
    const model = receiptModel({ lines: [receiptLine(overrides)] });
    expect(() => assertReceiptAddsUp(model)).toThrow(message);
  });

  it('refuses a receipt without lines', () => {
    expect(() => assertReceiptAddsUp(receiptModel({ lines: [] }))).toThrow(/no lines/);
  });
});
