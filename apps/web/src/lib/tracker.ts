/**
 * Analytics hook point. Nothing is tracked until the visitor consents to audience measurement:
 * an integration (the white-label's tag manager, lib/tag-manager.ts) registers a factory with
 * registerTracker(), and the factory runs only once consent is granted. A white-label without a
 * tag manager registers none, so nothing external is ever loaded.
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
/** The page on screen: sent when tracking starts on it (consent given there). */
let currentPage: string | null = null;

function start(): void {
  active = factory ? factory() : noopTracker;
  if (currentPage) active.page(currentPage);
}

export function registerTracker(create: () => Tracker): void {
  factory = create;
  if (consented) start();
}

/** Told on every render of the consent provider: only a change starts or stops tracking. */
export function applyTrackingConsent(analytics: boolean): void {
  if (analytics === consented) return;
  consented = analytics;
  if (analytics) start();
  else active = noopTracker;
}

export function trackPage(path: string): void {
  currentPage = path;
  active.page(path);
}

export function trackEvent(name: string, payload: TrackPayload = {}): void {
  active.event(name, payload);
}
