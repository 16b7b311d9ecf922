/** Spec 001 section 9: "scroll tag delay 100 ms" (the tag is sent once scrolling rests that long). */
export const scrollTagDelayMs = 100;

/** The share of a page seen, in steps: each is tagged once per page view. */
const scrollDepths = [25, 50, 75, 100] as const;

export interface ScrollTag {
  /** A new page view: its steps are tagged afresh. */
  reset(): void;
  uninstall(): void;
}

/**
 * The scroll tag: 100 ms after scrolling stops, the deepest step of the page seen so far (25, 50,
 * 75 or 100 %) goes to onStep, if it is new for this page view.
 */
export function installScrollTag(
  onStep: (depth: number) => void,
  target: Window = window,
): ScrollTag {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deepest = 0;
  const measure = () => {
    const { scrollHeight } = target.document.documentElement;
    if (scrollHeight <= 0) return;
    const seen = ((target.scrollY + target.innerHeight) / scrollHeight) * 100;
    const step = scrollDepths.filter((depth) => seen >= depth - 1).at(-1) ?? 0;
    if (step <= deepest) return;
    deepest = step;
    onStep(step);
  };
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(measure, scrollTagDelayMs);
  };
  target.addEventListener('scroll', onScroll, { passive: true });
  return {
    reset: () => {
      clearTimeout(timer);
      deepest = 0;
    },
    uninstall: () => {
      clearTimeout(timer);
      target.removeEventListener('scroll', onScroll);
    },
  };
}
