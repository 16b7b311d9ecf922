import { expect, expectNoAxeViolations, test, withConsentGiven } from './fixtures.ts';
import {
  billingFor,
  openPaymentForFreshTrip,
  payByBankCard,
  payOnSimulator,
  wholeRoadClass1,
} from './payment-helpers.ts';

// Issue 10 item 9, against the real server: what a driver does next is where the page points.
test.describe('payment: the next step', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('an expired fleet card: the error is on the expiry field, which gets the focus', async ({
    page,
    request,
  }) => {
    await openPaymentForFreshTrip(page, request);
    await page.getByRole('radio', { name: 'SHELL' }).check();
    const form = page.getByRole('form', { name: 'Carta SHELL' });
    const expiry = form.getByRole('textbox', { name: /^Data di scadenza/ });
    await form.getByRole('textbox', { name: /^Numero della carta/ }).fill('7002000000000000001');
    await expiry.fill('01/20');
    await form.getByRole('textbox', { name: /^Codice di sicurezza/ }).fill('123');
    const email = form.getByRole('textbox', { name: /^E-mail/ });
    await email.fill('fleet@example.test');
    await email.press('Enter');

    await expect(expiry).toBeFocused();
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveAccessibleDescription(
      /La carta è scaduta: controlla la data di scadenza o usa un'altra carta$/,
    );
    await expect(page).toHaveURL(/\/it\/payment$/);
    await expectNoAxeViolations(page);
  });

  test('a refused card: "Riprova" comes first and pays the same trips again', async ({
    page,
    request,
  }) => {
    const plate = await openPaymentForFreshTrip(page, request);
    await payByBankCard(page, billingFor(plate));
    await payOnSimulator(page, '4000000000000002');
    await expect(page).toHaveURL(/\/it\/payment\/rejected$/, { timeout: 20_000 });

    const actions = page.getByRole('main').getByRole('link');
    await expect(actions.first()).toHaveText('Riprova');
    await actions.first().click();
    await expect(page).toHaveURL(/\/it\/payment$/);
    await expect(page.getByRole('main')).toContainText(wholeRoadClass1);
    await payByBankCard(page, billingFor(plate));
    await payOnSimulator(page, '1111222233334444');
    await expect(page).toHaveURL(/\/it\/payment\/success$/, { timeout: 20_000 });
  });
});
