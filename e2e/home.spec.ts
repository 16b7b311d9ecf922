import type { APIRequestContext } from '@playwright/test';
import type { Footer, HomePage } from '@portico/contract';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';

async function homePageData(request: APIRequestContext, language: string): Promise<HomePage> {
  const response = await request.get('/services/v1/whitelabels/homepage', {
    headers: { 'accept-language': language },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as HomePage;
}

test.describe('home page in Italian', () => {
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('shows the Italian header, tiles and footer from the real server', async ({
    page,
    request,
    pageErrors,
  }) => {
    await page.goto('/it/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Area affittuari' })).toHaveAttribute(
      'href',
      '/it/renters/login',
    );
    const menu = header.getByRole('navigation', { name: 'Menu principale' });
    for (const [name, href] of [
      ['Paga', '/it/form/payment'],
      ['Paga in anticipo', '/it/form/prepayment'],
      ['Contesta', '/it/form/claim'],
      ['Notifica Info transito (Info Passage)', '/it/alert'],
    ] as const) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header.getByRole('link', { name: 'Accedi' })).toHaveAttribute(
      'href',
      '/it/account/login',
    );

    const main = page.getByRole('main');
    const home = await homePageData(request, 'it');
    await expect(main.getByRole('heading', { level: 1, name: home.title })).toBeVisible();
    // All four home actions are seeded: the four tiles, in the spec's order.
    const tiles = main.getByRole('region', { name: 'Cosa desideri fare?' }).getByRole('link');
    await expect(tiles).toHaveCount(4);
    await expect(tiles.nth(0)).toHaveAttribute('href', '/it/form/payment');
    await expect(tiles.nth(1)).toHaveAttribute('href', '/it/form/claim');
    await expect(tiles.nth(2)).toHaveAttribute('href', '/it/form/prepayment');
    await expect(tiles.nth(3)).toHaveAttribute('href', '/it/alert');

    const footer = page.getByRole('contentinfo');
    const footerData = (await (
      await request.get('/services/v1/whitelabels/footer', { headers: { 'accept-language': 'it' } })
    ).json()) as Footer;
    expect(footerData.footerEntries.length).toBe(5);
    for (const entry of footerData.footerEntries) {
      const target = entry.article ?? entry.link;
      await expect(footer.getByRole('link', { name: target?.title })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Centro assistenza' })).toHaveAttribute(
      'href',
      '/it/help',
    );
    await expect(footer.getByRole('button', { name: 'Cookie' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the carousel shows the seeded articles', async ({ page, request }) => {
    const home = await homePageData(request, 'it');
    expect(home.listBlockArticles.length).toBeGreaterThan(3);
    await page.goto('/it/');
    const carousel = page.getByRole('region', { name: home.listBlockTitle ?? '' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carosello');
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(home.listBlockArticles.length);
    for (const [index, article] of home.listBlockArticles.entries()) {
      const slide = slides.nth(index);
      await expect(slide).toHaveAttribute(
        'aria-label',
        `${index + 1} di ${home.listBlockArticles.length}`,
      );
      await expect(slide.getByRole('heading', { name: article.title })).toBeAttached();
    }
    // Loop carousel: "previous" on the first page brings the last card into view.
    const last = home.listBlockArticles.at(-1);
    await carousel.scrollIntoViewIfNeeded();
    await expect(slides.last().getByRole('heading', { name: last?.title })).not.toBeInViewport();
    const previous = carousel.getByRole('button', { name: 'Articoli precedenti' });
    await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    // The server paints the button: a click before hydration reaches no handler (a CI flake).
    await waitForHydration(page);
    await previous.click();
    await expect(slides.last().getByRole('heading', { name: last?.title })).toBeInViewport();
  });

  test('the help-centre block links every FAQ category', async ({ page, request }) => {
    const faq = (await (
      await request.get('/services/v1/whitelabels/helpcenter/faq', {
        headers: { 'accept-language': 'it' },
      })
    ).json()) as { title: string; categories: { id: string; title: string }[] };
    await page.goto('/it/');
    const block = page.getByRole('region', { name: faq.title });
    for (const category of faq.categories) {
      await expect(block.getByRole('link', { name: category.title })).toHaveAttribute(
        'href',
        `/it/help/${category.id}`,
      );
    }
  });
});

test.describe('loading', () => {
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`nothing moves while the home page loads at ${viewport.width} px, and the cover picture comes first`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // Every layout shift of the load, with what moved, from where to where, and when (CLS's
      // own entries): a rare shift on a busy machine then names its element and its move.
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { layoutShifts: shifts });
        const box = (rect: DOMRectReadOnly) =>
          `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: {
              node?: Node | null;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          })[]) {
            const moved = entry.sources
              .map((source) => {
                const node = source.node;
                const name = node instanceof Element ? `${node.nodeName}.${node.className}` : '?';
                return `${name} ${box(source.previousRect)} -> ${box(source.currentRect)}`;
              })
              .join('; ');
            shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/it/', { waitUntil: 'networkidle' });
      const cover = page.locator('main img').first();
      await expect(cover).toHaveAttribute('fetchpriority', 'high');
      // React's server rendering preloads it in the head, with the same priority.
      await expect(
        page.locator(`head link[rel="preload"][as="image"][fetchpriority="high"]`),
      ).toHaveAttribute('href', (await cover.getAttribute('src')) ?? '');
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: string[] }).layoutShifts,
      );
      expect(shifts).toEqual([]);
    });
  }
});

test.describe('languages', () => {
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('the French flag leads to the same page in French', async ({ page }) => {
    await page.goto('/it/');
    await expect(page.getByRole('link', { name: 'Paga', exact: true })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Lingua del sito' })
      .getByRole('link', { name: 'Français' })
      .click();
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Payer', exact: true }),
    ).toBeVisible();
  });

  test('the flag keeps the article being read', async ({ page, request }) => {
    const footer = (await (
      await request.get('/services/v1/whitelabels/footer', { headers: { 'accept-language': 'fr' } })
    ).json()) as Footer;
    const legal = footer.footerEntries.find(
      (e) => e.footerEntrySection === 'LEGAL_NOTICE',
    )?.article;
    expect(legal?.url).toMatch(/^\/[a-z0-9-]+$/);
    await page.goto(`/it${legal?.url}`);
    await page
      .getByRole('navigation', { name: 'Lingua del sito' })
      .getByRole('link', { name: 'Français' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/fr${legal?.url}$`));
    await expect(page.getByRole('heading', { level: 1, name: legal?.title })).toBeVisible();
  });

  test('/ opens the browser language, and French when none is supported', async ({ browser }) => {
    for (const [locale, expected] of [
      ['de-DE', '/de/'],
      ['es-ES', '/es/'],
      ['pt-BR', '/fr/'],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`${expected}$`));
      await context.close();
    }
  });

  test('an unknown path is a 404 page in its language; one without a language goes to a home', async ({
    page,
  }) => {
    // Issue 26 item 16: no silent redirect home (e2e/result-and-404.spec.ts has the page's ways on).
    const response = await page.goto('/it/nothing/here/at-all');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
    await expect(page).toHaveURL(/\/it\/nothing\/here\/at-all$/);
    await page.goto('/nowhere');
    await expect(page).toHaveURL(/\/(fr|en|de|it|es)\/$/);
  });
});

