import type { APIRequestContext, Page } from '@playwright/test';
import type { Journey } from '@portico/contract';
import { makeJourney, makeJourneySet } from '@portico/contract/testing';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';

// Issue 26 items 2-5 on the journeys screen a driver reaches after a plate lookup, at a phone's
// and a desk's size: the lookup that finds nothing (real server), and the trips list (a journey
// set stored as the lookup stores it, for exact states).
const minute = 60_000;
const hour = 60 * minute;
const phone = { width: 390, height: 844 };
const desk = { width: 1280, height: 800 };

function journey(id: string, hoursAgo: number, overrides: Partial<Journey> = {}): Journey {
  const date = new Date(Date.now() - hoursAgo * hour);
  return makeJourney({
    id,
    date: date.toISOString(),
    deadline: new Date(date.getTime() + 72 * hour).toISOString(),
    ...overrides,
  });
}

const ongoing = (id: string) =>
  journey(id, 0.5, { status: 'EN_COURS', completed: false, out: null, inProgressId: `ip-${id}` });

async function storeJourneys(page: Page, journeys: Journey[]): Promise<void> {
  const set = makeJourneySet(journeys, { sessionId: 'e2e-session' });
  await page.addInitScript((value) => localStorage.setItem('journeys', value), JSON.stringify(set));
}

const payButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: 'Paga', exact: true });

