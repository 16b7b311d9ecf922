/**
 * Debian's Chromium and the flags it needs here (root, no GPU, closed network): shared by the
 * Playwright config and the bench, since Playwright cannot download its own browsers.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
];
