import type { APIRequestContext } from '@playwright/test';
import { a79WholeRoadEast } from '@portico/contract/testing';
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
  tabTo,
} from './payment-helpers.ts';

// Issue 13 items 2, 3 and 6 against the real server: an ongoing trip completed by its exit and
// paid, and a prepaid trip's credit settling the trip later driven.
const minute = 60_000;

interface Passages {
  plate: string;
  /** Gantry codes in the order crossed. */
  crossed: readonly string[];
  direction: 'east' | 'west';
  /** When the last gantry was crossed, and the time between two gantries. */
  lastAt: number;
  step: number;
}

async function feedPassages(request: APIRequestContext, trip: Passages): Promise<void> {
  const { plate, crossed, direction, lastAt, step } = trip;
  const response = await request.post('/services/v1/passages', {
    headers: { 'x-api-key': 'demo-roadside-key' },
    data: {
      passages: crossed.map((gantry, index) => ({
        passageId: `e2e-run-${plate}-${direction}-${index}`,
        gantry,
        direction,
        plate,
        countryCode: 'FR',
        vehicleClass: 1,
        emission: null,
        at: new Date(lastAt - (crossed.length - 1 - index) * step).toISOString(),
        tagPaid: false,
      })),
    },
  });
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ accepted: crossed.length, rejected: [] });
}

test.describe('in-progress trips and prepaid credits', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('completes an ongoing trip by its exit and pays it by card', async ({ page, request }) => {
    const plate = freshPlate();
    // Eastbound over the first three gantries, the last ten minutes ago: within the 90 minutes
    // of silence and before the road's end, so the trip is ongoing.
    await feedPassages(request, {
      plate,
      crossed: a79WholeRoadEast.slice(0, 3),
      direction: 'east',
      lastAt: Date.now() - 10 * minute,
      step: 10 * minute,
    });
    await lookUpFrenchPlate(page, plate);
    await expect(page.getByText('Uscita non ancora registrata (viaggio in corso)')).toBeVisible();
    await page.getByRole('link', { name: 'Completa il viaggio' }).click();

    await expect(page).toHaveURL(/\/it\/inprogress$/);
    await waitForHydration(page);
    await expect(page.getByTestId('vehicle-plate')).toHaveText(`Targa ${plate} (Francia)`);
    await expect(page.getByText('Classe 1', { exact: true })).toBeVisible();
    await expect(page.getByTestId('in-progress-entry')).toHaveText('Deux-Chaises (34)');
    const exit = page.getByRole('combobox', { name: 'Svincolo di uscita' });
    // Entered at 34, the road's west end: eastbound, so neither 34 nor A71 is offered.
    await expect(exit.getByRole('option')).toHaveText([
      'Scegli uno svincolo',
      'verso Mâcon (RN79)',
      'Digoin (23)',
      'Molinet (24)',
      'Dompierre-sur-Besbre (25-28)',
      'Montbeugny (29)',
      'Toulon-sur-Allier (30-32)',
      'Le Montet (33)',
    ]);
    const complete = page.getByRole('button', { name: 'Completa il viaggio' });
    await expect(complete).toHaveAttribute('aria-disabled', 'true');
    await exit.selectOption('23');
    await expect(page.getByTestId('prepayment-estimate')).toHaveText('4,20 €');
    await expectNoAxeViolations(page);
    // The keyboard reaches the button from the exit chosen, and Enter completes the trip.
    await exit.focus();
    await tabTo(page, complete, 5);
    await page.keyboard.press('Enter');

    // Back on the trips list: the trip is finished and payable, nothing ongoing any more.
    await expect(page).toHaveURL(/\/it\/journeys$/);
    await expect(page.getByText('Uscita non ancora registrata (viaggio in corso)')).toHaveCount(0);
    await expect(page.getByTestId('trip-summary-totals')).toContainText('Totale da pagare: 4,20 €');
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/payment$/);
    await payByBankCard(page, billingFor(plate));
    await payOnSimulator(page, '4012001037141112');
    await expect(page).toHaveURL(/\/it\/payment\/success$/, { timeout: 20_000 });
    await expect(page.getByRole('main')).toContainText('Importo pagato4,20 €');
    await expectNoAxeViolations(page);
  });

  test('a prepaid trip paid by card settles the trip then driven: nothing due', async ({
    page,
    request,
  }) => {
    const plate = freshPlate();
    await lookUpFrenchPlate(page, plate);
    await expect(page.getByRole('heading', { name: 'Nessun viaggio da pagare' })).toBeVisible();
    await page.goto('/it/prepayment');
    await expect(page.getByRole('group', { name: 'Classe del veicolo' })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('combobox', { name: 'Svincolo di entrata' }).selectOption('34');
    await page.getByRole('combobox', { name: 'Svincolo di uscita' }).selectOption('23');
    await expect(page.getByTestId('prepayment-estimate')).toHaveText('4,20 €');
    await page.getByRole('button', { name: 'Aggiungi al pagamento' }).click();
    await expect(page).toHaveURL(/\/it\/journeys$/);
    await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/payment$/);
    await payByBankCard(page, billingFor(plate));
    await payOnSimulator(page, '4012001037141112');
    await expect(page).toHaveURL(/\/it\/payment\/success$/, { timeout: 20_000 });
    await expect(page.getByRole('main')).toContainText('Importo pagato4,20 €');

    // The payment's status: one unused credit, counted from its purchase (paidAt).
    const paymentId = await page.evaluate(() => localStorage.getItem('payment/sessionId'));
    const statusUrl = `/services/v1/payments/${JSON.parse(paymentId ?? '""') as string}`;
    const paid = (await (await request.get(statusUrl)).json()) as {
      paidAt: string;
      prepaidTrips: { used: number; remaining: number }[];
    };
    expect(paid.prepaidTrips).toMatchObject([{ used: 0, remaining: 1 }]);

    // The trip is driven after the purchase (the roadside reports passages already made: wait),
    // the whole road east; and, so that the lookup proves the passages were built into trips,
    // the road back west, which no credit covers.
    const paidAt = Date.parse(paid.paidAt);
    const wait = paidAt + 10_000 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await feedPassages(request, {
      plate,
      crossed: a79WholeRoadEast,
      direction: 'east',
      lastAt: paidAt + 6_000,
      step: 1_000,
    });
    await feedPassages(request, {
      plate,
      crossed: [...a79WholeRoadEast].reverse(),
      direction: 'west',
      lastAt: paidAt + 9_000,
      step: 400,
    });
    const settled = (await (await request.get(statusUrl)).json()) as typeof paid;
    expect(settled.prepaidTrips).toMatchObject([{ used: 1, remaining: 0 }]);
    await lookUpFrenchPlate(page, plate);
    await expect(page.getByRole('heading', { level: 1, name: 'Viaggi da pagare' })).toBeVisible();
    const rows = page.locator('li[data-journey-id]');
    await expect(rows).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});