/** Item 3: "Paga" lies wholly within the first screen, before any scrolling. */
async function expectPayOnFirstScreen(page: Page, height: number): Promise<void> {
  await expect(payButton(page)).toBeVisible();
  const box = await payButton(page).boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBe(0);
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

function freshPlate(): string {
  return `T${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}

/** A trip of `plate` paid wholly by a toll tag: the plate has trips, none owed. */
async function feedTagPaidTrip(request: APIRequestContext, plate: string): Promise<void> {
  const last = Date.now() - 3 * hour;
  const response = await request.post('/services/v1/passages', {
    headers: { 'x-api-key': 'demo-roadside-key' },
    data: {
      passages: ['le-montet-est', 'montbeugny-ouest'].map((gantry, index) => ({
        passageId: `e2e-trust-${plate}-${index}`,
        gantry,
        direction: 'east',
        plate,
        countryCode: 'FR',
        vehicleClass: 1,
        emission: null,
        at: new Date(last - (1 - index) * 10 * minute).toISOString(),
        tagPaid: true,
      })),
    },
  });
  expect(response.ok()).toBe(true);
}

async function search(page: Page, plate: string, countryName?: string): Promise<void> {
  const country = page.getByRole('combobox', { name: 'Paese di immatricolazione' });
  if (countryName) {
    await country.fill(countryName.slice(0, 4));
    await page.getByRole('option', { name: countryName }).click();
    await expect(country).toHaveValue(countryName);
  }
  await page.getByRole('textbox', { name: 'Numero di targa' }).fill(plate);
  await expect(
    page.getByRole('group', { name: 'Verifica anti-robot' }).getByRole('status'),
  ).toHaveText('Verifica completata', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Cerca i viaggi' }).click();
  await expect(page).toHaveURL(/\/it\/journeys$/, { timeout: 20_000 });
}

for (const viewport of [phone, desk]) {
  test.describe(`journeys screen at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    // Axe and screenshots at two sizes take their time on a loaded machine.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => withConsentGiven(page));

    test('item 2: a lookup that finds nothing says what was searched and what to do', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await page.goto('/it/form/payment');
      await waitForHydration(page);
      // The Italian page starts with Italy.
      const country = page.getByRole('combobox', { name: 'Paese di immatricolazione' });
      await expect(country).toHaveValue('Italia');
      const unknown = freshPlate();
      await search(page, unknown);
      await expect(page.getByRole('heading', { name: 'Nessun viaggio da pagare' })).toBeVisible();
      await expect(page.getByTestId('no-trip-searched')).toHaveText(
        `Non abbiamo trovato viaggi da pagare per la targa ${unknown} (Italia).`,
      );
      await expect(
        page.getByText(
          'Controlla la targa e il paese di immatricolazione: una targa cercata con il paese sbagliato non trova nessuno dei viaggi di quel veicolo.',
        ),
      ).toBeVisible();
      await expect(page.getByText(/Un transito può impiegare qualche ora/)).toBeVisible();
      // Item 13: the demo offers prepayment (its home has the prepayment action).
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Paga in anticipo' }),
      ).toHaveAttribute('href', '/it/form/prepayment');
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `/tmp/journeys-list-none-${viewport.width}.png`,
        fullPage: true,
      });

      // "Cerca un'altra targa": the form again, the plate and its country there to check.
      await page.getByRole('main').getByRole('link', { name: "Cerca un'altra targa" }).click();
      await expect(page).toHaveURL(/\/it\/form\/payment$/);
      await waitForHydration(page);
      await expect(country).toHaveValue('Italia');
      await expect(page.getByRole('textbox', { name: 'Numero di targa' })).toHaveValue(unknown);

      // A plate whose trips are all paid (by a toll tag here) is told apart.
      const paid = freshPlate();
      await feedTagPaidTrip(request, paid);
      await search(page, paid, 'Francia');
      await expect(page.getByTestId('no-trip-searched')).toHaveText(
        `Tutti i viaggi della targa ${paid} (Francia) sono già pagati.`,
      );
      await expect(page.getByText(/Controlla la targa/)).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The country last chosen stays for the next search.
      await page.goto('/it/form/payment');
      await waitForHydration(page);
      await expect(country).toHaveValue('Francia');
    });

    for (const count of [1, 6]) {
      test(`item 3: the total and "Paga" are on the first screen with ${count} trip(s), the account box after them`, async ({
        page,
      }) => {
        await storeJourneys(
          page,
          Array.from({ length: count }, (_, index) => journey(`t${index}`, 4 + index * 24)),
        );
        await page.goto('/it/journeys');
        await waitForHydration(page);
        await expect(page.getByRole('checkbox')).toHaveCount(count, { timeout: 30_000 });
        await expectPayOnFirstScreen(page, viewport.height);
        await expect(page.getByTestId('trip-summary-totals')).toBeInViewport();
        // The account suggestion follows the summary, and is an outlined button, not a filled
        // one of Paga's colour (the secondary variant: the page's own background, a border).
        const register = page.getByRole('main').getByRole('link', { name: 'Crea un account' });
        const payBox = await payButton(page).boundingBox();
        const payBackground = await payButton(page).evaluate(
          (element) => getComputedStyle(element).backgroundColor,
        );
        await register.scrollIntoViewIfNeeded();
        const registerTop = await register.evaluate(
          (element) => element.getBoundingClientRect().top + window.scrollY,
        );
        expect(registerTop).toBeGreaterThan(payBox?.y ?? Number.POSITIVE_INFINITY);
        const background = await register.evaluate(
          (element) => getComputedStyle(element).backgroundColor,
        );
        expect(background).not.toBe(payBackground);
        expect(['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)']).toContain(background);
        const border = await register.evaluate((element) => getComputedStyle(element).borderStyle);
        expect(border).toBe('solid');
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `/tmp/journeys-list-trips${count}-${viewport.width}.png` });
      });
    }

    test('items 4 and 5: an ongoing trip is not ticked nor totalled, its block says to complete it; the paid-together rule is stated', async ({
      page,
    }) => {
      await storeJourneys(page, [
        journey('first', 30),
        journey('second', 6, { totalPrice: 900, ttcPrice: 900 }),
        ongoing('now'),
      ]);
      await page.goto('/it/journeys');
      await waitForHydration(page);
      const rows = page.getByRole('main').getByRole('listitem');
      const running = page.locator('li[data-journey-id="now"]');
      // The route's code loads after hydration: slow on a loaded machine.
      await expect(running).toContainText('Uscita non ancora registrata (viaggio in corso)', {
        timeout: 30_000,
      });
      await expect(page.getByText('Trajet en cours')).toHaveCount(0);
      await expect(running.getByRole('checkbox')).not.toBeChecked();
      await expect(running.getByRole('checkbox')).toBeDisabled();
      const totals = page.getByTestId('trip-summary-totals');
      const finishedTotal = (420 + 900) / 100;
      await expect(totals).toContainText('2 viaggi selezionati');
      await expect(totals).toContainText(`${finishedTotal.toFixed(2).replace('.', ',')} €`);
      await expect(rows.first()).toBeVisible();

      // Item 5: the rule is said beside the list, and it is what happens.
      await expect(
        page.getByText(
          'I viaggi terminati si pagano tutti insieme: se togli la spunta a uno, si toglie da tutti.',
        ),
      ).toBeVisible();
      await page.locator('li[data-journey-id="first"]').getByRole('checkbox').uncheck();
      await expect(
        page.locator('li[data-journey-id="second"]').getByRole('checkbox'),
      ).not.toBeChecked();
      await expect(totals).toContainText('0 viaggi selezionati');
      await page.locator('li[data-journey-id="first"]').getByRole('checkbox').check();
      await expect(totals).toContainText('2 viaggi selezionati');
      await expectNoAxeViolations(page);

      await payButton(page).click();
      const modal = page.getByRole('alertdialog', { name: 'Pagamento bloccato' });
      await expect(modal).toContainText(
        "Hai un viaggio ancora in corso. Completalo prima con «Completa il viaggio» sulla sua riga, indicando l'uscita che hai preso: poi potrai pagare i tuoi viaggi.",
      );
      await expect(modal).not.toContainText('login');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/journeys-list-ongoing-${viewport.width}.png` });
      await modal.getByRole('button', { name: 'OK' }).click();
      await expect(modal).toBeHidden();
    });
  });
}
