import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';
import {
  billingFor,
  freshPlate,
  lookUpFrenchPlate,
  payByBankCard,
  payOnSimulator,
} from './payment-helpers.ts';

// Issue 13 item 5 against the real server: a fresh plate (no trips) prepays a round trip x2 of
// the whole road, sees the four prepaid trips on its trips list and pays them by card.
test.describe('prepayment', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('prepays a round trip x2 for a fresh plate and pays the four trips by card', async ({
    page,
  }) => {
    const plate = freshPlate();
    await lookUpFrenchPlate(page, plate);
    await expect(page.getByRole('heading', { name: 'Nessun viaggio da pagare' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Paga in anticipo' }).click();

    // form/prepayment: the lookup's session reopens the plate, no captcha.
    await expect(page).toHaveURL(/\/it\/form\/prepayment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Paga in anticipo' })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole('textbox', { name: 'Numero di targa' })).toHaveValue(plate);
    await expect(page.getByRole('group', { name: 'Verifica anti-robot' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cerca i viaggi' }).click();

    await expect(page).toHaveURL(/\/it\/prepayment$/);
    const classes = page.getByRole('group', { name: 'Classe del veicolo' });
    await expect(classes).toBeVisible();
    // Each class in words and a picture (decorative, served as a static file): all five load.
    const pictures = classes.locator('img');
    await expect(pictures).toHaveCount(5);
    await expect
      .poll(() =>
        pictures.evaluateAll((images) =>
          images.map((image) => (image as HTMLImageElement).naturalWidth),
        ),
      )
      .toEqual([80, 80, 80, 80, 80]);
    await expect(page.getByTestId('vehicle-plate')).toHaveText(`Targa ${plate} (Francia)`);
    // A French plate's energy is the registry's: no electric box.
    await expect(page.getByRole('checkbox', { name: 'Veicolo elettrico' })).toHaveCount(0);
    const add = page.getByRole('button', { name: 'Aggiungi al pagamento' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('combobox', { name: 'Svincolo di entrata' }).selectOption('34');
    await page.getByRole('combobox', { name: 'Svincolo di uscita' }).selectOption('23');
    const estimate = page.getByTestId('prepayment-estimate');
    await expect(estimate).toHaveText('4,20 €');
    await page.getByRole('checkbox', { name: 'Andata e ritorno' }).check();
    await expect(estimate).toHaveText('8,40 €');
    await page.getByRole('combobox', { name: 'Numero di viaggi' }).selectOption('2');
    await expect(estimate).toHaveText('16,80 €');
    await expectNoAxeViolations(page);
    await add.click();

    // A visitor's trips list: the prepayment on one line (issue 26 item 17), its four trips
    // selected and removable together.
    await expect(page).toHaveURL(/\/it\/journeys$/);
    const prepayment = page.getByRole('listitem').filter({ hasText: '4 viaggi prepagati' });
    await expect(prepayment).toHaveCount(1);
    await expect(prepayment.getByText('× 2')).toHaveCount(2);
    await expect(
      prepayment.getByRole('checkbox', { name: 'Seleziona il pagamento anticipato' }),
    ).toBeChecked();
    await expect(page.getByRole('button', { name: 'Elimina il pagamento anticipato' })).toHaveCount(
      1,
    );
    await expect(page.getByRole('button', { name: 'Elimina il viaggio' })).toHaveCount(0);
    await expect(page.getByTestId('trip-summary-totals')).toContainText(
      'Totale da pagare: 16,80 €',
    );
    await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();

    await expect(page).toHaveURL(/\/it\/payment$/);
    const summary = page.getByRole('complementary');
    await expect(summary).toContainText('4 viaggi da pagare');
    // One line per leg with its count (issue 26 item 17), not four lines of trips.
    await expect(summary.getByRole('listitem')).toHaveCount(2);
    await expect(summary.getByRole('listitem').filter({ hasText: '× 2' })).toHaveCount(2);
    await expect(summary).toContainText('Totale da pagare 16,80 €');
    await payByBankCard(page, billingFor(plate));
    await payOnSimulator(page, '4012001037141112');
    await expect(page).toHaveURL(/\/it\/payment\/success$/, { timeout: 20_000 });
    await expect(page.getByRole('main')).toContainText('Importo pagato16,80 €');
    // Paid: the prepaid trips have left the stored list, which has nothing left to pay.
    await page.goto('/it/journeys');
    await expect(page.getByRole('heading', { name: 'Nessun viaggio da pagare' })).toBeVisible();
  });

  test("names the registry's car under the plate and prices a French electric one at the electric rate", async ({
    page,
  }) => {
    // The demo's electric car (vehicle registry: RENAULT ZOE, energy EL), looked up, not paid.
    await lookUpFrenchPlate(page, 'GK601EL');
    await page.goto('/it/prepayment');
    await expect(page.getByRole('group', { name: 'Classe del veicolo' })).toBeVisible();
    await waitForHydration(page);
    // Loaded with the page (GET /vehicles), not after it: there with the form's first frame.
    await expect(page.getByTestId('car-model')).toHaveText('Veicolo: RENAULT ZOE (elettrico)');
    await expect(page.getByTestId('registry-electric')).toContainText(
      'Secondo il registro dei veicoli questo veicolo è elettrico',
    );
    await expect(page.getByRole('checkbox', { name: 'Veicolo elettrico' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Svincolo di entrata' }).selectOption('34');
    await page.getByRole('combobox', { name: 'Svincolo di uscita' }).selectOption('23');
    // The whole road in class 1: 4,20 € for a petrol car, 3,20 € at the electric rate.
    await expect(page.getByTestId('prepayment-estimate')).toHaveText('3,20 €');
    await expectNoAxeViolations(page);
  });

  test('says no payment is needed for the same gate, and "Errore" when the price fails', async ({
    page,
  }) => {
    await lookUpFrenchPlate(page, freshPlate());
    await page.goto('/it/prepayment');
    await expect(page.getByRole('group', { name: 'Classe del veicolo' })).toBeVisible();
    await waitForHydration(page);
    const add = page.getByRole('button', { name: 'Aggiungi al pagamento' });
    // RN79 is gate 23: the server prices the trip at 0.
    await page.getByRole('combobox', { name: 'Svincolo di entrata' }).selectOption('RN79');
    await page.getByRole('combobox', { name: 'Svincolo di uscita' }).selectOption('23');
    const noPayment = page.getByRole('alertdialog', { name: 'Nessun pagamento necessario' });
    await expect(noPayment).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(noPayment).toHaveCount(0);
    await expect(add).toHaveAttribute('aria-disabled', 'true');

    await page.route('**/services/v1/journeys/price?**', (route) =>
      route.fulfill({ status: 503, json: { message: 'service_unavailable' } }),
    );
    await page.getByRole('combobox', { name: 'Svincolo di uscita' }).selectOption('24');
    const failure = page.getByRole('alertdialog', { name: 'Errore' });
    await expect(failure).toContainText(
      'Il pagamento anticipato non è attualmente disponibile, riprovare più tardi.',
    );
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect(failure).toHaveCount(0);
    await expect(page.getByTestId('prepayment-estimate')).toHaveText('Errore');
    await expect(add).toHaveAttribute('aria-disabled', 'true');
  });
});
