import type { APIRequestContext, Page } from '@playwright/test';
import { hideEmail, type RegisteredPlateList, type TokenResponse } from '@portico/contract';
import { freshEmail, signedInCustomer } from './account-helpers.ts';
import { alertStatus, awaitLink, messageIds } from './alert-helpers.ts';
import { demoPlate, demoReceiptNumber, releaseDemoPlate, withDemoPlate } from './demo-plate.ts';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';

// Issue 12 item 9, spec 000 "Alert toggle", and issue 24 item 6: on the profile, a vehicle shows
// its toggle only once proven with a receipt of a payment for it (the demo's paid plate,
// demo-plate.ts), which the verify dialog takes or looks for; switching it on while another
// account's address receives the plate's alerts opens the reassignment dialog; "No" (Escape)
// leaves it off, "Sì" asks that address, and the alerts move once it lets them go. The real
// server, database and dev mailbox.

const authorization = (token: TokenResponse) => ({ authorization: `Bearer ${token.accessToken}` });

/** Adds the plate to the customer's vehicles through the API; answers its id. */
async function addPlate(request: APIRequestContext, token: TokenResponse, plate: string) {
  const added = await request.post('/services/v1/users/me/plates', {
    headers: authorization(token),
    data: { countryCode: 'FR', numberPlate: plate },
  });
  expect(added.status(), await added.text()).toBe(201);
  const rows = (await added.json()) as RegisteredPlateList;
  return rows.find((row) => row.numberPlate === plate)?.id ?? 0;
}

/** Stores the sign-in as the login page would, once (before the page's scripts run). */
async function withCustomerToken(page: Page, token: TokenResponse): Promise<void> {
  await page.addInitScript(
    (stored) => {
      if (sessionStorage.getItem('e2e-token-set')) return;
      sessionStorage.setItem('e2e-token-set', '1');
      localStorage.setItem('spiritUserToken', stored);
    },
    JSON.stringify({
      ...token,
      expirationDate: new Date(Date.now() + 3_600_000).toISOString(),
      accountType: 'customer',
    }),
  );
}

test('the profile verifies a vehicle, then its alert toggle asks "Vuoi continuare?" and waits for the address receiving them', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(240_000);
  const receipt = await demoReceiptNumber(request);
  const firstEmail = freshEmail('first');
  const secondEmail = freshEmail('second');
  await withDemoPlate(async () => {
    try {
      const first = await signedInCustomer(request, firstEmail);
      const firstPlate = await addPlate(request, first, demoPlate);
      const proven = await request.post(`/services/v1/users/me/plates/${firstPlate}/proof`, {
        headers: authorization(first),
        data: { receiptNumber: receipt },
      });
      expect(proven.status(), await proven.text()).toBe(200);
      const on = await request.patch(`/services/v1/users/me/plates/${firstPlate}`, {
        headers: authorization(first),
        data: { emailNotifications: true },
      });
      expect(on.status(), await on.text()).toBe(200);
      expect(await alertStatus(request, demoPlate, firstEmail)).toBe('ACTIVATED');

      const second = await signedInCustomer(request, secondEmail);
      await addPlate(request, second, demoPlate);
      await withConsentGiven(page);
      await withCustomerToken(page, second);
      await page.goto('/it/account/profile');
      await waitForHydration(page);

      // Not proven: no toggle, the reason and "Verifica".
      const verify = page.getByRole('button', { name: `Verifica il veicolo ${demoPlate}` });
      await expect(verify).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Non verificato.')).toBeVisible();
      const toggle = page.getByRole('switch', { name: 'Notifica Info transito (Info Passage)' });
      await expect(toggle).toHaveCount(0);
      await verify.click();
      const proof = page.getByRole('dialog', { name: 'Verifica il veicolo' });
      await expect(proof).toBeVisible();
      await expectNoAxeViolations(page);
      // Left empty: this account paid nothing for it, so the number is asked for.
      const receiptBox = proof.getByRole('textbox', { name: 'Numero di ricevuta (facoltativo)' });
      await proof.getByRole('button', { name: 'Verifica' }).click();
      await expect(receiptBox).toBeFocused();
      await expect(proof).toContainText('Non abbiamo trovato un pagamento per questo veicolo');
      await receiptBox.fill(receipt);
      await receiptBox.press('Enter');
      await expect(proof).toBeHidden();
      await expect(page.getByText(`Il veicolo ${demoPlate} è verificato.`)).toBeVisible();

      await expect(toggle).not.toBeChecked();
      await toggle.focus();
      await page.keyboard.press('Space');
      const dialog = page.getByRole('dialog', { name: 'Vuoi continuare?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(demoPlate);
      await expect(dialog).toContainText(hideEmail(firstEmail));
      await expect(dialog).toContainText(secondEmail);
      await expectNoAxeViolations(page);

      // Escape is "No": the toggle stays off, focused, and the alerts stay with the first address.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toBeFocused();
      expect(await alertStatus(request, demoPlate, firstEmail)).toBe('ACTIVATED');

      // "Sì": the first address is asked; until it answers (or its notice ends) nothing moves.
      const firstSeen = await messageIds(request, firstEmail);
      await page.keyboard.press('Space');
      await dialog.getByRole('button', { name: 'Sì' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByText('Richiesta inviata: le notifiche passeranno al tuo indirizzo il '),
      ).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await alertStatus(request, demoPlate, firstEmail)).toBe('ACTIVATED');
      expect(await alertStatus(request, demoPlate, secondEmail)).not.toBe('ACTIVATED');
      await expectNoAxeViolations(page);

      // The first address lets them go from its e-mail's page.
      const handover = await awaitLink(
        request,
        firstEmail,
        ['/it/alert/handover?', 'token='],
        firstSeen,
      );
      const other = await page.context().newPage();
      await other.goto(handover);
      await waitForHydration(other);
      await other.getByRole('button', { name: 'Lasciale passare ora' }).click();
      await expect(
        other.getByRole('heading', { level: 2, name: 'Notifiche trasferite' }),
      ).toBeFocused();
      await other.close();
      expect(await alertStatus(request, demoPlate, secondEmail)).toBe('ACTIVATED');
      expect(await alertStatus(request, demoPlate, firstEmail)).toBe('ACTIVATED_ANOTHER_EMAIL');

      // Read back from the server: on, with no request waiting.
      await page.reload();
      await waitForHydration(page);
      await expect(toggle).toBeChecked({ timeout: 30_000 });
      await expect(page.getByText(/^Richiesta inviata/)).toHaveCount(0);
    } finally {
      await releaseDemoPlate(request, [firstEmail, secondEmail]);
    }
  });
  expect(pageErrors).toEqual([]);
});
