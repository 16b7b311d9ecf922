import type { Page } from '@playwright/test';
import type { Journey, JourneySet } from '@portico/contract';
import { makeJourney, makeJourneySet } from '@portico/contract/testing';
import { expect, expectNoAxeViolations, test, withConsentGiven } from './fixtures.ts';

// The screen reached with a journey set stored the way the lookup stores it (spec key `journeys`),
// for exact states; lookup.spec.ts reaches it through the form with trips fed to the server.
const hour = 3_600_000;

function journey(id: string, overrides: Partial<Journey> = {}): Journey {
  const date = new Date(Date.now() - 2 * hour);
  const deadline = new Date(date.getTime() + 72 * hour);
  return makeJourney({
    id,
    date: date.toISOString(),
    deadline: deadline.toISOString(),
    ...overrides,
  });
}

function journeySet(journeys: Journey[]): JourneySet {
  return makeJourneySet(journeys, { sessionId: 'e2e-session' });
}

async function storeJourneys(page: Page, set: JourneySet): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('journeys', value), JSON.stringify(set));
}

test.describe('journeys screen', () => {
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('without stored journeys it goes home', async ({ page }) => {
    await page.goto('/it/journeys');
    await expect(page).toHaveURL(/\/it\/$/);
  });

  test('lists the trips with their deadline, is axe clean, and blocks payment of an ongoing trip', async ({
    page,
  }) => {
    await storeJourneys(
      page,
      journeySet([
        journey('done'),
        journey('ongoing', {
          status: 'EN_COURS',
          completed: false,
          out: null,
          inProgressId: 'ip-1',
        }),
      ]),
    );
    await page.goto('/it/journeys');
    await expect(page.getByRole('navigation', { name: 'Percorso di navigazione' })).toContainText(
      'Viaggi da pagare',
    );
    await expect(page.getByText('Uscita non ancora registrata (viaggio in corso)')).toBeVisible();
    await expect(
      page.getByText('Pagamento possibile dopo il completamento del viaggio'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();
    const modal = page.getByRole('alertdialog', { name: 'Pagamento bloccato' });
    await expect(modal).toContainText(
      "Hai un viaggio ancora in corso. Completalo prima con «Completa il viaggio» sulla sua riga, indicando l'uscita che hai preso: poi potrai pagare i tuoi viaggi.",
    );
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
  });

  test('an OMP case is hidden from the list but still blocks payment', async ({ page }) => {
    await storeJourneys(
      page,
      journeySet([
        journey('done'),
        journey('omp', {
          nature: 'latePayment',
          paymentLimit: 'OMP',
          pvNumber: 'PV-OMP-0001',
          indemnity: 9000,
          totalPrice: 9420,
        }),
      ]),
    );
    await page.goto('/it/journeys');
    // Not a row of the list: told apart below it, with what to do.
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await expect(
      page.getByRole('region', { name: '1 pratica trasmessa alla Procura' }),
    ).toContainText('Numero di pratica PV-OMP-0001');
    await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Pagamento bloccato' })).toContainText(
      'Avete almeno un viaggio in corso. Per procedere al pagamento è necessario effettuare il login.',
    );
  });

  test('only cases sent to the Procura: told what exists and what to do, axe clean', async ({
    page,
  }) => {
    await storeJourneys(
      page,
      journeySet([
        journey('omp', { nature: 'latePayment', paymentLimit: 'OMP', pvNumber: 'PV-OMP-0002' }),
      ]),
    );
    await page.goto('/it/journeys');
    const cases = page.getByRole('region', { name: '1 pratica trasmessa alla Procura' });
    await expect(cases).toContainText('Per questo veicolo non ci sono viaggi da pagare online.');
    await expect(cases.getByRole('listitem')).toContainText('Numero di pratica PV-OMP-0002');
    await expect(cases.getByRole('listitem')).toContainText('Trasmessa alla Procura');
    await expect(cases.getByRole('heading', { level: 3, name: 'Cosa fare' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nessun viaggio da pagare' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: 'Paga' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('"Paga" with nothing selected says why and moves to the trips; the plate is shown', async ({
    page,
  }) => {
    await storeJourneys(page, journeySet([journey('first'), journey('second')]));
    await page.goto('/it/journeys');
    await expect(page.getByTestId('vehicle-plate')).toHaveText('Targa AB123CD (Francia)');
    const boxes = page.getByRole('checkbox', { name: /^Seleziona il viaggio del / });
    // A finished trip unchecks all of them.
    await boxes.first().uncheck();
    await expect(boxes.nth(1)).not.toBeChecked();
    const pay = page.getByRole('main').getByRole('button', { name: 'Paga', exact: true });
    await pay.click();
    const why = 'Nessun viaggio selezionato: seleziona almeno un viaggio da pagare.';
    await expect(page.getByRole('alert')).toHaveText(why);
    await expect(boxes.first()).toBeFocused();
    await expect(boxes.first()).toHaveAccessibleDescription(why);
    await expect(pay).toHaveAccessibleDescription(why);
    await expect(page).toHaveURL(/\/it\/journeys$/);
    expect(await page.evaluate(() => localStorage.getItem('payment/journeys'))).toBeNull();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('payable trips are stored as the trips to pay', async ({ page }) => {
    await storeJourneys(
      page,
      journeySet([
        journey('first'),
        journey('second', { ttcPrice: 220, htPrice: 183, tvaPrice: 37, totalPrice: 220 }),
      ]),
    );
    await page.goto('/it/journeys');
    await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/(payment)?$/);
    const stored = await page.evaluate(() => localStorage.getItem('payment/journeys'));
    expect(stored).toContain('first');
    expect(stored).toContain('second');
  });
});
