/**
 * The page's only script tag. On a slow line the first screen needs the HTML (already painted by
 * the server), the styles and the cover picture; the app's code is only needed to make the page
 * interactive. So the code is fetched once that first screen is on display: the pictures fetched
 * at high priority have loaded and a frame has been painted, at the visitor's first tap or key, or
 * after `maxWaitMs` at the latest.
 * Then the page's own modules (route chunks, language texts: named by the server in
 * `data-modules`) are preloaded beside the app, which hydrates the page. A page whose content the
 * browser builds from stored state (the server painted its frame) needs the app at once: its
 * modules are then fetched right away, at low priority.
 */
import { appNeededAtOnce, firstScreenShown, preloadPageModules } from './lib/first-screen.ts';

const maxWaitMs = 3000;

if (appNeededAtOnce()) {
  preloadPageModules('low');
  void import('./main.tsx');
} else {
  void firstScreenShown(maxWaitMs).then(() => {
    preloadPageModules();
    return import('./main.tsx');
  });
}