test.describe('accessibility', () => {
  for (const language of ['it', 'fr']) {
    test(`axe finds no violation on the ${language} home page`, async ({ page, request }) => {
      await withConsentGiven(page);
      const home = await homePageData(request, language);
      await page.goto(`/${language}/`);
      await expect(page.getByRole('heading', { level: 1, name: home.title })).toBeVisible();
      await expect(page.getByRole('region', { name: home.listBlockTitle ?? '' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the cookie banner is accessible and works with the keyboard alone', async ({ page }) => {
    await page.goto('/it/');
    const banner = page.getByRole('region', { name: 'Le tue scelte sui cookie' });
    await expect(banner).toBeVisible();
    // The server paints the banner; its buttons work once the page has hydrated.
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    // The banner comes first in the page: tab to "Rifiuta tutto" and press Enter.
    const refuse = banner.getByRole('button', { name: 'Rifiuta tutto' });
    for (
      let i = 0;
      i < 10 && !(await refuse.evaluate((el) => el === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(refuse).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    const stored = (await page.context().cookies()).find(({ name }) => name === 'cookieConsent');
    expect(JSON.parse(decodeURIComponent(stored?.value ?? '{}'))).toMatchObject({
      analytics: false,
    });

    // The footer's Cookie button opens it again with the focus in it; Escape closes it and the
    // focus goes back to the button.
    const cookies = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie' });
    await cookies.click();
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();
    await expect(cookies).toBeFocused();
  });

  test('the skip link moves the keyboard to the main content', async ({ page }) => {
    await withConsentGiven(page);
    await page.goto('/it/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Vai al contenuto' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement?.closest('main') !== null ||
            document.activeElement?.id === 'main',
        ),
      )
      .toBe(true);
  });
});

test.describe('SEO', () => {
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('the head carries the white-label title and description, a canonical and one alternate per language', async ({
    page,
    request,
  }) => {
    const whitelabel = (await (
      await request.get('/services/v1/whitelabels', { headers: { 'accept-language': 'it' } })
    ).json()) as { seo: { title: string; description: string } };
    await page.goto('/it/');
    await expect(page).toHaveTitle(whitelabel.seo.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      whitelabel.seo.description,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/it\/$/);
    const alternates = page.locator('link[rel="alternate"]');
    await expect(alternates).toHaveCount(6);
    const hreflangs = await alternates.evaluateAll((links) =>
      links.map((l) => l.getAttribute('hreflang')),
    );
    expect(hreflangs.sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'x-default']);
  });
});
