import type { APIRequestContext, Page } from '@playwright/test';
import { a79WholeRoadEast } from '@portico/contract/testing';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';
import { layoutWidths } from './layout-data.ts';
import { freshPlate, lookUpFrenchPlate } from './payment-helpers.ts';

// Issue 26 items 6, 7 and 17 against the real server: a trip row names its gates by place and
// number from the road data, says its time is Paris time and shows it in Paris time although the
// browser is in New York, and completing an ongoing trip opens a screen of its own (not the
// prepayment page about credits). At 390 and 1280 px, axe clean.
const minute = 60_000;

test.use({ timezoneId: 'America/New_York' });

/** A trip's time as the operator's clock shows it, dd/MM/yy HH:mm in Paris. */
function parisTime(at: number): string {
  const parts = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Passages of `plate` eastbound over `crossed`, the first at `firstAt`, one every 10 minutes. */
async function drive(
  request: APIRequestContext,
  plate: string,
  crossed: readonly string[],
  firstAt: number,
): Promise<void> {
  const response = await request.post('/services/v1/passages', {
    headers: { 'x-api-key': 'demo-roadside-key' },
    data: {
      passages: crossed.map((gantry, index) => ({
        passageId: `e2e-gates-${plate}-${firstAt}-${index}`,
        gantry,
        direction: 'east',
        plate,
        countryCode: 'FR',
        vehicleClass: 1,
        emission: null,
        at: new Date(firstAt + index * 10 * minute).toISOString(),
        tagPaid: false,
      })),
    },
  });
  expect(response.ok()).toBe(true);
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.screenshot({ path: `/tmp/gates-trips-${name}-${width}.png`, fullPage: true });
}

test.describe('gates by name, Paris times, the in-progress screen', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  for (const width of layoutWidths) {
    test(`trip rows and the completion screen at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      const plate = freshPlate();
      // Le Montet Est then Montbeugny Ouest, 5 hours ago: a finished trip from 33 to 29.
      const finishedAt = Date.now() - 5 * 60 * minute;
      await drive(request, plate, a79WholeRoadEast.slice(1, 3), finishedAt);
      // The first three gantries, the last ten minutes ago: ongoing, entered at 34.
      await drive(request, plate, a79WholeRoadEast.slice(0, 3), Date.now() - 30 * minute);

      await lookUpFrenchPlate(page, plate);
      await waitForHydration(page);
      const finished = page.locator('li[data-journey-id]').filter({ hasText: 'Le Montet (33)' });
      await expect(finished).toContainText('Entrata Le Montet (33)');
      await expect(finished).toContainText('Uscita Montbeugny (29)');
      // The time is the operator's, whatever the browser's zone, and says so.
      await expect(finished.locator('time')).toHaveText(parisTime(finishedAt));
      await expect(finished).toContainText('ora di Parigi');
      const ongoing = page.locator('li[data-journey-id]').filter({
        hasText: 'Uscita non ancora registrata (viaggio in corso)',
      });
      await expect(ongoing).toContainText('Entrata Deux-Chaises (34)');
      await expectNoAxeViolations(page);
      await shoot(page, 'journeys', width);

      await ongoing.getByRole('link', { name: 'Completa il viaggio' }).click();
      await expect(page).toHaveURL(/\/it\/inprogress$/);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Completa il tuo viaggio in corso',
      );
      await expect(page).toHaveTitle(/^Completa il tuo viaggio in corso/);
      // Not the prepayment page: nothing about credits bought in advance.
      await expect(page.getByRole('main')).not.toContainText('credit');
      await expect(page.getByText(/non hanno ancora rilevato la tua uscita/)).toBeVisible();
      await expect(page.getByTestId('in-progress-entry')).toHaveText('Deux-Chaises (34)');
      await page.getByRole('combobox', { name: /uscita/i }).selectOption('23');
      await expect(page.getByRole('combobox', { name: /uscita/i })).toContainText('Digoin (23)');
      await expectNoAxeViolations(page);
      await shoot(page, 'inprogress', width);
    });
  }
});
