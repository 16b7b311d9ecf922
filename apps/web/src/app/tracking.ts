import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { installClickTracking, trackPage } from '../lib/tracker.ts';

/** Page views on route changes, events on clicks of elements with data-track. */
export function useTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPage(pathname);
  }, [pathname]);
  useEffect(() => installClickTracking(), []);
}
