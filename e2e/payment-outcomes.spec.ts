import { expect, expectNoAxeViolations, test, withConsentGiven } from './fixtures.ts';
import {
  billingFor,
  cancelOnSimulator,
  openPaymentForFreshTrip,
  payByBankCard,
  payOnSimulator,
} from './payment-helpers.ts';

// The other ends of a bank-card payment on the Paybox simulator: refused, cancelled, pending.
test.describe('bank card payment outcomes', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('a refused card lands on the rejected page', async ({ page, request }) => {
    const plate = await openPaymentForFreshTrip(page, request);
    await payByBankCard(page, billingFor(plate));
    await payOnSimulator(page, '4000000000000002');
    await expect(page).toHaveURL(/\/it\/payment\/rejected$/, { timeout: 20_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagamento rifiutato' }),
    ).toBeVisible();
    await expect(page.getByText('Il tuo pagamento è stato rifiutato.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The trips are still owed: back to them, and they can be paid again.
    await page.getByRole('link', { name: 'Torna ai viaggi' }).click();
    await expect(page).toHaveURL(/\/it\/journeys$/);
    await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/payment$/);
    await payByBankCard(page, billingFor(plate));
    await payOnSimulator(page, '1111222233334444');
    await expect(page).toHaveURL(/\/it\/payment\/success$/, { timeout: 20_000 });
  });

  test('a cancel on the PSP page lands on the cancelled page', async ({ page, request }) => {
    const plate = await openPaymentForFreshTrip(page, request);
    await payByBankCard(page, billingFor(plate));
    await cancelOnSimulator(page);
    await expect(page).toHaveURL(/\/it\/payment\/cancelled$/, { timeout: 20_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagamento annullato' }),
    ).toBeVisible();
    await expect(page.getByText('Il tuo pagamento è stato annullato.')).toBeVisible();
    await page.getByRole('link', { name: 'Torna alla home page' }).click();
    await expect(page).toHaveURL(/\/it\/$/);
  });

  test('a pending card waits, then the re-check finds it paid', async ({ page, request }) => {
    // The simulator's confirmation comes 20 s after the card; under CI's load its notification
    // and the re-check's answer took longer than the 40 s first given here.
    test.setTimeout(150_000);
    const plate = await openPaymentForFreshTrip(page, request);
    await payByBankCard(page, billingFor(plate));
    await payOnSimulator(page, '4000000000000259');
    await expect(page).toHaveURL(/\/it\/payment\/waiting$/, { timeout: 30_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagamento in attesa' }),
    ).toBeVisible();

    // The processing page polled for ~10 s; the simulator confirms the payment
    // PSP_SIMULATOR_PENDING_MS (20 s) after the card was typed: an immediate re-check still
    // finds it pending.
    const recheck = page.getByRole('button', { name: 'Verifica di nuovo' });
    await recheck.click();
    await expect(page.getByRole('status')).toHaveText(
      'Il pagamento è ancora in attesa di convalida. Riprova tra qualche istante.',
    );
    await expectNoAxeViolations(page);
    await expect(async () => {
      await recheck.click();
      await expect(page).toHaveURL(/\/it\/payment\/success$/, { timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Grazie per il tuo pagamento!' }),
    ).toBeVisible();
  });
});
