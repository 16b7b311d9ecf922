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
    await expect(page.getByText('Trajet en cours')).toBeVisible();
    await expect(
      page.getByText('Pagamento possibile dopo il completamento del viaggio'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();
    const modal = page.getByRole('alertdialog', { name: 'Pagamento bloccato' });
    await expect(modal).toContainText(
      'Avete almeno un viaggio in corso. È necessario effettuare il login per completarlo prima di procedere al pagamento.',
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
    await expect(page.getByText('PV-OMP-0001')).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Pagamento bloccato' })).toContainText(
      'Avete almeno un viaggio in corso. Per procedere al pagamento è necessario effettuare il login.',
    );
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
