/**
 * Analytics hook point. Nothing is tracked until the visitor consents to audience measurement:
 * an integration (the white-label's tag manager, lib/tag-manager.ts) registers a factory with
 * registerTracker(), and the factory runs only once consent is granted. A white-label without a
 * tag manager registers none, so nothing external is ever loaded.
 */
export type TrackPayload = Record<string, string | number | boolean | null>;

export interface Tracker {
  /** A page view; tag is the page's tag where the spec names one (e.g. compte_profil). */
  page(path: string, tag?: string): void;
  event(name: string, payload: TrackPayload): void;
}

export const noopTracker: Tracker = {
  page: () => undefined,
  event: () => undefined,
};

let factory: (() => Tracker) | null = null;
let active: Tracker = noopTracker;
let consented = false;
/** The page on screen: sent when tracking starts after it was shown (consent given on it). */
let currentPage: { path: string; tag: string | undefined } | null = null;

function sendPage(tracker: Tracker, page: { path: string; tag: string | undefined }): void {
  if (page.tag) tracker.page(page.path, page.tag);
  else tracker.page(page.path);
}

function activate(tracker: Tracker): void {
  active = tracker;
  if (currentPage && tracker !== noopTracker) sendPage(tracker, currentPage);
}

export function registerTracker(create: () => Tracker): void {
  factory = create;
  if (consented) activate(create());
}

export function applyTrackingConsent(analytics: boolean): void {
  const starting = analytics && (!consented || active === noopTracker);
  consented = analytics;
  if (!analytics) active = noopTracker;
  else if (starting && factory) activate(factory());
}

export function trackPage(path: string, tag?: string): void {
  currentPage = { path, tag };
  sendPage(active, currentPage);
}

export function trackEvent(name: string, payload: TrackPayload = {}): void {
  active.event(name, payload);
}

/** Clicks on links and buttons carrying data-track="name" become events. */
export function installClickTracking(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const element = target?.closest<HTMLElement>('a[data-track], button[data-track]');
    const name = element?.dataset.track;
    if (!element || !name) return;
    const href = element.getAttribute('href');
    trackEvent(name, { path: window.location.pathname, ...(href ? { href } : {}) });
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
