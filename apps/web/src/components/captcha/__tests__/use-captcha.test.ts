import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SolvedCaptcha } from '../captcha-solver.ts';
import { minRefreshDelayMs, refreshDelay, refreshMarginMs, useCaptcha } from '../use-captcha.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('refreshDelay', () => {
  const now = Date.parse('2026-11-22T08:00:00Z');
  it.each([
    ['ten minutes ahead', 600_000, 600_000 - refreshMarginMs],
    ['already past (a clock ahead of the server)', -5_000, minRefreshDelayMs],
    ['just ahead', 45_000, minRefreshDelayMs],
  ])('waits until shortly before an expiry %s', (_case, ahead, delay) => {
    expect(refreshDelay(new Date(now + ahead), now)).toBe(delay);
  });

  it('never refreshes a token that does not expire', () => {
    expect(refreshDelay(null, now)).toBeNull();
  });
});

describe('useCaptcha', () => {
  it('solves again before the token expires, keeping the old token meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let calls = 0;
    const solve = vi.fn((): Promise<SolvedCaptcha> =>
      Promise.resolve({
        token: `token-${(calls += 1)}`,
        expiresAt: new Date(Date.now() + 600_000),
      }),
    );
    const { result } = renderHook(() => useCaptcha({ language: 'it', solve }));
    await act(async () => {});
    expect(result.current).toMatchObject({ status: 'solved', token: 'token-1' });

    await act(async () => {
      vi.advanceTimersByTime(600_000 - refreshMarginMs - 1);
    });
    expect(solve).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(solve).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'solved', token: 'token-2' });
  });

  it('drops the token at once when the refresh timer ran after the expiry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const expiresAt = new Date(Date.now() + 600_000);
    const solve = vi
      .fn<() => Promise<SolvedCaptcha>>()
      .mockResolvedValueOnce({ token: 'token-1', expiresAt })
      .mockReturnValue(new Promise(() => undefined));
    const { result } = renderHook(() => useCaptcha({ language: 'it', solve }));
    await act(async () => {});
    expect(result.current.token).toBe('token-1');
    // The device slept through the refresh: the clock jumps past the expiry before timers run.
    vi.setSystemTime(expiresAt.getTime() + 1);
    await act(async () => {
      vi.advanceTimersByTime(600_000);
    });
    expect(result.current).toMatchObject({ status: 'solving', token: null });
    expect(solve).toHaveBeenCalledTimes(2);
  });

  it('aborts the search in progress when restarted or unmounted', async () => {
    const signals: AbortSignal[] = [];
    const solve = vi.fn(({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return new Promise<SolvedCaptcha>(() => undefined);
    });
    const { result, unmount } = renderHook(() => useCaptcha({ language: 'it', solve }));
    act(() => result.current.restart());
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    unmount();
    expect(signals[1]?.aborted).toBe(true);
  });

  it('reports a failure without a token', async () => {
    const solve = vi.fn(() => Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useCaptcha({ language: 'it', solve }));
    await act(async () => {});
    expect(result.current).toMatchObject({ status: 'failed', token: null });
  });
});
