import type { Page } from '@playwright/test';
import { atPhoneAndDesk, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { feedWholeRoadTrip, freshPlate, lookUpFrenchPlate } from './payment-helpers.ts';
import { mockPaymentResult } from './payment-result-mocks.ts';

// Issue 26 items 16 and 17 at a phone's and a desk's size: a search whose session has expired
// says so on the trips screen and on the payment page, with a new search; the success page
// has one primary action.

/** The stored lookup's session replaced by one of the same shape that ended a minute ago. */
async function expireStoredLookup(page: Page): Promise<void> {
  await page.evaluate(() => {
    const read = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');
    const session = read('sessionId');
    if (typeof session !== 'string') throw new Error('no stored lookup session');
    const [payload = '', signature = ''] = session.split('.');
    const body = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as object;
    const ended = btoa(JSON.stringify({ ...body, e: Date.now() - 60_000 }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const expired = `${ended}.${signature}`;
    localStorage.setItem('sessionId', JSON.stringify(expired));
    const set = read('journeys') as Record<string, unknown>;
    localStorage.setItem('journeys', JSON.stringify({ ...set, sessionId: expired }));
  });
}

atPhoneAndDesk(() => {
  test('an expired search is said on the trips and payment pages, with a new search', async ({
    page,
    request,
  }) => {
    const plate = freshPlate();
    await feedWholeRoadTrip(request, plate);
    await lookUpFrenchPlate(page, plate);
    const main = page.getByRole('main');
    // The live search lists its trip; "Paga" stores it for the payment page.
    await expect(page.getByRole('checkbox')).toHaveCount(1, { timeout: 30_000 });
    await main.getByRole('button', { name: 'Paga', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/payment$/);

    await expireStoredLookup(page);
    let baskets = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && /\/payments\/(all)?[jJ]ourneys/.test(sent.url())) {
        baskets += 1;
      }
    });
    await page.reload();
    const card = main.getByRole('region', { name: 'Ricerca scaduta' });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText(`Quella della targa ${plate} (Francia) è scaduta`);
    await expect(main.getByRole('group', { name: 'Scegli la modalità di pagamento' })).toHaveCount(
      0,
    );
    expect(baskets).toBe(0);
    await expectNoAxeViolations(page);

    await page.goto('/it/journeys');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await card.getByRole('link', { name: 'Cerca di nuovo' }).click();
    await expect(page).toHaveURL(/\/it\/form\/payment$/);
    await expect(page.getByRole('textbox', { name: 'Numero di targa' })).toHaveValue(plate);
  });

  test('the success page has one primary action', async ({ page }) => {
    await mockPaymentResult(page, 'SUCCEED', { remainingJourneys: 2 });
    await page.goto('/it/payment/success');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Grazie per il tuo pagamento!' }),
    ).toBeVisible();
    const pay = page.getByRole('link', { name: 'Paga gli altri viaggi' });
    await expect(pay).toBeVisible();
    await expect(page.locator('main [data-variant="primary"]')).toHaveCount(1);
    await expect(pay).toHaveAttribute('data-variant', 'primary');
    await expect(page.getByRole('button', { name: 'Invia di nuovo' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
    await expectNoAxeViolations(page);
  });
});
