/**
 * The page's only script tag. On a slow line the first screen needs the HTML (already painted by
 * the server), the styles and the cover picture; the app's code is only needed to make the page
 * interactive. So the code is fetched once that first screen is on display: the pictures fetched
 * at high priority have loaded and a frame has been painted, at the visitor's first tap or key, or
 * after `maxWaitMs` at the latest.
 * Then the page's own modules (route chunks, language texts: named by the server in
 * `data-modules`) are preloaded beside the app, which hydrates the page.
 */
import { firstScreenShown, preloadPageModules } from './lib/first-screen.ts';

const maxWaitMs = 3000;

void firstScreenShown(maxWaitMs).then(() => {
  preloadPageModules();
  return import('./main.tsx');
});
