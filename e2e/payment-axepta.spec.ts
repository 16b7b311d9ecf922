import { expect, expectNoAxeViolations, test, withConsentGiven } from './fixtures.ts';
import {
  billingFor,
  expectReceiptDownload,
  expectReceiptEmail,
  expectSimulatorOf,
  openPaymentForFreshTrip,
  payByBankCard,
  payOnSimulator,
  wholeRoadClass1,
} from './payment-helpers.ts';

// Runs in the `chromium-axepta` project (playwright.config.ts): against the second server, whose
// card PSP is Axepta (CARD_PSP=AXEPTA), on its embedded simulator.
test.describe('bank card payment through the Axepta simulator', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('pays a fresh trip, downloads the receipt and finds the e-mail in the mailbox', async ({
    page,
    request,
  }) => {
    const plate = await openPaymentForFreshTrip(page, request);
    const billing = billingFor(plate);
    await payByBankCard(page, billing);
    await expectSimulatorOf(page, 'Axepta');
    await expect(page.getByRole('main')).toContainText(wholeRoadClass1);
    await expectNoAxeViolations(page);
    await payOnSimulator(page, '4111111111111111');

    await expect(page).toHaveURL(/\/it\/payment\/success$/, { timeout: 20_000 });
    await expect(page.getByRole('main')).toContainText(`Importo pagato${wholeRoadClass1}`);
    await expectReceiptDownload(page, plate, wholeRoadClass1);
    await expectReceiptEmail(page, request, billing.email, plate, wholeRoadClass1);
  });

  test('a refused card lands on the rejected page', async ({ page, request }) => {
    const plate = await openPaymentForFreshTrip(page, request);
    await payByBankCard(page, billingFor(plate));
    await expectSimulatorOf(page, 'Axepta');
    await payOnSimulator(page, '4000000000000002');
    await expect(page).toHaveURL(/\/it\/payment\/rejected$/, { timeout: 20_000 });
    await expect(page.getByText('Il tuo pagamento è stato rifiutato.')).toBeVisible();
  });
});
