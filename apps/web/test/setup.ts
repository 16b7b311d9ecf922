import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { addMessages, onMissingKey } from '../src/lib/i18n.ts';
import fr from '../src/locales/fr.json';
import it from '../src/locales/it.json';
import { server } from './server.ts';
import { resetSharedState } from './shared-state.ts';
import { installMatchMedia, setViewportWidth } from './viewport.ts';

// waitFor and findBy* wait up to 3 s instead of 1 s: a file's first render loads the app's lazy
// code, which a loaded 2-core CI machine has been seen to take more than a second over.
configure({ asyncUtilTimeout: 3000 });

addMessages('fr', fr);
addMessages('it', it);

// A key used by a component but absent from the locale files fails the test that renders it.
const missingKeys: string[] = [];
onMissingKey((_language, key) => missingKeys.push(key));

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver = ResizeObserverStub;
globalThis.IntersectionObserver =
  IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
installMatchMedia();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setViewportWidth(1280));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  // The cookie-consent choice is a cookie: each test starts without it.
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  const missing = missingKeys.splice(0);
  expect(missing, 'translation keys missing from the locale files').toEqual([]);
});
afterAll(async () => {
  server.close();
  // The next file in this worker shares the modules and the window (isolate: false).
  await resetSharedState();
});
