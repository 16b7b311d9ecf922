import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';
import { makePaymentStatus } from '@portico/contract/testing';
import { mockPaymentResult } from './payment-result-mocks.ts';

/**
 * Issue 26 items 9 and 16 at a phone's and a desk's width: the success page says where the
 * receipt went and lists what was paid (a fleet card, for a company); an unknown address is a
 * real 404 page with the ways on; a confirmation link opened again says it is already confirmed.
 */
const widths = [390, 1280] as const;

for (const width of widths) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await withConsentGiven(page);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    });

    test('the success page: receipt sent to the address, what was paid, the brand once', async ({
      page,
    }) => {
      await mockPaymentResult(page, 'SUCCEED', {
        amount: 2520,
        method: 'SHELL',
        provider: null,
        cardLabel: '•••• 0001',
        company: { companyName: 'Trasporti Rossi Srl', vatNumber: 'IT12345678901' },
        lines: [
          // The fixture's own trip, then a notice.
          ...makePaymentStatus().lines,
          {
            kind: 'journey',
            plate: 'AB123CD',
            date: '2026-02-20T17:40:00+01:00',
            caseNumber: 'AV-2026-0042',
            in: '23',
            out: '34',
            quantity: 1,
            amount: 1200,
          },
        ],
      });
      await page.goto('/it/payment/success');
      await waitForHydration(page);
      const receipt = page.getByRole('region', { name: 'La tua ricevuta' });
      await expect(receipt).toContainText(
        "Ti abbiamo inviato la ricevuta all'indirizzo mario.rossi@example.it.",
      );
      await expect(receipt.getByRole('button', { name: 'Invia di nuovo' })).toBeVisible();
      const paid = page.getByRole('region', { name: 'Cosa hai pagato' });
      await expect(paid.getByRole('row')).toHaveCount(3);
      await expect(paid.getByRole('row').nth(2)).toContainText('Avviso AV-2026-0042');
      await expect(paid).toContainText('Shell •••• 0001');
      await expect(paid).not.toContainText('SHELL');
      await expect(paid).toContainText('Trasporti Rossi Srl');
      await expect(paid).toContainText('IT12345678901');
      // What was paid and the receipt fit the screen: nothing of theirs spills sideways.
      for (const region of [paid, receipt]) {
        const box = await region.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        expect(await region.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
      }
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/result-404-success-${width}.png`, fullPage: true });
    });

    test('an unknown address answers 404 with the ways on', async ({ page }) => {
      const response = await page.goto('/it/pagina-che-non-esiste/da-tempo');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Pagina non trovata' }),
      ).toBeVisible();
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe('/it/pagina-che-non-esiste/da-tempo');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Torna alla home page' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Paga un viaggio' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Centro assistenza' })).toBeVisible();
      // A stale article link is a 404 too, in the page's language.
      const article = await page.goto('/fr/article-retire');
      expect(article?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
      await page.goto('/it/pagina-che-non-esiste/da-tempo');
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/result-404-notfound-${width}.png`, fullPage: true });
      await main.getByRole('link', { name: 'Paga un viaggio' }).click();
      await expect(page).toHaveURL(/\/it\/form\/payment$/);
    });

    test('a confirmation link opened again says the subscription is already confirmed', async ({
      page,
    }) => {
      await page.route('**/services/v1/customers/confirmations', (route) =>
        route.fulfill({
          json: {
            countryCode: 'FR',
            numberPlate: 'AB123CD',
            hiddenEmail: 'm***@e***.it',
            endTime: null,
            handoverAt: null,
            alreadyConfirmed: true,
          },
        }),
      );
      await page.goto('/it/alert/confirm?token=c29tZS1jb25maXJtYXRpb24tdG9rZW4');
      await waitForHydration(page);
      await page.getByRole('button', { name: "Conferma l'iscrizione" }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Iscrizione già confermata' }),
      ).toBeFocused();
      await expect(page.getByRole('main')).not.toContainText('Iscriviti di nuovo');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/result-404-confirmed-${width}.png`, fullPage: true });
    });
  });
}
