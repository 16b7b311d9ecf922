import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { TagManager } from '@portico/contract';
import { registerTracker, trackPage } from '../lib/tracker.ts';

/**
 * Page views on route changes for the white-label's
 * tag manager, if any, once the visitor accepts audience measurement (tracker.ts). Its code
 * (lib/tag-manager.ts, with the click events and the scroll tag) is only downloaded for a
 * white-label that has one.
 */
export function useTracking(tagManager: TagManager | null | undefined): void {
  const { pathname } = useLocation();
  const scriptUrl = tagManager?.scriptUrl;
  useEffect(() => {
    if (!scriptUrl) return;
    void import('../lib/tag-manager.ts').then(({ createTagManagerTracker }) =>
      registerTracker(() => createTagManagerTracker(scriptUrl)),
    );
  }, [scriptUrl]);
  useEffect(() => {
    trackPage(pathname);
  }, [pathname]);
}
