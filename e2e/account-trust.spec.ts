import { readFile } from 'node:fs/promises';
import { freshEmail, proveVehicle, signIn, signedInCustomer } from './account-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';
import {
  billingFor,
  feedWholeRoadTrip,
  freshPlate,
  payByBankCard,
  payOnSimulator,
  wholeRoadClass1,
} from './payment-helpers.ts';
import { pdfText } from '../apps/server/test/helpers/pdf-text.ts';

// Issue 26 item 10, on the real server in real Chromium at a phone's and a laptop's size: the
// account area keeps the success page's promise (the receipts stay there), a receipt is only its
// owner's, adding one's own plate again says so, the terms are one click from their checkbox,
// the delete dialog says what goes and what stays, and sign-out and deletion say what happened.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('payments with their receipts, own plate twice, terms link, delete dialog, sign-out and deletion messages', async ({
      page,
      request,
      pageErrors,
    }) => {
      test.setTimeout(240_000);
      const shot = (name: string) =>
        page.screenshot({
          path: `/tmp/customer-area-${name}-${viewport.width}.png`,
          fullPage: true,
        });
      const plate = freshPlate();
      const email = freshEmail('trust');
      const password = 'Pass-word1';

      // The terms are read from beside their checkbox, in a new tab.
      await withConsentGiven(page);
      await page.goto('/it/account/register');
      await waitForHydration(page);
      const termsLink = page.getByRole('link', {
        name: 'Leggi le condizioni generali di utilizzo (si apre in una nuova scheda)',
      });
      await expect(termsLink).toHaveAttribute('target', '_blank');
      const opening = page.context().waitForEvent('page');
      await termsLink.click();
      const terms = await opening;
      await terms.waitForLoadState();
      await expect(terms).toHaveURL(/\/it\/.*terms-of-use/);
      await expect(terms.getByRole('heading', { level: 1 })).toBeVisible();
      await terms.close();
      await shot('register');
      await expectNoAxeViolations(page);

      // A customer with a proved vehicle and a trip of it, paid from the account.
      const customer = await signedInCustomer(request, email, password);
      const added = await request.post('/services/v1/users/me/plates', {
        headers: { authorization: `Bearer ${customer.accessToken}` },
        data: { countryCode: 'FR', numberPlate: plate },
      });
      expect(added.status(), await added.text()).toBe(201);
      await proveVehicle(request, plate, email);
      await feedWholeRoadTrip(request, plate);
      await signIn(page, email, password);
      await expect(page).toHaveURL(/\/it\/account\/profile$/, { timeout: 30_000 });
      await expect(
        page.getByText('Non hai ancora fatto nessun pagamento dal tuo account.'),
      ).toBeVisible();
      await page.goto('/it/travels');
      await waitForHydration(page);
      await expect(page.getByTestId('vehicle-plate')).toHaveText(`Targa ${plate} (Francia)`, {
        timeout: 30_000,
      });
      await page.getByRole('main').getByRole('button', { name: 'Paga', exact: true }).click();
      await expect(page).toHaveURL(/\/it\/payment$/);
      await payByBankCard(page, billingFor(plate));
      await payOnSimulator(page, '4012001037141112');
      await expect(page).toHaveURL(/\/it\/payment\/success$/, { timeout: 20_000 });

      // The area lists it, and its receipt downloads.
      await page.goto('/it/account/profile');
      await waitForHydration(page);
      const history = page.getByRole('region', { name: 'I tuoi pagamenti e le ricevute' });
      const paid = history.getByRole('listitem').first();
      await expect(paid).toContainText(wholeRoadClass1);
      await expect(paid).toContainText('Carta bancaria');
      await expect(paid).toContainText(`${plate} · 1 viaggio`);
      await expect(paid).toContainText('Pagato');
      await paid.scrollIntoViewIfNeeded();
      await shot('payments');
      await expectNoAxeViolations(page);
      const downloading = page.waitForEvent('download');
      await paid.getByRole('button', { name: /^Scarica la ricevuta / }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/-R-\d{4}-\d{6}\.pdf$/);
      const text = await pdfText(await readFile(await download.path()));
      expect(text).toContain(plate);

      // Another account cannot have it: 404, as for a payment that does not exist.
      const list = await request.get('/services/v1/users/me/payments', {
        headers: { authorization: `Bearer ${customer.accessToken}` },
      });
      const [own] = ((await list.json()) as { data: { reference: string }[] }).data;
      expect(own).toBeDefined();
      const stranger = await signedInCustomer(request);
      const refused = await request.get(
        `/services/v1/users/me/payments/${own?.reference ?? ''}/receipt`,
        { headers: { authorization: `Bearer ${stranger.accessToken}` } },
      );
      expect(refused.status()).toBe(404);

      // Adding the vehicle again: it is said to be on the account, no ownership warning.
      await page.getByRole('button', { name: 'Aggiungi un veicolo' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Aggiungi un veicolo' });
      await addDialog.getByRole('textbox', { name: 'Numero di targa' }).fill(plate);
      await addDialog.getByRole('button', { name: 'Aggiungi' }).click();
      await expect(addDialog.getByRole('alert')).toHaveText(
        'Errore: Questa targa è già associata al tuo account.',
      );
      await expect(page.getByRole('dialog', { name: 'Veicolo già registrato' })).toHaveCount(0);
      await shot('own-plate');
      await expectNoAxeViolations(page);
      await addDialog.getByRole('button', { name: 'Annulla' }).click();

      // Signing out says so on home.
      await page.getByRole('button', { name: 'Esci' }).click();
      await expect(page).toHaveURL(/\/it\/$/);
      await expect(
        page.getByRole('status').filter({ hasText: 'Disconnessione effettuata' }),
      ).toBeVisible();
      await shot('signed-out');
      await expectNoAxeViolations(page);

      // The delete dialog says what goes and what stays; the deletion says it happened.
      await signIn(page, email, password);
      await expect(page).toHaveURL(/\/it\/account\/profile$/, { timeout: 30_000 });
      await page.getByRole('button', { name: "Elimina l'account" }).click();
      const confirmDelete = page.getByRole('alertdialog', { name: "Elimina l'account" });
      await expect(confirmDelete).toContainText(
        'Verranno eliminati: il tuo account e i tuoi dati personali, i veicoli registrati e le notifiche di transito',
      );
      await expect(confirmDelete).toContainText(
        'Verranno conservati, come richiede la legge per la contabilità: i tuoi pagamenti e le relative ricevute',
      );
      await shot('delete-dialog');
      await expectNoAxeViolations(page);
      await confirmDelete.getByRole('button', { name: 'Sì' }).click();
      await expect(page).toHaveURL(/\/it\/$/);
      await expect(
        page.getByRole('status').filter({ hasText: 'Il tuo account è stato eliminato' }),
      ).toBeVisible();
      await shot('deleted');
      await expectNoAxeViolations(page);
      expect(pageErrors).toEqual([]);
    });
  });
}
