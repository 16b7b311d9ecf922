import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';
import { fleetCsv, invitedRenter, renterPassword as password } from './renter-helpers.ts';
import { layoutWidths } from './layout-data.ts';

// Issue 25 "Done when", the web part: the operator invites a renter through its API, the code and
// the link come from the dev mailbox, the renter activates with a 12-character password, imports a
// fleet file with one bad row (the row report), fixes it and imports it, sees the fleet's trips,
// closes a vehicle; at 390 and 1280 px, axe clean on every page and dialog.

async function importFile(page: Page, name: string, content: Buffer) {
  await page
    .getByLabel('File da importare')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: content });
  await page.getByRole('button', { name: 'Importa', exact: true }).click();
}

test.describe('renters area (issue 25)', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  for (const width of layoutWidths) {
    test(`invited, activated, fleet imported and closed, trips seen at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const renter = await invitedRenter(request);
      const suffix = String(Date.now()).slice(-5);
      const plates = [`RA${suffix}A`, `RB${suffix}B`];

      // The top bar's "Area affittuari" (in the menu panel below 480 px) leads to the sign-in.
      await page.goto('/it/');
      await waitForHydration(page);
      if (width < 480) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('link', { name: 'Area affittuari' }).first().click();
      await expect(page).toHaveURL(/\/it\/renters\/login$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "Accedi all'area affittuari",
      );
      await expectNoAxeViolations(page);

      // Activation with the e-mailed code and a 12-character password.
      await page.goto(`/it/renters/activate?id=${renter.id}`);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await page.getByRole('textbox', { name: 'Codice di attivazione' }).fill(renter.code);
      await page
        .getByLabel(/^Password/)
        .first()
        .fill(password);
      await page.getByLabel(/^Conferma la nuova password/).fill(password);
      await page.getByRole('button', { name: "Attiva l'account" }).click();
      await expect(page).toHaveURL(/\/it\/renters\/profile$/);
      await expect(page.getByText('Noleggi E2E S.r.l.')).toBeVisible();
      await expect(page.getByText('IT01234567890')).toBeVisible();
      await expectNoAxeViolations(page);

      // The fleet: a file with one bad row is refused with its report, the fixed one imported.
      await page.goto('/it/renters/vehicles');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elenco dei veicoli');
      await importFile(
        page,
        'flotta.csv',
        fleetCsv([`IT;${plates[0]};01/01/2025;`, `IT;${plates[1]};31/02/2025;`]),
      );
      const report = page.getByRole('table', { name: 'Le righe rifiutate e il motivo' });
      await expect(report).toBeVisible();
      await expect(report.getByRole('row').nth(1)).toContainText('3');
      await expect(report.getByRole('row').nth(1)).toContainText(plates[1] as string);
      await expectNoAxeViolations(page);
      await importFile(
        page,
        'flotta.csv',
        fleetCsv([`IT;${plates[0]};01/01/2025;`, `IT;${plates[1]};28/02/2025;`]),
      );
      await expect(
        page.getByText(/Importazione riuscita: 2 righe, 2 veicoli aggiunti/),
      ).toBeVisible();
      const fleet = page.getByRole('table', { name: 'I veicoli della flotta' });
      await expect(fleet.getByText(plates[0] as string, { exact: true })).toBeVisible();

      // The add dialog, checked by axe, then closed; a vehicle leaves the fleet.
      await page.getByRole('button', { name: 'Aggiungi un veicolo' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Annulla' }).click();
      await page.getByRole('button', { name: `Chiudi ${plates[1]}` }).click();
      const closure = page.getByRole('dialog', { name: 'Chiusura del veicolo' });
      await expect(closure).toBeVisible();
      await expectNoAxeViolations(page);
      await closure.getByRole('button', { name: 'Chiudi il veicolo' }).click();
      await expect(closure).toBeHidden();
      await page.getByRole('combobox', { name: 'Veicoli' }).selectOption('closed');
      await expect(fleet.getByText(plates[1] as string, { exact: true })).toBeVisible();

      // The fleet's trips and notices: the lists, usable at this width, axe clean.
      for (const [path, title] of [
        ['renters/travels', 'Elenco dei percorsi'],
        ['renters/paymentNotice', 'Elenco degli avvisi di pagamento'],
      ] as const) {
        await page.goto(`/it/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.getByText(/Pagina 1 di/)).toBeVisible();
        await expectNoAxeViolations(page);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      // Nothing wider than the screen: the lists' rows are cards on a phone.
      expect(overflow).toBeLessThanOrEqual(0);

      // Signed in as a renter, the customers' pages lead back to the rental information.
      await page.goto('/it/journeys');
      await expect(page).toHaveURL(/\/it\/renters\/profile$/);
    });
  }
});
