import { vi } from 'vitest';

/**
 * The console tests share their worker's modules and jsdom window (isolate: false in
 * vite.config.ts): a file starts where the last one left off unless what it may have changed is
 * put back. This is that list; setup.ts runs it after every file. Storage, MSW handlers, the
 * passkey library's mock and the rendered trees are already undone around every test (setup.ts).
 * The texts loaded (lib/messages.ts) stay: they are the same files for every test.
 */

// The window as the worker's first file found it: its address and its <head>.
const initialUrl = window.location.href;
const initialHead = document.head.innerHTML;

/** Puts back what a test file may have changed outside its own rendered tree. */
export function resetSharedState(): void {
  // Fake clocks a file left running, globals (location) and environment variables it stubbed.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();

  // The document: the language and title the I18nProvider sets, left-over nodes, the address.
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.title = '';
  document.head.innerHTML = initialHead;
  document.body.innerHTML = '';
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  window.history.replaceState(null, '', initialUrl);
}
