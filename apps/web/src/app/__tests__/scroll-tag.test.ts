import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTrackingConsent, registerTracker } from '../../lib/tracker.ts';
import { installScrollTag, scrollTagDelayMs } from '../tracking.ts';

describe('scroll tag (spec 001 section 9: delay 100 ms)', () => {
  const tracker = { page: vi.fn(), event: vi.fn() };
  let uninstall = () => undefined as void;

  beforeEach(() => {
    vi.useFakeTimers();
    registerTracker(() => tracker);
    applyTrackingConsent(true);
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 4000,
    });
    window.innerHeight = 800;
    uninstall = installScrollTag('/it/journeys');
  });

  afterEach(() => {
    uninstall();
    applyTrackingConsent(false);
    tracker.event.mockClear();
    vi.useRealTimers();
  });

  const scrollTo = (y: number) => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  };

  it('tags the deepest step seen once scrolling has rested 100 ms, each step once', () => {
    scrollTo(400);
    scrollTo(1300);
    vi.advanceTimersByTime(scrollTagDelayMs - 1);
    expect(tracker.event).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tracker.event).toHaveBeenCalledTimes(1);
    expect(tracker.event).toHaveBeenCalledWith('scroll', { path: '/it/journeys', depth: 50 });

    scrollTo(200);
    vi.advanceTimersByTime(scrollTagDelayMs);
    expect(tracker.event).toHaveBeenCalledTimes(1);

    scrollTo(3200);
    vi.advanceTimersByTime(scrollTagDelayMs);
    expect(tracker.event).toHaveBeenLastCalledWith('scroll', { path: '/it/journeys', depth: 100 });
  });
});
