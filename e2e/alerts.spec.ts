import type { APIRequestContext, Page } from '@playwright/test';
import { hideEmail } from '@portico/contract';
import { a79WholeRoadEast, makePassage } from '@portico/contract/testing';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';
import { freshPlate, wholeRoadClass1 } from './payment-helpers.ts';

// Issue 11: a driver subscribes a plate to its passage e-mails from the home page, confirms the
// address with the e-mail's link, and gets one e-mail for the trip the roadside system then feeds;
// its link opens the plate's lookup; the one-click unsubscribe of the e-mail's List-Unsubscribe
// header stops the alerts. The server, its database and its outbox (the dev mailbox) are the real ones.

interface MailboxMessage {
  id: number;
  kind: string;
  recipient: string;
  subject: string | null;
  htmlUrl: string | null;
  headers: Record<string, string>;
}

async function messagesTo(request: APIRequestContext, recipient: string) {
  const response = await request.get('/dev/mailbox.json', { params: { recipient } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/**
 * The messages of a kind to the address, once one has been rendered (captured). The alert service
 * kicks the outbox for a confirmation; a passage e-mail, written with the trip, goes out with the
 * outbox job's next run (JOBS_INTERVAL_MS, 60 s by default).
 */
async function awaitMessages(
  request: APIRequestContext,
  recipient: string,
  kind: string,
): Promise<MailboxMessage[]> {
  let found: MailboxMessage[] = [];
  await expect
    .poll(
      async () => {
        found = (await messagesTo(request, recipient)).filter((message) => message.kind === kind);
        return found.some((message) => message.htmlUrl !== null);
      },
      { timeout: 80_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found;
}

/** The path and query of the first link of the message's HTML part that contains `part`. */
async function linkIn(
  request: APIRequestContext,
  message: MailboxMessage,
  part: string,
): Promise<string> {
  expect(message.htmlUrl).not.toBeNull();
  const html = await (await request.get(message.htmlUrl ?? '')).text();
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
  const href = hrefs.find((candidate) => candidate.includes(part));
  expect(href, `a link containing ${part}`).toBeDefined();
  // The e-mail's links are on PUBLIC_ORIGIN (localhost): the test's server is 127.0.0.1.
  const url = new URL(href ?? '');
  return `${url.pathname}${url.search}`;
}

const gantryStepMs = 200;

/**
 * The whole road eastbound, class 1, from `start`: a trip completed at the road's end, due,
 * 4,20 EUR. A subscription tells the journeys that start after its confirmation, so the test's
 * trip is a quick one that starts just after it. The same `start` again is the roadside system
 * sending the same passages again.
 */
async function feedWholeRoad(request: APIRequestContext, plate: string, start: number) {
  const response = await request.post('/services/v1/passages', {
    headers: { 'x-api-key': 'demo-roadside-key' },
    data: {
      passages: a79WholeRoadEast.map((gantry, index) =>
        makePassage({
          passageId: `e2e-alert-${plate}-${index}`,
          gantry,
          plate,
          at: new Date(start + index * gantryStepMs).toISOString(),
        }),
      ),
    },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { accepted: number; duplicates: number; rejected: unknown[] };
}

async function captchaSolved(page: Page): Promise<void> {
  await expect(
    page.getByRole('group', { name: 'Verifica anti-robot' }).getByRole('status'),
  ).toHaveText('Verifica completata', { timeout: 20_000 });
}

async function alertStatus(request: APIRequestContext, plate: string, email: string) {
  const response = await request.get('/services/v1/customers', {
    params: { countryCode: 'FR', plate, email },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { alertStatus: string }).alertStatus;
}

/** The alert form filled and sent from the keyboard; ends on the success or the dialog. */
async function subscribe(page: Page, plate: string, email: string): Promise<void> {
  await page.goto('/it/alert');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Numero di targa' }).fill(plate);
  await captchaSolved(page);
  await expect(page.getByRole('button', { name: 'Iscriviti' })).not.toHaveAttribute(
    'aria-disabled',
  );
  await page.keyboard.press('Enter');
}

const successHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Abbiamo registrato le tue informazioni' });

test.describe('passage alerts', () => {
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('subscribe from home, confirm from the mailbox, one passage e-mail, its link, one-click unsubscribe', async ({
    page,
    request,
    pageErrors,
  }) => {
    test.setTimeout(180_000);
    const plate = freshPlate();
    const email = `${plate.toLowerCase()}@example.test`;

    // The home tile and the menu entry lead to the form (they led home before it existed).
    await page.goto('/it/');
    await waitForHydration(page);
    await expect(
      page
        .getByRole('navigation', { name: 'Menu principale' })
        .getByRole('link', { name: 'Notifica Info transito (Info Passage)' }),
    ).toHaveAttribute('href', '/it/alert');
    await page.locator('[data-tile="subscribe"]').click();
    await expect(page).toHaveURL(/\/it\/alert$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Iscriviti al servizio di notifica Info transito (Info Passage)',
      }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Paese di immatricolazione' })).toHaveValue(
      'Francia',
    );
    const submit = page.getByRole('button', { name: 'Iscriviti' });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);

    // Keyboard only: type, then Enter from the plate field.
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Numero di targa' }).fill(plate);
    await captchaSolved(page);
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Abbiamo registrato le tue informazioni' }),
    ).toBeFocused();
    await expect(page.getByRole('main')).toContainText(
      `apri l'e-mail che ti abbiamo inviato all'indirizzo ${email} e conferma l'iscrizione entro 24 ore`,
    );
    await expectNoAxeViolations(page);
    // Not active before the address confirms.
    expect(await alertStatus(request, plate, email)).not.toBe('ACTIVATED');

    // The confirmation e-mail's link: the page confirms only on its button.
    const [confirmation] = await awaitMessages(request, email, 'alert_confirmation');
    await page.goto(
      await linkIn(request, confirmation as MailboxMessage, '/it/alert/confirm?token='),
    );
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: "Conferma l'iscrizione" }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Iscrizione confermata' }),
    ).toBeFocused();
    await expect(page.getByTestId('vehicle-plate')).toContainText(plate);
    await expect(page.getByRole('main')).toContainText(hideEmail(email));
    await expectNoAxeViolations(page);
    // Confirmed by now (the page showed the server's answer): the trip starts after it.
    const start = Date.now() + 100;
    expect(await alertStatus(request, plate, email)).toBe('ACTIVATED');

    // The roadside system feeds a whole trip: exactly one passage e-mail for it.
    const tripEnd = start + (a79WholeRoadEast.length - 1) * gantryStepMs;
    await expect.poll(() => Date.now()).toBeGreaterThan(tripEnd);
    expect(await feedWholeRoad(request, plate, start)).toMatchObject({
      accepted: 6,
      rejected: [],
    });
    const passages = await awaitMessages(request, email, 'alert_passage');
    expect(passages).toHaveLength(1);
    // The same passages again (a roadside retry) tell nothing new.
    expect(await feedWholeRoad(request, plate, start)).toMatchObject({ duplicates: 6 });
    expect(
      (await messagesTo(request, email)).filter((message) => message.kind === 'alert_passage'),
    ).toHaveLength(1);
    const passage = passages[0] as MailboxMessage;

    // Its link opens the plate's lookup, which finds the trip.
    await page.goto(await linkIn(request, passage, '/it/form/payment?'));
    await waitForHydration(page);
    await expect(page.getByRole('textbox', { name: 'Numero di targa' })).toHaveValue(plate);
    await captchaSolved(page);
    await page.getByRole('button', { name: 'Cerca i viaggi' }).click();
    await expect(page).toHaveURL(/\/it\/journeys$/);
    await expect(page.getByTestId('trip-summary-totals')).toContainText(
      `Totale da pagare: ${wholeRoadClass1}`,
    );

    // One click, as a mail client does it (RFC 8058): the List-Unsubscribe address, posted.
    expect(passage.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(passage.headers['List-Unsubscribe'] ?? '')?.[1];
    expect(oneClick).toBeDefined();
    const url = new URL(oneClick ?? '');
    const unsubscribed = await request.post(`${url.pathname}${url.search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(unsubscribed.ok()).toBe(true);
    expect(await alertStatus(request, plate, email)).toBe('UNACTIVATED');
    expect(pageErrors).toEqual([]);
  });

  test('the unsubscribe page: prefilled from its link, disabled while empty, then done', async ({
    page,
    pageErrors,
  }) => {
    const email = `${freshPlate().toLowerCase()}@example.test`;
    await page.goto(`/it/unsubscribe?email=${encodeURIComponent(email)}`);
    await waitForHydration(page);
    const address = page.getByRole('textbox', { name: 'E-mail' });
    await expect(address).toHaveValue(email);
    await expect(page.getByRole('main')).toContainText(
      "L'annullamento vale per tutti i tuoi veicoli",
    );
    await expectNoAxeViolations(page);
    const confirm = page.getByRole('button', { name: "Conferma l'annullamento" });
    await address.fill('');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await address.fill(email);
    await address.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: "Annullamento dell'iscrizione riuscito" }),
    ).toBeFocused();
    await expect(page.getByText('Non riceverai più avvisi.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Torna alla home page' }).click();
    await expect(page).toHaveURL(/\/it\/$/);
    expect(pageErrors).toEqual([]);
  });

  test('a plate whose alerts go to another address asks "Vuoi continuare?" first', async ({
    page,
    request,
    pageErrors,
  }) => {
    test.setTimeout(90_000);
    const plate = freshPlate();
    const first = `${plate.toLowerCase()}@example.test`;
    const second = `other-${plate.toLowerCase()}@example.test`;
    await subscribe(page, plate, first);
    await expect(successHeading(page)).toBeFocused();
    const [confirmation] = await awaitMessages(request, first, 'alert_confirmation');
    await page.goto(
      await linkIn(request, confirmation as MailboxMessage, '/it/alert/confirm?token='),
    );
    await waitForHydration(page);
    await page.getByRole('button', { name: "Conferma l'iscrizione" }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Iscrizione confermata' }),
    ).toBeVisible();

    await subscribe(page, plate, second);
    const dialog = page.getByRole('dialog', { name: 'Vuoi continuare?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(hideEmail(first));
    await expect(dialog).toContainText(second);
    await expect(dialog).toContainText(plate);
    await expectNoAxeViolations(page);
    // Escape is "no": back to the form, nothing sent.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(second);
    expect(await alertStatus(request, plate, first)).toBe('ACTIVATED');

    await page.getByRole('button', { name: 'Iscriviti' }).click();
    await dialog.getByRole('button', { name: 'Sì' }).click();
    await expect(successHeading(page)).toBeFocused();
    await expect(page.getByRole('main')).toContainText(`all'indirizzo ${second}`);
    await awaitMessages(request, second, 'alert_confirmation');
    // The first address keeps the alerts until the second one confirms.
    expect(await alertStatus(request, plate, first)).toBe('ACTIVATED');
    expect(pageErrors).toEqual([]);
  });
});
