import { describe, expect, it, vi } from 'vitest';
import { paymentStatuses, type PaymentStatus } from '@portico/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { awaitPaymentOutcome } from '../utils/await-payment-outcome.ts';
import { aPaymentStatus } from './payment-api.ts';

/** A clock that only moves when the poller waits. */
function fakeClock() {
  let time = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => time,
    wait: (ms: number) => {
      waits.push(ms);
      time += ms;
      return Promise.resolve();
    },
  };
}

function answering(...statuses: (PaymentStatus | 'fail')[]) {
  const fetchStatus = vi.fn((_signal: AbortSignal) => {
    const next = statuses[Math.min(fetchStatus.mock.calls.length - 1, statuses.length - 1)];
    return next === 'fail' || next === undefined
      ? Promise.reject(new ApiError(404, 'payment_not_found'))
      : Promise.resolve(aPaymentStatus({ status: next }));
  });
  return fetchStatus;
}

const expected: Record<PaymentStatus, string> = {
  SUCCEED: 'success',
  DUPLICATED: 'duplicated',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
  PENDING: 'waiting',
};

describe('awaitPaymentOutcome', () => {
  it.each(paymentStatuses)('routes %s by the contract table', async (status) => {
    const clock = fakeClock();
    const outcome = await awaitPaymentOutcome({
      fetchStatus: answering(status),
      signal: new AbortController().signal,
      ...clock,
    });
    expect(outcome.page).toBe(expected[status]);
    expect(outcome.status?.status).toBe(status);
  });

  it('asks every second while PENDING, for 10 s, then gives waiting', async () => {
    const clock = fakeClock();
    const fetchStatus = answering('PENDING');
    const outcome = await awaitPaymentOutcome({
      fetchStatus,
      signal: new AbortController().signal,
      ...clock,
    });
    expect(outcome.page).toBe('waiting');
    expect(fetchStatus).toHaveBeenCalledTimes(11);
    expect(clock.waits).toEqual(Array(10).fill(1000));
  });

  it('stops polling as soon as the status is final', async () => {
    const clock = fakeClock();
    const fetchStatus = answering('PENDING', 'PENDING', 'DUPLICATED');
    const outcome = await awaitPaymentOutcome({
      fetchStatus,
      signal: new AbortController().signal,
      ...clock,
    });
    expect(outcome.page).toBe('duplicated');
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('asks again after a failed call, and shows the status it then learns', async () => {
    const clock = fakeClock();
    const fetchStatus = answering('PENDING', 'fail', 'fail', 'SUCCEED');
    const outcome = await awaitPaymentOutcome({
      fetchStatus,
      signal: new AbortController().signal,
      ...clock,
    });
    expect(outcome.page).toBe('success');
    expect(fetchStatus).toHaveBeenCalledTimes(4);
  });

  it('gives waiting, never rejected, when no call succeeds within the budget', async () => {
    const clock = fakeClock();
    const fetchStatus = answering('fail');
    const outcome = await awaitPaymentOutcome({
      fetchStatus,
      signal: new AbortController().signal,
      ...clock,
    });
    expect(outcome).toEqual({ page: 'waiting', status: null });
    expect(fetchStatus).toHaveBeenCalledTimes(11);
  });

  it('rejects with the abort reason when the page is left', async () => {
    const controller = new AbortController();
    const pending = awaitPaymentOutcome({
      fetchStatus: answering('PENDING'),
      signal: controller.signal,
    });
    controller.abort(new Error('left'));
    await expect(pending).rejects.toThrow('left');
  });
});
