import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumExecutablePath } from '../../scripts/chromium.ts';
import type { StoredEntries } from './visitor-storage.ts';

/**
 * One Lighthouse run of a page of the running portal with Lighthouse's defaults: the mobile
 * device, simulated slow 4G and a 4x slower CPU, the four categories. Each run gets a Chromium of
 * its own with a new profile (headless=new, from puppeteer's `headless: true`), so it sees what a
 * first visit sees.
 *
 * `stored` is what the visitor's browser already holds in local storage, `cookies` the cookies it
 * holds (Set-Cookie texts: the cookie-consent choice). Both are written from the
 * portal's /robots.txt, which loads none of the app's code, so no script or data is cached before
 * the run. Lighthouse then empties the HTTP cache, service workers and cache storage but leaves
 * local storage and cookies alone (its default `clearStorageTypes`), as a returning visitor's
 * would be.
 */
const flags: Flags = {
  logLevel: 'error',
  output: 'json',
  // Weight 0 in every category, and slow: the back/forward cache check navigates away and back,
  // the screenshots are for the HTML report. The scores and metrics are the same without them.
  skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
  disableFullPageScreenshot: true,
};

export async function auditPage(
  url: string,
  stored: StoredEntries = {},
  cookies: readonly string[] = [],
): Promise<Result> {
  const profile = mkdtempSync(join(tmpdir(), 'portico-lighthouse-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumExecutablePath,
    headless: true,
    args: chromiumArgs,
    userDataDir: profile,
    // Lighthouse sets the mobile screen itself.
    defaultViewport: null,
  });
  try {
    const page = await browser.newPage();
    if (Object.keys(stored).length > 0 || cookies.length > 0) {
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate(
        (entries: Record<string, string>, cookieTexts: readonly string[]) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
          for (const text of cookieTexts) document.cookie = text;
        },
        jsonValues(stored),
        cookies,
      );
    }
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    return lhr;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function jsonValues(stored: StoredEntries): Record<string, string> {
  return Object.fromEntries(
    Object.entries(stored).map(([key, value]) => [key, JSON.stringify(value)]),
  );
}
