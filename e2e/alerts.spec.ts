import type { APIRequestContext, Page } from '@playwright/test';
import { hideEmail } from '@portico/contract';
import { a79WholeRoadEast, makePassage } from '@portico/contract/testing';
import {
  alertStatus,
  awaitLink,
  awaitMessages,
  linkIn,
  messageIds,
  messagesTo,
  type MailboxMessage,
} from './alert-helpers.ts';
import { demoPlate, demoReceiptNumber, releaseDemoPlate, withDemoPlate } from './demo-plate.ts';
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
// its link opens the plate's lookup. Issue 24: the subscription needs a receipt of a payment for
// the vehicle (the demo's paid plate, demo-plate.ts); unsubscribing is confirmed from a link
// e-mailed to the address; a plate's alerts move from the address receiving them only once it
// lets them go (or its notice ends). The server, its database and its outbox (the dev mailbox)
// are the real ones.

const receiptField = 'Numero di ricevuta di un pagamento per questo veicolo';
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
          passageId: `e2e-alert-${plate}-${start}-${index}`,
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

/** The alert form filled and sent from the keyboard; ends on the success, the dialog or an error. */
async function subscribe(page: Page, plate: string, email: string, receipt: string) {
  await page.goto('/it/alert');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Numero di targa' }).fill(plate);
  await page.getByRole('textbox', { name: receiptField }).fill(receipt);
  await captchaSolved(page);
  await expect(page.getByRole('button', { name: 'Iscriviti' })).not.toHaveAttribute(
    'aria-disabled',
  );
  await page.keyboard.press('Enter');
}

/** The confirmation e-mail's link opened and its button pressed. */
async function confirmFromMailbox(page: Page, request: APIRequestContext, email: string) {
  const [confirmation] = await awaitMessages(request, email, 'alert_confirmation');
  await page.goto(
    await linkIn(request, confirmation as MailboxMessage, '/it/alert/confirm?token='),
  );
  await waitForHydration(page);
  await page.getByRole('button', { name: "Conferma l'iscrizione" }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Iscrizione confermata' }),
  ).toBeFocused();
}

const successHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Abbiamo registrato le tue informazioni' });

