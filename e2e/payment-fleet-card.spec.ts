import { expect, expectNoAxeViolations, test, withConsentGiven } from './fixtures.ts';
import { openPaymentForFreshTrip, tabTo, wholeRoadClass1 } from './payment-helpers.ts';

/** MM/YY of a month two years from now. */
function futureExpiry(): string {
  const date = new Date();
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const year = String((date.getFullYear() + 2) % 100).padStart(2, '0');
  return `${month}/${year}`;
}

test.describe('fleet card payment', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('a SHELL card pays at once, with the keyboard only', async ({ page, request }) => {
    const plate = await openPaymentForFreshTrip(page, request);

    const shell = page.getByRole('radio', { name: 'SHELL' });
    await tabTo(page, page.getByRole('radio').first());
    // Arrows move between the methods' radios (and check them), as in any radio group.
    for (let presses = 0; presses < 5; presses += 1) {
      if (await shell.isChecked()) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(shell).toBeChecked();
    const form = page.getByRole('form', { name: 'Carta SHELL' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);

    // First the optional company of the receipt (issue 26 item 9), left unticked, then the card.
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('checkbox', { name: /^Intesta la ricevuta a un'azienda/ }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /^Numero della carta/ })).toBeFocused();
    await page.keyboard.type('7002000000000000001');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /^Data di scadenza/ })).toBeFocused();
    await page.keyboard.type(futureExpiry());
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /^Codice di sicurezza/ })).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
    await page.keyboard.type(`${plate.toLowerCase()}@example.test`);
    await page.keyboard.press('Tab');
    const submit = form.getByRole('button', { name: `Paga ${wholeRoadClass1}` });
    await expect(submit).toBeFocused();
    await expect(submit).toBeEnabled();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/it\/payment\/success$/, { timeout: 20_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Grazie per il tuo pagamento!' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(wholeRoadClass1);
  });

  test('a refused fleet card lands on the rejected page', async ({ page, request }) => {
    await openPaymentForFreshTrip(page, request);
    await page.getByRole('radio', { name: 'SHELL' }).check();
    const form = page.getByRole('form', { name: 'Carta SHELL' });
    await form.getByRole('textbox', { name: /^Numero della carta/ }).fill('7002000000000000002');
    await form.getByRole('textbox', { name: /^Data di scadenza/ }).fill(futureExpiry());
    await form.getByRole('textbox', { name: /^Codice di sicurezza/ }).fill('123');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill('fleet@example.test');
    await form.getByRole('button', { name: `Paga ${wholeRoadClass1}` }).click();
    await expect(page).toHaveURL(/\/it\/payment\/rejected$/, { timeout: 20_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pagamento rifiutato' }),
    ).toBeVisible();
  });
});
