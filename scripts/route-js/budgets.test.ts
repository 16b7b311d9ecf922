import { describe, expect, it } from 'vitest';
import { missingBudgets, overBudget, parseBudgets } from './budgets.ts';

const budgets = parseBudgets({
  about: 'ignored',
  language: 'it',
  maxBrotliKiB: { 'src/app/routes/home.tsx': 90, 'src/app/routes/payment.tsx': 150 },
});

describe('route budgets', () => {
  it('passes a route at its budget and fails one a byte over, with both figures', () => {
    expect(
      overBudget(budgets, [{ module: 'src/app/routes/home.tsx', brotliBytes: 90 * 1024 }]),
    ).toEqual([]);
    expect(
      overBudget(budgets, [{ module: 'src/app/routes/payment.tsx', brotliBytes: 150 * 1024 + 1 }]),
    ).toEqual(['src/app/routes/payment.tsx: 150.0 KiB Brotli, over its budget of 150 KiB']);
  });

  it('names a route without a budget and a budget without a route', () => {
    expect(
      missingBudgets(budgets, ['src/app/routes/home.tsx', 'src/app/routes/journeys.tsx']),
    ).toEqual([
      'src/app/routes/journeys.tsx: no budget',
      'src/app/routes/payment.tsx: a budget for a route that does not exist',
    ]);
  });

  it('refuses a budget file without a language or with a budget that is not a positive number', () => {
    expect(() => parseBudgets({ maxBrotliKiB: {} })).toThrow(/expected/);
    expect(() => parseBudgets({ language: 'it', maxBrotliKiB: { home: '90' } })).toThrow();
    expect(() => parseBudgets({ language: 'it', maxBrotliKiB: { home: 0 } })).toThrow();
  });
});
