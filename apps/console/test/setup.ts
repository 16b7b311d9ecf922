import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { languages } from '@portico/contract';
import { loadMessages } from '../src/lib/messages.ts';
import { resetPasskeyBrowser } from './passkey-browser.ts';
import { server } from './server.ts';
import { resetSharedState } from './shared-state.ts';

// The browser's passkey library, one mock for every file (see passkey-browser.ts).
vi.mock('@simplewebauthn/browser', async () => (await import('./passkey-browser.ts')).webauthn);

// findBy* waits up to 3 s: a page's first render imports its lazy route module, which a busy
// 2-core machine has been seen to take over a second to do.
configure({ asyncUtilTimeout: 3000 });

// jsdom has the <dialog> element but not its modal methods: open and close are enough here (the
// browser tests check the real focus and inertness).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await Promise.all(languages.map(loadMessages));
});
beforeEach(() => resetPasskeyBrowser());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => {
  server.close();
  // The next file in this worker shares the modules and the window (isolate: false).
  resetSharedState();
});
