import type { Page } from '@playwright/test';
import {
  addVirtualAuthenticator,
  enrolFromLink,
  horizontalOverflow,
  receiptsTo,
} from './console-helpers.ts';
import { consolePeople } from './console-people.ts';
import type { ConsoleServer } from './console-server.ts';
import { consoleServerFor } from './console-shared.ts';
import { expect, expectNoAxeViolations, phoneAndDesk, test } from './fixtures.ts';

// The support desk in a real browser (issue 28 item 7): an agent (made by
// `staff:invite --role agent`, on the console specs' shared server) enrols a passkey, finds a vehicle by the case number of
// a non-payment finding, reads its timeline, re-sends the receipt of a paid plate's payment (the
// e-mail lands in the dev mailbox), and is refused the staff page. The vehicles are the demo
// seed's (README "Demo plates"), made at the server's start through the roadside ingestion, the
// back office's case import and the payment settlement: GC-121-CN's CNP case CNP-DEMO-000001, and
// GQ-211-PP's trip paid by card with its receipt sent to demo.payer@example.org.

const [agent] = consolePeople.desk;
const demoPayer = 'demo.payer@example.org';
let server: ConsoleServer;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ locale: 'fr-FR' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await consoleServerFor('desk', Number(process.env.E2E_CONSOLE_DESK_PORT ?? 8191));
});
test.afterAll(async () => {
  await server?.stop();
});

/** Axe at the page's size now, then nothing scrolls sideways on a phone nor on a desk. */
async function expectReadableEverywhere(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  for (const size of phoneAndDesk) {
    await page.setViewportSize(size);
    expect(await horizontalOverflow(page), `overflow at ${size.width}px`).toBeLessThanOrEqual(0);
  }
}

test('an agent finds a vehicle by its notice, reads its timeline, re-sends a receipt, and may not manage staff', async ({
  page,
  request,
}) => {
  await addVirtualAuthenticator(page);
  await page.setViewportSize(phoneAndDesk[1]);
  await enrolFromLink(page, server, agent, 'poste du support');

  // The search, from the navigation; nothing is asked before something is typed.
  const navigation = page.getByRole('navigation', { name: 'Sections de la console' });
  await expect(navigation.getByRole('link', { name: 'Équipe' })).toHaveCount(0);
  await navigation.getByRole('link', { name: 'Recherche' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeFocused();
  await expect(page.getByText('Saisissez une plaque, un numéro d’avis')).toBeVisible();

  // By the case number of a non-payment finding, typed as a caller reads it.
  const box = page.getByRole('searchbox', { name: /^Plaque, numéro d’avis/ });
  await box.fill('cnp-demo-000001');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/operator\/search\?q=cnp-demo-000001$/);
  const found = page.getByRole('link', { name: 'GC121CN (FR)' });
  await expect(found).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pourquoi il correspond' })).toContainText(
    'Avis ou PV',
  );
  await expectReadableEverywhere(page);

  // Its timeline: the finding with its price and indemnity in euros.
  await found.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Véhicule GC121CN (FR)' }),
  ).toBeFocused();
  const trips = page.getByRole('region', { name: /^Trajets/ });
  await expect(trips.getByText('constat de non-paiement').first()).toBeVisible();
  await expect(trips.getByText('CNP-DEMO-000001')).toBeVisible();
  await expect(trips.getByText('4,20 €').first()).toBeVisible();
  await expect(trips.getByText('10,00 €').first()).toBeVisible();
  // An imported case has no roadside passage and nothing paid yet: each kind says so.
  await expect(page.getByRole('region', { name: 'Passages (0)' })).toContainText('Aucun.');
  await expect(page.getByRole('region', { name: 'Paiements (0)' })).toBeVisible();
  await expectReadableEverywhere(page);

  // The paid plate: its payment, the PSP's notification, and the receipt sent again.
  await page.getByRole('link', { name: 'Retour à la recherche' }).click();
  await page.getByRole('searchbox', { name: /^Plaque, numéro d’avis/ }).fill('GQ-211-PP');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('link', { name: 'GQ211PP (FR)' }).click();
  const payments = page.getByRole('region', { name: /^Paiements/ });
  await expect(payments.getByText('réussi')).toBeVisible();
  await expect(payments.getByText(demoPayer)).toBeVisible();
  const before = await receiptsTo(request, server.origin, demoPayer);
  const mails = page.getByRole('region', { name: /^E-mails envoyés/ }).getByText('payment_receipt');
  const mailsBefore = await mails.count();
  await payments.getByRole('button', { name: /^Renvoyer le reçu du paiement / }).click();
  const dialog = page.getByRole('dialog', { name: /^Renvoyer le reçu du paiement / });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  // The reason is required: the browser keeps the dialog open and sends nothing without one.
  await dialog.getByRole('button', { name: 'Renvoyer', exact: true }).click();
  await expect(dialog).toBeVisible();
  expect(
    await dialog
      .getByLabel('Motif')
      .evaluate((field) => (field as HTMLTextAreaElement).validity.valueMissing),
  ).toBe(true);
  await dialog.getByLabel('Motif').fill('Le client n’a pas reçu son reçu (appel du 29/11).');
  await dialog.getByRole('button', { name: 'Renvoyer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `est envoyé à ${demoPayer}.` }),
  ).toBeVisible();
  await expect
    .poll(() => receiptsTo(request, server.origin, demoPayer), {
      timeout: 30_000,
      intervals: [500, 1000],
    })
    .toBe(before + 1);
  // The timeline was read again: the new e-mail is in it.
  await expect(mails).toHaveCount(mailsBefore + 1);
  await expectReadableEverywhere(page);

  // Not the staff page.
  await page.goto(`${server.origin}/operator/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByText('Vos rôles ne permettent pas d’ouvrir cette page.')).toBeVisible();
});
