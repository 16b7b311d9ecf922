import type { Locator, Page } from '@playwright/test';
import { freshEmail, signedInCustomer, signIn } from './account-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';
import { tabTo } from './payment-helpers.ts';

// Issue 26 item 17 in the browser, on a phone and at a desk: the button system on the profile and
// its delete dialog, the shared file picker by keyboard, the assistant's "write to us", the top
// bar's 44 px targets on one line in German and Spanish, and the help search for "multa".

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const red = 'rgb(180, 35, 24)';
const white = 'rgb(255, 255, 255)';
const blue = 'rgb(11, 61, 107)';

const style = (locator: Locator) =>
  locator.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { background: computed.backgroundColor, border: computed.borderTopColor };
  });

/** How many lines the element's text takes (the tops of its text's boxes). */
const textLines = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

async function open(page: Page, path: string): Promise<void> {
  await withConsentGiven(page);
  await page.goto(path);
  await waitForHydration(page);
}

for (const viewport of viewports) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(`at ${size}`, () => {
    test.use({ viewport });

    test('the profile: one primary, "Esci" outlined, "Elimina l\'account" red and apart; the dialog\'s "No" outlined', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000); // a sign-up with two captchas, on a shared machine
      const email = freshEmail('buttons');
      await signedInCustomer(request, email);
      await withConsentGiven(page);
      await signIn(page, email, 'Pass-word1');
      await expect(page).toHaveURL(/\/it\/account\/profile$/, { timeout: 30_000 });
      const edit = page.getByRole('button', { name: 'Modificare le informazioni' });
      const logout = page.getByRole('button', { name: 'Esci' });
      const remove = page.getByRole('button', { name: "Elimina l'account" });
      await expect(remove).toBeVisible();
      expect(await style(edit)).toEqual({ background: blue, border: expect.any(String) });
      expect(await style(logout)).toEqual({ background: white, border: blue });
      expect((await style(remove)).background).toBe(red);
      // Apart: below the row of the other actions, not beside "Esci".
      const logoutBox = await box(logout);
      const removeBox = await box(remove);
      expect(removeBox.y).toBeGreaterThanOrEqual(logoutBox.y + logoutBox.height + 16);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/buttons-help-profile-${size}.png`, fullPage: true });

      await remove.click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      expect(await style(dialog.getByRole('button', { name: 'No' }))).toEqual({
        background: white,
        border: blue,
      });
      expect((await style(dialog.getByRole('button', { name: 'Sì' }))).background).toBe(red);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/buttons-help-delete-dialog-${size}.png` });
      await dialog.getByRole('button', { name: 'No' }).click();
      await expect(dialog).toBeHidden();
    });

    test('the assistant offers "Scrivici" after an answer; its file picker works by keyboard', async ({
      page,
    }) => {
      await open(page, '/it/contact/chatbot');
      await page.getByRole('button', { name: 'Ho ricevuto un SMS sospetto' }).click();
      await expect(page.getByText('Questa risposta non ti ha aiutato?')).toBeVisible();
      await page.getByRole('button', { name: 'Scrivici' }).click();
      await expect(page.getByRole('heading', { name: 'Altra richiesta' })).toBeFocused();

      const picker = page.getByRole('button', { name: 'Aggiungi dei file' });
      const pickerBox = await box(picker);
      expect(pickerBox.height).toBeGreaterThanOrEqual(44);
      // No native widget, so no "No file chosen" in the browser's language.
      await expect(page.getByText(/No file chosen|Nessun file selezionato/)).toHaveCount(0);
      await tabTo(page, picker);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (
        await chooser
      ).setFiles({
        name: 'ricevuta.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      await expect(page.getByText('ricevuta.pdf', { exact: true })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'ricevuta.pdf' })).toHaveText(
        '1 file scelto: ricevuta.pdf',
      );
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/buttons-help-contact-${size}.png`, fullPage: true });
    });

    for (const language of ['de', 'es'] as const) {
      test(`the top bar in ${language}: 44 px targets on one line`, async ({ page }) => {
        test.setTimeout(60_000); // axe and screenshots on a shared machine
        await open(page, `/${language}/`);
        const topBar = page.locator('header > div').first();
        const targets = topBar.getByRole('link');
        // Five flags, and the renter area from 480 px on (on a phone it is in the menu panel).
        const phone = viewport.width < 480;
        expect(await targets.count()).toBe(phone ? 5 : 6);
        const boxes = [];
        for (const target of await targets.all()) {
          const found = await box(target);
          expect(found.height).toBeGreaterThanOrEqual(44);
          expect(found.width).toBeGreaterThanOrEqual(44);
          expect(await textLines(target)).toBeLessThanOrEqual(1);
          boxes.push(found);
        }
        // One row: every target at the same height, within the page.
        const tops = new Set(boxes.map((found) => Math.round(found.y)));
        expect(tops.size).toBe(1);
        for (const found of boxes) {
          expect(found.x).toBeGreaterThanOrEqual(0);
          expect(found.x + found.width).toBeLessThanOrEqual(viewport.width);
        }
        if (viewport.width >= 1024) {
          const menu = page.getByRole('navigation', { name: /Hauptmenü|Menú principal/ });
          const links = await menu.getByRole('link').all();
          const menuTops = new Set<number>();
          for (const link of links) {
            expect(await textLines(link)).toBe(1);
            menuTops.add(Math.round((await box(link)).y));
          }
          expect(menuTops.size).toBe(1);
        }
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `/tmp/buttons-help-top-bar-${language}-${size}.png` });
        if (phone) {
          await page.getByRole('button', { name: /Menü|Menú/ }).click();
          const renters = page.getByRole('dialog').getByRole('link', {
            name: language === 'de' ? 'Bereich für Vermieter' : 'Área de alquiladores',
          });
          await expect(renters).toBeVisible();
          expect(await textLines(renters)).toBe(1);
        }
      });
    }

    test('the help search finds the payment notice for "multa"', async ({ page }) => {
      await open(page, '/it/help');
      await page.getByRole('searchbox', { name: 'Cerca nel centro assistenza' }).fill('multa');
      await expect(
        page.getByRole('link', { name: 'Hai ricevuto un avviso di pagamento?' }),
      ).toBeVisible();
      await page
        .getByRole('searchbox', { name: 'Cerca nel centro assistenza' })
        .fill('targa sbagliata');
      await expect(
        page.getByRole('link', { name: 'Hai ricevuto un avviso di pagamento?' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/buttons-help-search-${size}.png`, fullPage: true });
    });
  });
}
