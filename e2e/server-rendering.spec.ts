import type { APIRequestContext } from '@playwright/test';
import type { HomePage } from '@portico/contract';
import { expect, test, waitForHydration, withConsentGiven } from './fixtures.ts';
import { openPaymentForFreshTrip } from './payment-helpers.ts';

/**
 * The first paint comes from the server (issue 10): the HTML already holds the page's text and
 * layout, runs no inline script (strict CSP), and the browser hydrates it without a mismatch
 * (the fixture fails a test on any uncaught error, which is how React reports one).
 */

async function homePageData(request: APIRequestContext): Promise<HomePage> {
  const response = await request.get('/services/v1/whitelabels/homepage', {
    headers: { 'accept-language': 'it' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as HomePage;
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

test.describe('pages rendered by the server', () => {
  test("the home page's text is in the HTML the server sends", async ({ request }) => {
    const home = await homePageData(request);
    const response = await request.get('/it/', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="it">/);
    const text = decode(html);
    expect(home.listBlockArticles.length).toBeGreaterThan(0);
    for (const article of home.listBlockArticles) expect(text).toContain(article.title);
    expect(text).toContain('Area affittuari');
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });

  test('sends no inline script: every script is a file or inert JSON', async ({ request }) => {
    for (const path of ['/it/', '/it/form/payment', '/it/journeys']) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toMatch(/\bsrc="\/assets\/|application\/json/);
    }
  });

  test("paints a first visit's cookie banner, and none once a choice is stored", async ({
    request,
  }) => {
    const banner = 'Le tue scelte sui cookie';
    const firstVisit = await request.get('/it/form/payment', { headers: { accept: 'text/html' } });
    expect(firstVisit.headers().vary).toMatch(/cookie/i);
    expect(await firstVisit.text()).toContain(banner);
    const choice = encodeURIComponent(JSON.stringify({ analytics: false, date: new Date() }));
    const returning = await request.get('/it/form/payment', {
      headers: { accept: 'text/html', cookie: `cookieConsent=${choice}` },
    });
    expect(await returning.text()).not.toContain(banner);
  });

  test("fetches the app's code only once the first screen is painted", async ({ page }) => {
    await withConsentGiven(page);
    await page.goto('/it/');
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name));
      return {
        paint: paint?.startTime ?? null,
        scripts: scripts.map((entry) => ({ name: entry.name, start: entry.startTime })),
      };
    });
    expect(timing.paint).not.toBeNull();
    // The page's one script tag (the boot module) is fetched with the HTML; the app's modules
    // are requested after the first paint.
    const app = timing.scripts.filter((script) => !/\/assets\/index-[^/]*\.js$/.test(script.name));
    expect(app.length).toBeGreaterThan(5);
    for (const script of app) expect(script.start, script.name).toBeGreaterThan(timing.paint ?? 0);
  });

  test('answers an unknown article with HTTP 404 and the not-found page, before any JavaScript', async ({
    request,
  }) => {
    // Issue 26 item 16: a stale article link is told so, not sent home.
    const response = await request.get('/it/no-such-article', {
      headers: { accept: 'text/html' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Pagina non trovata');
  });

  test('shows the page with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/it/form/payment');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.close();
  });

  test('hydrates: the page then navigates in the browser, without reloading', async ({
    page,
    pageErrors,
  }) => {
    await withConsentGiven(page);
    await page.goto('/it/');
    await page.waitForLoadState('networkidle');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('link', { name: 'Paga', exact: true })
      .click();
    await expect(page).toHaveURL(/\/it\/form\/payment$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a page built from stored trips paints its frame, then its data, or goes home', async ({
    page,
    pageErrors,
  }) => {
    await withConsentGiven(page);
    const html = await (
      await page.request.get('/it/journeys', { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('role="status"');
    await page.goto('/it/journeys');
    // No trips stored in this browser: its loader, run in the browser, sends it home.
    await expect(page).toHaveURL(/\/it\/$/);
    expect(pageErrors).toEqual([]);
  });

  test('reloaded, the trips and payment pages hydrate the frame, then show their data', async ({
    page,
    request,
    pageErrors,
  }) => {
    await withConsentGiven(page);
    await openPaymentForFreshTrip(page, request);
    await page.goto('/it/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Paga i viaggi' })).toBeVisible();
    await page.goto('/it/journeys');
    await expect(page.getByRole('heading', { level: 1, name: 'Viaggi da pagare' })).toBeVisible();
    await expect(page.getByTestId('trip-summary-totals')).toBeVisible();
    // A mismatch between the server's frame and the first browser render is an uncaught error.
    expect(pageErrors).toEqual([]);
  });
});
