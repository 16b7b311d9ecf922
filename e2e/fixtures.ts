import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Every browser test fails if the page logged a Content-Security-Policy violation or an uncaught
 * error: the server's CSP has no 'unsafe-inline', and this is where a regression would show.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        /Content Security Policy|Refused to/i.test(message.text())
      ) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'CSP violations or uncaught errors in the page').toEqual([]);
  },
});

export { expect };

/** WCAG 2.2 AA and best practices, as the quality bar asks. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits until the app has hydrated the server's page (main.tsx marks <html>): before that, the
 * server's form controls are plain HTML, and typing in them does not reach the app.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 20_000 });
}

/**
 * Pretends the visitor already answered the cookie banner, so pages open without it: the choice
 * is the cookieConsent cookie, sent with the first page request (the server leaves the banner out).
 */
export async function withConsentGiven(page: Page): Promise<void> {
  const choice = { analytics: false, date: new Date().toISOString() };
  await page.context().addCookies([
    {
      name: 'cookieConsent',
      value: encodeURIComponent(JSON.stringify(choice)),
      url: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin,
    },
  ]);
}

/** The two sizes the issues ask pages to be tried at: a phone and a desk. */
export const phoneAndDesk = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * Registers the tests of `body` once per size of phoneAndDesk, each in a group named after its
 * size ("at 390x844"), with the cookie banner answered and the window at that size.
 */
export function atPhoneAndDesk(body: () => void, timeout = 90_000): void {
  for (const size of phoneAndDesk) {
    test.describe(`at ${size.width}x${size.height}`, () => {
      test.describe.configure({ timeout });
      test.beforeEach(async ({ page }) => {
        await withConsentGiven(page);
        await page.setViewportSize(size);
      });
      body();
    });
  }
}
