import { installClickTracking } from './click-tracking.ts';
import { installScrollTag } from './scroll-tag.ts';
import type { Tracker, TrackPayload } from './tracker.ts';

/** What the page hands the tag manager: one object per page view or event (GTM's dataLayer). */
export type TagLayerEntry = Record<string, string | number | boolean | null>;

declare global {
  interface Window {
    dataLayer?: TagLayerEntry[];
  }
}

const scriptMarker = 'data-tag-manager';

/** The pages' tags the spec names, by path after the language: 000 "Customer profile screen". */
const pageTags: Record<string, string> = { 'account/profile': 'compte_profil' };

/** The tag of a page path such as /it/account/profile, if it has one. */
export function pageTagOf(path: string): string | undefined {
  return pageTags[path.replace(/^\/[^/]+\/?/, '').replace(/\/$/, '')];
}

/**
 * The white-label's tag manager (spec 000 section 7): its script is added to the page once, when
 * this runs (only after the visitor accepts audience measurement, see tracker.ts), and pages and
 * events are pushed to window.dataLayer, the queue tag managers (GTM and its likes) read. The
 * page's CSP allows the script's origin only for a white-label that configures one. The scroll
 * tag (scroll-tag.ts) goes with it: there is nothing to measure scrolling for without it.
 */
export function createTagManagerTracker(scriptUrl: string): Tracker {
  const layer = (window.dataLayer ??= []);
  if (!document.head.querySelector(`script[${scriptMarker}]`)) {
    // The tag manager's own start signal, as its snippet would push it before loading.
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    script.setAttribute(scriptMarker, '');
    document.head.append(script);
    installClickTracking();
  }
  let path = window.location.pathname;
  const scroll = installScrollTag((depth) => layer.push({ event: 'scroll', path, depth }));
  return {
    page: (pagePath) => {
      path = pagePath;
      scroll.reset();
      const tag = pageTagOf(pagePath);
      layer.push({ event: 'page_view', page_path: pagePath, ...(tag ? { page_tag: tag } : {}) });
    },
    event: (name: string, payload: TrackPayload) => layer.push({ ...payload, event: name }),
  };
}
