/**
 * When the page's first screen is on display, for the boot module (src/boot.ts): the pictures
 * fetched at high priority (the cover) have loaded and a frame has been painted, or the visitor
 * already taps or types, or `maxWaitMs` have passed.
 */
export function firstScreenShown(maxWaitMs: number): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const loaded = pictures.map(
    (picture) =>
      new Promise<void>((resolve) => {
        if (picture.complete) return resolve();
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  const painted = Promise.all([firstContentfulPaint(), ...loaded]).then(nextPaint);
  const latest = new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs));
  return Promise.race([painted, latest, firstInteraction()]);
}

/** A visitor who already taps or types needs the app now, whatever is still loading. */
function firstInteraction(): Promise<void> {
  return new Promise((resolve) => {
    for (const type of ['pointerdown', 'keydown', 'focusin']) {
      document.addEventListener(type, () => resolve(), { once: true, capture: true });
    }
  });
}

/**
 * Resolves once the browser has shown the page's first text or picture (its paint timing), at
 * once where the browser does not report it. A frame the main thread has drawn can reach the
 * screen later (a busy compositor): this waits for the screen.
 */
function firstContentfulPaint(): Promise<void> {
  const reported = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const observable =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('paint');
  if (reported() || !observable) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (!reported()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the next frame is painted: a frame callback runs just before that frame's
 * rendering, and a task it queues runs after it, outside the frame's own (long) task.
 */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The page's script, as the server wrote it (src/app/document.tsx). */
function pageScript(): HTMLScriptElement | null {
  return document.querySelector<HTMLScriptElement>('script[data-modules]');
}

/**
 * Whether the app is needed at once: the server painted only a frame, the page's content is built
 * in the browser (`data-load="at-once"`), or the server painted nothing (index.html, rendered by
 * the browser alone: the development server, or a render that failed).
 */
export function appNeededAtOnce(): boolean {
  const script = pageScript();
  return script === null || script.dataset.load === 'at-once';
}

/**
 * Preloads the modules the server named on the page's script (`data-modules`), all together. Low
 * priority when the first screen may still be loading: the styles and the cover go first.
 */
export function preloadPageModules(priority: 'low' | 'auto' = 'auto'): void {
  const modules = pageScript()?.dataset.modules;
  for (const href of modules?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.fetchPriority = priority;
    document.head.append(link);
  }
}
