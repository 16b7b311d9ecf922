import type { Page } from '@playwright/test';
import { expect, test, waitForHydration, withConsentGiven } from './fixtures.ts';

/**
 * Each page downloads the core texts of its language and the groups of texts its route names
 * (apps/web/src/lib/message-groups.ts), not the whole locale file: the server names them for
 * preloading, the browser has them before it shows the page, and a language switch brings the
 * page's groups in the new language.
 */

/** The modules the server named on the page's script for preloading. */
async function preloadedModules(page: Page): Promise<string> {
  return (await page.locator('script[data-modules]').getAttribute('data-modules')) ?? '';
}

/** A text shown as its key: a group of texts the page did not load. */
const rawKey = /\b(lookup|errors|captcha|account|alerts|journeys|payment|paymentResult)\.[a-z]\w*/;

test.describe('groups of texts', () => {
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test("the server preloads the core texts and the route's groups only", async ({ page }) => {
    await page.goto('/it/');
    const home = await preloadedModules(page);
    expect(home).toMatch(/it\.core\.messages-/);
    expect(home).not.toMatch(/\.(lookup|forms|account)\.messages-|\/it-[\w-]+\.js/);

    await page.goto('/it/form/payment');
    const form = await preloadedModules(page);
    expect(form).toMatch(/it\.core\.messages-/);
    expect(form).toMatch(/it\.lookup\.messages-/);
    expect(form).toMatch(/it\.forms\.messages-/);
    expect(form).not.toMatch(/\.(account|journeys)\.messages-/);
  });

  test("a page opened in the browser shows its group's texts, in the new language too", async ({
    page,
  }) => {
    await page.goto('/it/');
    await waitForHydration(page);
    const lookupTexts = page.waitForResponse(/\/it\.lookup\.messages-[\w-]+\.js$/);
    await page.getByRole('banner').getByRole('link', { name: 'Paga', exact: true }).click();
    await lookupTexts;
    await expect(page.getByRole('heading', { level: 1, name: 'Paga i tuoi viaggi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerca i viaggi' })).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(rawKey);

    const frenchTexts = page.waitForResponse(/\/fr\.lookup\.messages-[\w-]+\.js$/);
    await page
      .getByRole('navigation', { name: 'Lingua del sito' })
      .getByRole('link', { name: 'Français' })
      .click();
    await frenchTexts;
    await expect(page).toHaveURL(/\/fr\/form\/payment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payer vos trajets' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rechercher les trajets' })).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(rawKey);
  });
});
