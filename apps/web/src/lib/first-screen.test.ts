import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appNeededAtOnce, firstScreenShown, preloadPageModules } from './first-screen.ts';

/** Whether the promise has settled after the pending timers and microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

function coverPicture(): HTMLImageElement {
  const picture = document.createElement('img');
  picture.setAttribute('fetchpriority', 'high');
  // jsdom loads no pictures: `complete` stays what the test says.
  Object.defineProperty(picture, 'complete', { value: false });
  document.body.append(picture);
  return picture;
}

describe('firstScreenShown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
    document.head.replaceChildren();
  });

  it('waits for the cover picture, then for a painted frame', async () => {
    const picture = coverPicture();
    const shown = firstScreenShown(3000);
    expect(await settled(shown)).toBe(false);
    picture.dispatchEvent(new Event('load'));
    // The frame callback (16 ms under fake timers), then the task it queues.
    await vi.advanceTimersByTimeAsync(20);
    expect(await settled(shown)).toBe(true);
  });

  it('does not wait past the limit for a picture that never loads', async () => {
    coverPicture();
    const shown = firstScreenShown(3000);
    await vi.advanceTimersByTimeAsync(2900);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(shown)).toBe(true);
  });

  it('starts at once when the visitor taps or types', async () => {
    coverPicture();
    const shown = firstScreenShown(3000);
    expect(await settled(shown)).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(await settled(shown)).toBe(true);
  });
});

describe('preloadPageModules', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  it("preloads each module the page's script names, once", () => {
    const script = document.createElement('script');
    script.dataset.modules = '/assets/main-1.js /assets/home-2.js  /assets/it-3.js';
    document.head.append(script);
    preloadPageModules();
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/main-1.js',
      '/assets/home-2.js',
      '/assets/it-3.js',
    ]);
  });

  it('asks for a low priority when the first screen may still be loading', () => {
    const script = document.createElement('script');
    script.dataset.modules = '/assets/main-1.js';
    document.head.append(script);
    preloadPageModules('low');
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(link?.fetchPriority).toBe('low');
  });
});

describe('appNeededAtOnce', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  function pageScript(load: string) {
    const script = document.createElement('script');
    script.dataset.modules = '/assets/main-1.js';
    script.dataset.load = load;
    document.head.append(script);
  }

  it('waits for the first screen of a page the server painted', () => {
    pageScript('after-first-screen');
    expect(appNeededAtOnce()).toBe(false);
  });

  it('loads at once for a frame the browser fills, or a page the server did not paint', () => {
    expect(appNeededAtOnce()).toBe(true);
    pageScript('at-once');
    expect(appNeededAtOnce()).toBe(true);
  });
});
