import type { APIRequestContext, Page } from '@playwright/test';
import type { RegisteredPlateList } from '@portico/contract';
import { proveVehicle, signIn, signedInCustomer } from './account-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';
import { billingFor, freshPlate, payByBankCard, payOnSimulator } from './payment-helpers.ts';

// Issue 13 for a signed-in customer: the header's "Paga in anticipo", the plate form, the
// prepayment screen, then /travels (where the guards send a customer), which lists the prepaid
// trip with the registered plate's trips and pays it through /payments/journeys with the token.
// A plate the customer prepays for without having registered it is offered there too.

const password = 'Pass-word1';

async function registerPlate(request: APIRequestContext, accessToken: string, plate: string) {
  const added = await request.post('/services/v1/users/me/plates', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { countryCode: 'FR', numberPlate: plate },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  const list = (await added.json()) as RegisteredPlateList;
  expect(list.map((registered) => registered.numberPlate)).toContain(plate);
}

/** From the header to /travels: the plate form, the whole road east, added. */
async function prepayWholeRoad(page: Page, plate: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Paga in anticipo' }).click();
  await expect(page).toHaveURL(/\/it\/form\/prepayment$/);
  await waitForHydration(page);
  // The Italian page starts with Italy (issue 26 item 2): this plate is French.
  const country = page.getByRole('combobox', { name: 'Paese di immatricolazione' });
  await country.fill('Fran');
  await page.getByRole('option', { name: 'Francia' }).click();
  await page.getByRole('textbox', { name: 'Numero di targa' }).fill(plate);
  // A plate not looked up before needs the captcha: the search waits for it to be solved.
  await page.getByRole('button', { name: 'Cerca i viaggi' }).click();
  await expect(page).toHaveURL(/\/it\/prepayment$/, { timeout: 30_000 });
  await expect(page.getByTestId('vehicle-plate')).toHaveText(`Targa ${plate} (Francia)`);
  await waitForHydration(page);
  await page.getByRole('combobox', { name: 'Svincolo di entrata' }).selectOption('34');
  await page.getByRole('combobox', { name: 'Svincolo di uscita' }).selectOption('23');
  await expect(page.getByTestId('prepayment-estimate')).toHaveText('4,20 €');
  await page.getByRole('button', { name: 'Aggiungi al pagamento' }).click();
  await expect(page).toHaveURL(/\/it\/travels$/);
}

test.describe('a signed-in customer prepays', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('for a registered plate and a looked-up one, removes one and pays the other by card', async ({
    page,
    request,
    pageErrors,
  }) => {
    const customer = await signedInCustomer(request);
    const email = await (async () => {
      const me = await request.get('/services/v1/users/me', {
        headers: { authorization: `Bearer ${customer.accessToken}` },
      });
      return ((await me.json()) as { email: string }).email;
    })();
    const registered = freshPlate();
    const other = freshPlate();
    await registerPlate(request, customer.accessToken, registered);
    await proveVehicle(request, registered, email);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/it\/account\/profile$/, { timeout: 30_000 });

    // A plate the customer has not registered: offered first, as looked up; its trip removed.
    await prepayWholeRoad(page, other);
    const chooser = page.getByRole('region', { name: 'I tuoi veicoli' });
    const looked = chooser.getByRole('button', { name: new RegExp(`^${other}`) });
    await expect(looked).toHaveAccessibleName(
      `${other} (Francia) Targa cercata, 1 viaggio da pagare`,
    );
    await expect(looked).toHaveAttribute('aria-pressed', 'true');
    const registeredChoice = chooser.getByRole('button', { name: new RegExp(`^${registered}`) });
    await expect(registeredChoice).toHaveAccessibleName(
      `${registered} (Francia) 0 viaggi da pagare`,
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Elimina il pagamento anticipato' }).click();
    await expect(looked).toHaveAccessibleName(
      `${other} (Francia) Targa cercata, 0 viaggi da pagare`,
    );

    // The registered plate: the last lookup is its own, so it is not offered twice; its list
    // holds the prepaid trip.
    await prepayWholeRoad(page, registered);
    await expect(page.getByRole('region', { name: 'I tuoi veicoli' })).toHaveCount(0);
    await expect(page.getByTestId('vehicle-plate')).toHaveText(`Targa ${registered} (Francia)`);
    await expect(page.getByRole('button', { name: 'Elimina il pagamento anticipato' })).toHaveCount(
      1,
    );
    await expect(page.getByTestId('trip-summary-totals')).toContainText('Totale da pagare: 4,20 €');
    await expectNoAxeViolations(page);

    // The registered plate's prepaid trip, paid through /payments/journeys with the token.
    await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/payment$/);
    await expect(page.getByRole('complementary')).toContainText('Totale da pagare 4,20 €');
    await payByBankCard(page, billingFor(registered));
    await payOnSimulator(page, '4012001037141112');
    await expect(page).toHaveURL(/\/it\/payment\/success$/, { timeout: 20_000 });
    await expect(page.getByRole('main')).toContainText('Importo pagato4,20 €');

    // The payment holds one unused credit (e2e/in-progress.spec.ts drives the trip it settles).
    const paymentId = await page.evaluate(() => localStorage.getItem('payment/sessionId'));
    const statusUrl = `/services/v1/payments/${JSON.parse(paymentId ?? '""') as string}`;
    const paid = (await (await request.get(statusUrl)).json()) as {
      prepaidTrips: { used: number; remaining: number }[];
    };
    expect(paid.prepaidTrips).toMatchObject([{ used: 0, remaining: 1 }]);
    await page.goto('/it/travels');
    await expect(page.getByRole('heading', { name: 'Nessun viaggio da pagare' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
