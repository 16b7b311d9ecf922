/**
 * The page's only script tag. On a slow line the first screen needs the HTML (already painted by
 * the server), the styles and the cover picture; the app's code is only needed to make the page
 * interactive. So the code is fetched once that first screen is on display: the pictures fetched
 * at high priority have loaded and a frame has been painted, at the visitor's first tap or key, or
 * after `maxWaitMs` at the latest.
 * Then the page's own modules (route chunks, language texts: named by the server in
 * `data-modules`) are preloaded beside the app, which hydrates the page.
 */
const maxWaitMs = 3000;

void firstScreenShown().then(() => {
  preloadPageModules();
  return import('./main.tsx');
});

function firstScreenShown(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const loaded = pictures.map(
    (picture) =>
      new Promise<void>((resolve) => {
        if (picture.complete) return resolve();
        picture.addEventListener('load', () => resolve(), { once: true });
        picture.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  const painted = Promise.all(loaded).then(nextPaint);
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

/** Resolves after the next frame is painted: the second frame callback runs after the first's. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

function preloadPageModules() {
  const modules =
    document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules;
  for (const href of modules?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
