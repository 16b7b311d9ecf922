import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

// Issue 26 item 14: a white-label's tag manager (spec 000 section 7, 001 section 9). The demo's
// second white-label at tags.localhost names one (apps/server/src/db/seed/seed-tag-manager-demo.ts)
// on a foreign https origin, which this test answers with a tiny script of its own: the page's CSP
// must allow exactly that origin there, or the fixture reports the violation.

const tagManagerUrl = 'https://tags.example.com/gtm.js?id=GTM-DEMO';

type LayerEntry = Record<string, unknown>;

function tagsOrigin(page: Page): string {
  const port = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').port;
  void page;
  return `http://tags.localhost:${port}`;
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: LayerEntry[] }).dataLayer ?? null);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the tag manager waits for consent, then gets page views, clicks and the scroll tag at ${viewport.width} px`, async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize(viewport);
    let scriptRequests = 0;
    await page.route('https://tags.example.com/**', async (route) => {
      scriptRequests += 1;
      await route.fulfill({
        contentType: 'text/javascript',
        body: 'window.tagManagerLoaded = true;',
      });
    });

    await page.goto(`${tagsOrigin(page)}/it/`);
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Le tue scelte sui cookie' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    // Before a choice: no script, nothing handed to it.
    expect(scriptRequests).toBe(0);
    await expect(page.locator(`script[src="${tagManagerUrl}"]`)).toHaveCount(0);
    expect(await dataLayer(page)).toBeNull();
    await page.screenshot({ path: `/tmp/tags-loading-banner-${viewport.width}.png` });

    await banner.getByRole('button', { name: 'Accetta tutto' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => 'tagManagerLoaded' in window), { timeout: 5_000 })
      .toBe(true);
    expect(scriptRequests).toBe(1);
    expect(await dataLayer(page)).toEqual([
      expect.objectContaining({ event: 'gtm.js' }),
      { event: 'page_view', page_path: '/it/' },
    ]);

    // A tracked click that moves to another page: the click event, then that page's view.
    // Below 480 px the renters' link is in the menu panel, tagged as the menu's entry.
    const inMenu = viewport.width < 480;
    if (inMenu) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Area affittuari' }).click();
    await expect(page).toHaveURL(/\/it\/renters\/login$/);
    await expect
      .poll(async () => (await dataLayer(page))?.slice(2))
      .toEqual([
        {
          event: inMenu ? 'menu-renters' : 'header-renters',
          path: '/it/',
          href: '/it/renters/login',
        },
        { event: 'page_view', page_path: '/it/renters/login' },
      ]);

    // The scroll tag: the deepest share of the page seen, once scrolling has rested 100 ms.
    await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      window.dispatchEvent(new Event('scroll'));
    });
    await expect
      .poll(async () => (await dataLayer(page))?.at(-1))
      .toEqual({ event: 'scroll', path: '/it/renters/login', depth: 100 });
    await expectNoAxeViolations(page);
    expect(scriptRequests).toBe(1);
    await page.screenshot({ path: `/tmp/tags-loading-after-${viewport.width}.png` });
    expect(pageErrors).toEqual([]);
  });
}

test('the demo white-label has no tag manager: its pages never open the CSP to one', async ({
  page,
}) => {
  const response = await page.goto('/it/');
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('tags.example.com');
  const tagged = await page.goto(`${tagsOrigin(page)}/it/`);
  expect(await tagged?.headerValue('content-security-policy')).toContain(
    "script-src 'self' https://tags.example.com",
  );
});
