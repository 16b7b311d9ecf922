import { atPhoneAndDesk, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { feedWholeRoadTrip, freshPlate, lookUpFrenchPlate } from './payment-helpers.ts';

// Issue 26 item 12 at a phone's and a desk's size: the trips screen opened again from storage
// (here a reload) asks the server with the lookup's session, so it shows the plate's trips as
// they are now, not as they were at the search.
atPhoneAndDesk(() => {
  test('a trip made since the search shows when the trips screen is opened again', async ({
    page,
    request,
  }) => {
    const plate = freshPlate();
    await feedWholeRoadTrip(request, plate, 3);
    await lookUpFrenchPlate(page, plate);
    const totals = page.getByTestId('trip-summary-totals');
    await expect(totals).toContainText('Totale da pagare: 4,20 €');
    const trips = page.getByRole('main').getByRole('checkbox');
    await expect(trips).toHaveCount(1);

    // A second passage under the gantries, then the screen opened again (no new search).
    await feedWholeRoadTrip(request, plate, 1);
    const asked = page.waitForRequest((sent) => sent.url().includes('/detailedJourneys'));
    await page.reload();
    const query = new URL((await asked).url()).searchParams;
    expect(query.get('sessionId')).toBeTruthy();
    expect(query.has('captchaToken')).toBe(false);
    await expect(trips).toHaveCount(2);
    await expect(totals).toContainText('Totale da pagare: 8,40 €');
    await expectNoAxeViolations(page);
  });
});
