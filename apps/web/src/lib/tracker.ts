/**
 * Analytics hook point. Nothing is tracked until the visitor consents to audience measurement:
 * an integration registers a factory with registerTracker(), and the factory runs only once
 * consent is granted. This build registers none, so nothing external is ever loaded.
 */
export type TrackPayload = Record<string, string | number | boolean | null>;

export interface Tracker {
  page(path: string): void;
  event(name: string, payload: TrackPayload): void;
}

export const noopTracker: Tracker = {
  page: () => undefined,
  event: () => undefined,
};

let factory: (() => Tracker) | null = null;
let active: Tracker = noopTracker;
let consented = false;

export function registerTracker(create: () => Tracker): void {
  factory = create;
  if (consented) active = create();
}

export function applyTrackingConsent(analytics: boolean): void {
  consented = analytics;
  active = analytics && factory ? factory() : noopTracker;
}

export function trackPage(path: string): void {
  active.page(path);
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
