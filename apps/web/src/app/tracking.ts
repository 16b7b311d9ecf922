import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { TagManager } from '@portico/contract';
import { registerTracker, trackPage } from '../lib/tracker.ts';

/**
 * Page views on route changes (with the page's tag where the route has one) for the white-label's
 * tag manager, if any, once the visitor accepts audience measurement (tracker.ts). Its code
 * (lib/tag-manager.ts, with the click events and the scroll tag) is only downloaded for a
 * white-label that has one.
 */
export function useTracking(tagManager: TagManager | null | undefined): void {
  const { pathname } = useLocation();
  const tag = usePageTag();
  const scriptUrl = tagManager?.scriptUrl;
  useEffect(() => {
    if (!scriptUrl) return;
    void import('../lib/tag-manager.ts').then(({ createTagManagerTracker }) =>
      registerTracker(() => createTagManagerTracker(scriptUrl)),
    );
  }, [scriptUrl]);
  useEffect(() => {
    trackPage(pathname, tag);
  }, [pathname, tag]);
}

/** The page's tag: on the page's own route, the last one matched. */
function usePageTag(): string | undefined {
  const handle = useMatches().at(-1)?.handle;
  return typeof handle === 'object' && handle !== null && 'pageTag' in handle
    ? String(handle.pageTag)
    : undefined;
}
