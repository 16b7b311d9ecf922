import { focusManager, onlineManager } from '@tanstack/react-query';
import { vi } from 'vitest';
import { forgetFetchedSessions } from '../src/features/journeys/api/reload-journeys.ts';
import { activateLanguage } from '../src/lib/i18n.ts';
import { applyTrackingConsent, noopTracker, registerTracker } from '../src/lib/tracker.ts';

/**
 * The web tests share their worker's modules and jsdom window (isolate: false in vite.config.ts):
 * a file starts where the last one left off unless what it may have changed is put back. This is
 * that list; setup.ts runs it after every file. Storage, cookies, MSW handlers and the rendered
 * trees are already undone after every test (setup.ts). Listeners a test adds to `document` or
 * `window` cannot be listed from here: the test removes its own (lib/tracker.test.ts).
 */

// The window as the worker's first file found it: its address and an empty document.
const initialUrl = window.location.href;
const initialHead = document.head.innerHTML;

/** Puts back what a test file may have changed outside its own rendered tree. */
export async function resetSharedState(): Promise<void> {
  // Fake clocks a file left running, globals and environment variables it stubbed.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();

  // Module state: the page's language, the analytics consent and tracker, the trip sets fetched.
  await activateLanguage('fr');
  applyTrackingConsent(false);
  registerTracker(() => noopTracker);
  forgetFetchedSessions();
  // TanStack Query's managers live in node_modules, shared by every QueryClient of the worker.
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);

  // The document: what pages set on <html> and <head>, left-over nodes, focus, the address.
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.head.innerHTML = initialHead;
  document.body.innerHTML = '';
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  window.history.replaceState(null, '', initialUrl);
}
