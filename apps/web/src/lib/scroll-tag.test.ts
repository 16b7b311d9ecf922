import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installScrollTag, scrollTagDelayMs, type ScrollTag } from './scroll-tag.ts';

describe('scroll tag (spec 001 section 9: delay 100 ms)', () => {
  const onStep = vi.fn();
  let scrollTag: ScrollTag;

  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 4000,
    });
    window.innerHeight = 800;
    scrollTag = installScrollTag(onStep);
  });

  afterEach(() => {
    scrollTag.uninstall();
    onStep.mockClear();
    vi.useRealTimers();
  });

  const scrollTo = (y: number) => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  };

  it('tags the deepest step seen once scrolling has rested 100 ms, each step once per page', () => {
    scrollTo(400);
    scrollTo(1300);
    vi.advanceTimersByTime(scrollTagDelayMs - 1);
    expect(onStep).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStep).toHaveBeenCalledTimes(1);
    expect(onStep).toHaveBeenCalledWith(50);

    scrollTo(200);
    vi.advanceTimersByTime(scrollTagDelayMs);
    expect(onStep).toHaveBeenCalledTimes(1);

    scrollTo(3200);
    vi.advanceTimersByTime(scrollTagDelayMs);
    expect(onStep).toHaveBeenLastCalledWith(100);

    // Another page view: its steps count again.
    scrollTag.reset();
    scrollTo(1300);
    vi.advanceTimersByTime(scrollTagDelayMs);
    expect(onStep).toHaveBeenLastCalledWith(50);
    expect(onStep).toHaveBeenCalledTimes(3);
  });
});
