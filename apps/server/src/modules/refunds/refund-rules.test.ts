import { describe, expect, it } from 'vitest';
import {
  maxRefundTries,
  newAttemptKey,
  refundableCents,
  refundLeaseMs,
  refundRetryDelayMs,
  tookMoney,
} from './refund-rules.ts';

const paid = {
  status: 'SUCCEED' as const,
  provider: 'PAYBOX',
  pspTransaction: '0012345678/0098765432',
  refundDue: false,
};

describe('refund rules', () => {
  it('refunds only what a PSP took: settled, or charged and flagged refund_due', () => {
    expect(tookMoney(paid)).toBe(true);
    expect(tookMoney({ ...paid, status: 'DUPLICATED', refundDue: true })).toBe(true);
    expect(tookMoney({ ...paid, status: 'REJECTED', refundDue: true })).toBe(true);
    expect(tookMoney({ ...paid, status: 'REJECTED' })).toBe(false);
    expect(tookMoney({ ...paid, status: 'CANCELLED' })).toBe(false);
    // A fleet charge whose answer is lost: not known yet, and fleet cards are voided, not refunded.
    expect(tookMoney({ ...paid, status: 'PENDING', refundDue: true })).toBe(false);
    expect(tookMoney({ ...paid, provider: null })).toBe(false);
    expect(tookMoney({ ...paid, pspTransaction: null })).toBe(false);
  });

  it('leaves what was taken less what is refunded or on its way, never below zero', () => {
    expect(refundableCents(1420, 0)).toBe(1420);
    expect(refundableCents(1420, 420)).toBe(1000);
    expect(refundableCents(1420, 1420)).toBe(0);
    expect(refundableCents(1420, 2000)).toBe(0);
  });

  it('makes keys the PSPs accept, each new', () => {
    const keys = Array.from({ length: 200 }, newAttemptKey);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9-]{1,32}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('backs off from 30 s to an hour, and holds a lease longer than its calls', () => {
    expect(refundRetryDelayMs(1)).toBe(30_000);
    expect(refundRetryDelayMs(2)).toBe(60_000);
    expect(refundRetryDelayMs(maxRefundTries)).toBeLessThanOrEqual(3_600_000);
    expect(refundRetryDelayMs(40)).toBe(3_600_000);
    expect(refundLeaseMs(20_000, 10)).toBeGreaterThan(10 * 2 * 20_000);
  });
});
