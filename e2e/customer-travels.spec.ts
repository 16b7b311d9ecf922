import type { APIRequestContext } from '@playwright/test';
import type { RegisteredPlateList, TokenResponse } from '@portico/contract';
import { captchaToken, proveVehicle } from './account-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';
import {
  expectSimulatorOf,
  feedWholeRoadTrip,
  freshPlate,
  payOnSimulator,
  wholeRoadClass1,
} from './payment-helpers.ts';

// /travels of a signed-in customer (issue 12 items 4 and 11): the demo customer's plates, one of
// them chosen, its trip paid by bank card with the billing form prefilled from the profile.
// The demo's own plates are shared by every test of a run: this test gives the demo a fresh plate
// with a fresh due trip, and takes the plate and the address it set away again at the end.

const demo = { email: 'cliente.demo@aliae.example', password: 'Demo-cliente1' };
const address = {
  billingAddress: 'Via Roma 1',
  billingZipcode: '10121',
  billingCity: 'Torino',
  billingCountry: 'IT',
};

async function demoToken(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post('/services/v1/public/users/token', {
    params: { captchaToken: await captchaToken(request) },
    data: demo,
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return ((await signedIn.json()) as TokenResponse).accessToken;
}

test.describe("a signed-in customer's travels", () => {
  test.describe.configure({ timeout: 120_000 });

  test('the demo customer chooses a plate on /travels and pays its trip with the billing form prefilled from the profile', async ({
    page,
    request,
    pageErrors,
  }) => {
    const headers = { authorization: `Bearer ${await demoToken(request)}` };
    const plate = freshPlate();
    const added = await request.post('/services/v1/users/me/plates', {
      headers,
      data: { countryCode: 'FR', numberPlate: plate },
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
    const plateId = ((await added.json()) as RegisteredPlateList).find(
      (registered) => registered.numberPlate === plate,
    )?.id;
    expect(plateId).toBeDefined();
    await proveVehicle(request, plate, demo.email);
    await feedWholeRoadTrip(request, plate);
    const patched = await request.patch('/services/v1/users/me', { headers, data: address });
    expect(patched.status(), await patched.text()).toBe(200);

    try {
      await withConsentGiven(page);
      await page.goto('/it/account/login');
      await waitForHydration(page);
      await page.getByRole('textbox', { name: 'E-mail' }).fill(demo.email);
      await page.getByLabel(/^Password/).fill(demo.password);
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
      await expect(page).toHaveURL(/\/it\/account\/profile$/, { timeout: 30_000 });

      await page.goto('/it/travels');
      await expect(page.getByRole('heading', { level: 1, name: 'Viaggi da pagare' })).toBeVisible();
      const chooser = page.getByRole('region', { name: 'I tuoi veicoli' });
      // The demo's seeded plates and the fresh one, each with its trips to pay.
      await expect(chooser.getByRole('button', { name: /^GD-?301-?AA/ })).toBeVisible();
      const fresh = chooser.getByRole('button', { name: new RegExp(`^${plate}`) });
      await expect(fresh).toHaveAccessibleName(`${plate} (Francia) 1 viaggio da pagare`);
      await expect(fresh).toHaveAttribute('aria-pressed', 'false');
      await fresh.click();
      await expect(fresh).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('vehicle-plate')).toHaveText(`Targa ${plate} (Francia)`);
      await expect(page.getByTestId('trip-summary-totals')).toContainText(
        `Totale da pagare: ${wholeRoadClass1}`,
      );
      await expectNoAxeViolations(page);

      await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();
      await expect(page).toHaveURL(/\/it\/payment$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Paga i viaggi' })).toBeVisible();
      const summary = page.getByRole('complementary');
      await expect(summary).toContainText('1 viaggio da pagare');
      await expect(summary.getByTestId('vehicle-plate')).toHaveText(`Targa ${plate} (Francia)`);
      await page.getByRole('radio', { name: 'Carta bancaria' }).check();
      await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Giulia');
      await expect(page.getByRole('textbox', { name: /^Cognome/ })).toHaveValue('Demo');
      await expect(page.getByRole('textbox', { name: /^Indirizzo/ })).toHaveValue('Via Roma 1');
      await expect(page.getByRole('textbox', { name: /^CAP/ })).toHaveValue('10121');
      await expect(page.getByRole('textbox', { name: /^Città/ })).toHaveValue('Torino');
      await expect(page.getByRole('combobox', { name: /^Paese/ })).toHaveValue('Italia');
      await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(demo.email);
      await expect(page.getByRole('combobox', { name: /^Prefisso del cellulare/ })).toHaveValue(
        'Italia (+39)',
      );
      await expectNoAxeViolations(page);

      // A profile has no phone: the one 3-D Secure asks for is typed.
      await page.getByRole('textbox', { name: /^Numero di cellulare/ }).fill('312 345 6789');
      await page.getByRole('button', { name: /^Paga \d/ }).click();
      await expect(page).toHaveURL(/\/psp-simulator\//);
      await expectSimulatorOf(page, 'Paybox');
      await payOnSimulator(page, '4012001037141112');
      await expect(page).toHaveURL(/\/it\/payment\/success$/, { timeout: 20_000 });
      await expect(
        page.getByRole('heading', { level: 1, name: 'Grazie per il tuo pagamento!' }),
      ).toBeVisible();
      await expect(page.getByRole('main')).toContainText(`Importo pagato${wholeRoadClass1}`);

      // Back on /travels the plate has nothing left to pay.
      await page.goto('/it/travels');
      await expect(
        chooser.getByRole('button', { name: new RegExp(`^${plate}`) }),
      ).toHaveAccessibleName(`${plate} (Francia) 0 viaggi da pagare`);
      expect(pageErrors).toEqual([]);
    } finally {
      if (plateId !== undefined) {
        await request.delete(`/services/v1/users/me/plates/${plateId}`, { headers });
      }
      await request.patch('/services/v1/users/me', {
        headers,
        data: { billingAddress: '', billingZipcode: '', billingCity: '' },
      });
    }
  });
});
