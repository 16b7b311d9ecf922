import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { TagManager } from '@portico/contract';
import { createTagManagerTracker } from '../lib/tag-manager.ts';
import { installClickTracking, registerTracker, trackEvent, trackPage } from '../lib/tracker.ts';

/** Spec 001 section 9: "scroll tag delay 100 ms" (the tag is sent once scrolling rests that long). */
export const scrollTagDelayMs = 100;

/** The share of a page seen, in steps: each is tagged once per page view. */
const scrollDepths = [25, 50, 75, 100] as const;

/**
 * Page views on route changes (with the page's tag where the route has one), events on clicks of
 * elements with data-track, and the scroll tag; sent to the white-label's tag manager, if any,
 * once the visitor accepts audience measurement (tracker.ts).
 */
export function useTracking(tagManager: TagManager | null | undefined): void {
  const { pathname } = useLocation();
  const tag = usePageTag();
  const scriptUrl = tagManager?.scriptUrl;
  useEffect(() => {
    if (scriptUrl) registerTracker(() => createTagManagerTracker(scriptUrl));
  }, [scriptUrl]);
  useEffect(() => {
    trackPage(pathname, tag);
  }, [pathname, tag]);
  useEffect(() => installClickTracking(), []);
  useEffect(() => installScrollTag(pathname), [pathname]);
}

function usePageTag(): string | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const { handle } = match;
    if (typeof handle === 'object' && handle !== null && 'pageTag' in handle) {
      const { pageTag } = handle;
      if (typeof pageTag === 'string') return pageTag;
    }
  }
  return undefined;
}

/**
 * The scroll tag: 100 ms after scrolling stops, the deepest step of the page seen so far (25, 50,
 * 75 or 100 %), if it is new for this page view.
 */
export function installScrollTag(path: string, target: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let deepest = 0;
  const measure = () => {
    const { scrollHeight } = target.document.documentElement;
    if (scrollHeight <= 0) return;
    const seen = ((target.scrollY + target.innerHeight) / scrollHeight) * 100;
    const step = scrollDepths.filter((depth) => seen >= depth - 1).at(-1) ?? 0;
    if (step <= deepest) return;
    deepest = step;
    trackEvent('scroll', { path, depth: step });
  };
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(measure, scrollTagDelayMs);
  };
  target.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    target.removeEventListener('scroll', onScroll);
  };
}
