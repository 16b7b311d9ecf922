import { freshEmail, signedInCustomer } from './account-helpers.ts';
import { addVirtualAuthenticator } from './console-helpers.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

// A customer's passkey in a real browser (issue 28 item 12), Chromium's virtual authenticator
// standing for the phone. WebAuthn wants a secure context and a host name: the shared server is
// reached as http://localhost:<port> (its default public origin; the demo lists localhost).

const origin = `http://localhost:${process.env.E2E_PORT ?? 8187}`;

test('a customer adds a passkey in the profile, signs out, signs in with it, and removes it', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  void pageErrors;
  const email = freshEmail('passkey');
  await signedInCustomer(request, email);
  await addVirtualAuthenticator(page);

  await page.goto(`${origin}/it/account/login`);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Password/).fill('Pass-word1');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/it\/account\/profile$/, { timeout: 20_000 });

  const passkeys = page.getByRole('region', { name: 'Passkey' });
  await expect(passkeys.getByText('Ancora nessuna passkey.')).toBeVisible();
  await passkeys.getByRole('textbox', { name: /^Nome della nuova passkey/ }).fill('Chromium');
  // By keyboard: Enter in the field sends the form.
  await page.keyboard.press('Enter');
  await expect(passkeys.getByRole('status')).toHaveText('Passkey aggiunta.');
  await expect(passkeys.getByText('Chromium', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/it\/?$/);

  await page.goto(`${origin}/it/account/login`);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Accedi con una passkey' }).click();
  await expect(page).toHaveURL(/\/it\/account\/profile$/, { timeout: 20_000 });
  await expect(passkeys.getByText(/ultimo uso il/)).toBeVisible();

  await passkeys.getByRole('button', { name: 'Rimuovi la passkey Chromium' }).click();
  await passkeys.getByRole('button', { name: 'Sì, rimuovi' }).click();
  await expect(passkeys.getByText('Ancora nessuna passkey.')).toBeVisible();
});
