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

// The bank card through Paybox (the server's default card PSP), on its embedded simulator:
// a fresh trip found, paid, its receipt downloaded and its e-mail captured by the dev mailbox.
// payment-axepta.spec.ts does the same on the second server, whose PSP is Axepta.
test.describe('bank card payment through the Paybox simulator', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('pays a fresh trip, downloads the receipt and finds the e-mail in the mailbox', async ({
    page,
    request,
  }) => {
    const plate = await openPaymentForFreshTrip(page, request);
    const summary = page.getByRole('complementary');
    await expect(summary).toContainText('1 viaggio da pagare');
    await expect(summary).toContainText(`Totale da pagare ${wholeRoadClass1}`);
    await expect(summary.getByTestId('vehicle-plate')).toHaveText(`Targa ${plate} (Francia)`);
    await expectNoAxeViolations(page);

    const billing = billingFor(plate);
    await payByBankCard(page, billing);
    await expectSimulatorOf(page, 'Paybox');
    await expect(page.getByRole('main')).toContainText(wholeRoadClass1);
    await expectNoAxeViolations(page);
    await payOnSimulator(page, '4012001037141112');

    await expect(page).toHaveURL(/\/it\/payment\/success$/, { timeout: 20_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Grazie per il tuo pagamento!' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Importo pagato${wholeRoadClass1}`);
    await expect(page.getByTestId('vehicle-plate')).toHaveText(`Targa ${plate} (Francia)`);
    await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(billing.email);
    await expectNoAxeViolations(page);

    await expectReceiptDownload(page, plate, wholeRoadClass1);
    await expectReceiptEmail(page, request, billing.email, plate, wholeRoadClass1);
  });

  test('on a phone the total comes before the pay button', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPaymentForFreshTrip(page, request);
    await page.getByRole('radio', { name: 'Carta bancaria' }).check();
    const total = page.getByTestId('payment-total');
    const pay = page.getByRole('button', { name: /^Paga \d/ });
    await expect(pay).toBeVisible();
    const totalBox = await total.boundingBox();
    const payBox = await pay.boundingBox();
    expect(totalBox && payBox && totalBox.y + totalBox.height <= payBox.y).toBe(true);
    await expect(total).toContainText(wholeRoadClass1);
    await expectNoAxeViolations(page);
  });
});