test.describe('passage alerts', () => {
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('subscribe from home with a receipt, confirm, one passage e-mail, its link, unsubscribe from an e-mailed link', async ({
    page,
    request,
    pageErrors,
  }) => {
    test.setTimeout(300_000);
    const email = `${freshPlate().toLowerCase()}@example.test`;
    const receipt = await demoReceiptNumber(request);
    await withDemoPlate(async () => {
      try {
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

        // Keyboard only: type, then Enter from the receipt field.
        await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
        await page.getByRole('textbox', { name: 'Numero di targa' }).fill('GQ-211-PP');
        await page.getByRole('textbox', { name: receiptField }).fill(receipt);
        await captchaSolved(page);
        await expect(submit).not.toHaveAttribute('aria-disabled');
        await page.keyboard.press('Enter');
        await expect(successHeading(page)).toBeFocused();
        await expect(page.getByRole('main')).toContainText(
          `apri l'e-mail che ti abbiamo inviato all'indirizzo ${email} e conferma l'iscrizione entro 24 ore`,
        );
        await expectNoAxeViolations(page);
        // Not active before the address confirms.
        expect(await alertStatus(request, demoPlate, email)).not.toBe('ACTIVATED');

        // The confirmation e-mail's link: the page confirms only on its button; nobody else
        // received the plate's alerts, so they go to this address now.
        await confirmFromMailbox(page, request, email);
        await expect(page.getByTestId('vehicle-plate')).toContainText(demoPlate);
        await expect(page.getByRole('main')).toContainText(
          `saranno inviate all'indirizzo ${hideEmail(email)}`,
        );
        await expectNoAxeViolations(page);
        // Confirmed by now (the page showed the server's answer): the trip starts after it.
        const start = Date.now() + 100;
        expect(await alertStatus(request, demoPlate, email)).toBe('ACTIVATED');

        // The roadside system feeds a whole trip: exactly one passage e-mail for it.
        const tripEnd = start + (a79WholeRoadEast.length - 1) * gantryStepMs;
        await expect.poll(() => Date.now()).toBeGreaterThan(tripEnd);
        expect(await feedWholeRoad(request, demoPlate, start)).toMatchObject({
          accepted: 6,
          rejected: [],
        });
        const passages = await awaitMessages(request, email, 'alert_passage');
        expect(passages).toHaveLength(1);
        // The same passages again (a roadside retry) tell nothing new.
        expect(await feedWholeRoad(request, demoPlate, start)).toMatchObject({ duplicates: 6 });
        expect(
          (await messagesTo(request, email)).filter((message) => message.kind === 'alert_passage'),
        ).toHaveLength(1);
        const passage = passages[0] as MailboxMessage;

        // Its link opens the plate's lookup, which finds the trip (the seeded one is paid).
        await page.goto(await linkIn(request, passage, '/it/form/payment?'));
        await waitForHydration(page);
        await expect(page.getByRole('textbox', { name: 'Numero di targa' })).toHaveValue(demoPlate);
        await captchaSolved(page);
        await page.getByRole('button', { name: 'Cerca i viaggi' }).click();
        await expect(page).toHaveURL(/\/it\/journeys$/);
        await expect(page.getByTestId('trip-summary-totals')).toContainText(
          `Totale da pagare: ${wholeRoadClass1}`,
        );

        // A mail client's one click (RFC 8058) and the e-mail's visible link both carry the
        // address's signed token.
        expect(passage.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
        const oneClick = /^<(.+)>$/.exec(passage.headers['List-Unsubscribe'] ?? '')?.[1];
        expect(new URL(oneClick ?? 'http://x/').pathname).toBe(
          '/services/v1/customers/unsubscribe/oneClick',
        );
        expect(await linkIn(request, passage, '/it/unsubscribe?')).toContain('token=');

        // The unsubscribe page without a token only e-mails the address a link: nothing stops.
        const seen = await messageIds(request, email);
        await page.goto(`/it/unsubscribe?email=${encodeURIComponent(email)}`);
        await waitForHydration(page);
        await page.getByRole('button', { name: "Conferma l'annullamento" }).click();
        await expect(
          page.getByRole('heading', { level: 2, name: 'Controlla la tua casella di posta' }),
        ).toBeFocused();
        expect(await alertStatus(request, demoPlate, email)).toBe('ACTIVATED');

        // Its link: opening it stops nothing (mail scanners open links); the button does.
        await page.goto(await awaitLink(request, email, ['/it/unsubscribe?', 'token='], seen));
        await waitForHydration(page);
        await expect(page.getByRole('main')).toContainText(`Indirizzo e-mail: ${email}`);
        await expectNoAxeViolations(page);
        expect(await alertStatus(request, demoPlate, email)).toBe('ACTIVATED');
        await page.getByRole('button', { name: "Conferma l'annullamento" }).click();
        await expect(
          page.getByRole('heading', { level: 2, name: "Annullamento dell'iscrizione riuscito" }),
        ).toBeFocused();
        await expect(page.getByText('Non riceverai più avvisi.')).toBeVisible();
        expect(await alertStatus(request, demoPlate, email)).toBe('UNACTIVATED');
      } finally {
        await releaseDemoPlate(request, [email]);
      }
    });
    expect(pageErrors).toEqual([]);
  });

  test('the unsubscribe page: prefilled from its link, disabled while empty, then a link is e-mailed', async ({
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
    // The same answer whether or not the address receives alerts; never "unsubscribed".
    await expect(
      page.getByRole('heading', { level: 2, name: 'Controlla la tua casella di posta' }),
    ).toBeFocused();
    await expect(page.getByRole('main')).toContainText(
      `Se l'indirizzo ${email} riceve notifiche di transito`,
    );
    await expect(page.getByText("Annullamento dell'iscrizione riuscito")).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Torna alla home page' }).click();
    await expect(page).toHaveURL(/\/it\/$/);
    expect(pageErrors).toEqual([]);
  });

  test('a receipt of another vehicle is refused at the receipt field', async ({
    page,
    request,
    pageErrors,
  }) => {
    test.setTimeout(60_000);
    const plate = freshPlate();
    await subscribe(
      page,
      plate,
      `${plate.toLowerCase()}@example.test`,
      await demoReceiptNumber(request),
    );
    const field = page.getByRole('textbox', { name: receiptField });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main')).toContainText(
      'Questo numero non corrisponde a una ricevuta di pagamento per questo veicolo.',
    );
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test('a plate whose alerts go to another address asks "Vuoi continuare?", and moves only when that address lets them go', async ({
    page,
    request,
    pageErrors,
  }) => {
    test.setTimeout(240_000);
    const tag = freshPlate().toLowerCase();
    const first = `${tag}@example.test`;
    const second = `other-${tag}@example.test`;
    const receipt = await demoReceiptNumber(request);
    await withDemoPlate(async () => {
      try {
        await subscribe(page, demoPlate, first, receipt);
        await expect(successHeading(page)).toBeFocused();
        await confirmFromMailbox(page, request, first);
        expect(await alertStatus(request, demoPlate, first)).toBe('ACTIVATED');

        await subscribe(page, demoPlate, second, receipt);
        const dialog = page.getByRole('dialog', { name: 'Vuoi continuare?' });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(hideEmail(first));
        await expect(dialog).toContainText(second);
        await expect(dialog).toContainText(demoPlate);
        await expectNoAxeViolations(page);
        // Escape is "no": back to the form, nothing sent.
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(second);
        expect(await alertStatus(request, demoPlate, first)).toBe('ACTIVATED');

        await page.getByRole('button', { name: 'Iscriviti' }).click();
        await dialog.getByRole('button', { name: 'Sì' }).click();
        await expect(successHeading(page)).toBeFocused();
        await expect(page.getByRole('main')).toContainText(`all'indirizzo ${second}`);

        // Confirmed, the second address waits: the first one is asked, and keeps them meanwhile.
        const firstSeen = await messageIds(request, first);
        await confirmFromMailbox(page, request, second);
        await expect(page.getByRole('main')).toContainText(
          `Le notifiche di questo veicolo arrivano oggi a un altro indirizzo, al quale abbiamo chiesto di cederle: passeranno a ${hideEmail(second)} il `,
        );
        await expectNoAxeViolations(page);
        expect(await alertStatus(request, demoPlate, first)).toBe('ACTIVATED');

        // The first address's e-mail: its page reads the request and decides nothing by itself.
        await page.goto(
          await awaitLink(request, first, ['/it/alert/handover?', 'token='], firstSeen),
        );
        await waitForHydration(page);
        await expect(page.getByTestId('vehicle-plate')).toContainText(demoPlate);
        await expect(page.getByRole('main')).toContainText(hideEmail(second));
        const keep = page.getByRole('button', { name: 'Tengo le mie notifiche' });
        await expect(keep).toBeVisible();
        await expectNoAxeViolations(page);
        expect(await alertStatus(request, demoPlate, first)).toBe('ACTIVATED');

        await page.getByRole('button', { name: 'Lasciale passare ora' }).click();
        await expect(
          page.getByRole('heading', { level: 2, name: 'Notifiche trasferite' }),
        ).toBeFocused();
        await expect(keep).toHaveCount(0);
        expect(await alertStatus(request, demoPlate, second)).toBe('ACTIVATED');
        expect(await alertStatus(request, demoPlate, first)).toBe('ACTIVATED_ANOTHER_EMAIL');
        await expectNoAxeViolations(page);
      } finally {
        await releaseDemoPlate(request, [first, second]);
      }
    });
    expect(pageErrors).toEqual([]);
  });
});
