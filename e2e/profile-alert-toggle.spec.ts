import type { APIRequestContext, Page } from '@playwright/test';
import { hideEmail, type RegisteredPlateList, type TokenResponse } from '@portico/contract';
import { freshEmail, mailedKinds, signedInCustomer } from './account-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';
import { freshPlate } from './payment-helpers.ts';

// Issue 12 item 9, spec 000 "Alert toggle": on the profile, switching a vehicle's "Notifica Info
// transito" on while another account's address receives the plate's alerts opens the
// reassignment dialog; "No" (Escape) leaves it off, "Sì" moves the alerts to this account at once
// and the other address is told. The real server, database and dev mailbox.

const authorization = (token: TokenResponse) => ({ authorization: `Bearer ${token.accessToken}` });

/** Adds the plate to the customer's vehicles through the API; answers its id. */
async function addPlate(request: APIRequestContext, token: TokenResponse, plate: string) {
  const added = await request.post('/services/v1/users/me/plates', {
    headers: authorization(token),
    data: { countryCode: 'FR', numberPlate: plate },
  });
  expect(added.status(), await added.text()).toBe(201);
  const [row] = (await added.json()) as RegisteredPlateList;
  return row?.id ?? 0;
}

async function alertStatus(request: APIRequestContext, plate: string, email: string) {
  const response = await request.get('/services/v1/customers', {
    params: { countryCode: 'FR', plate, email },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { alertStatus: string }).alertStatus;
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

test('the profile\u2019s alert toggle asks "Vuoi continuare?" when another address has the plate\u2019s alerts', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(120_000);
  const plate = freshPlate();
  const firstEmail = freshEmail('first');
  const first = await signedInCustomer(request, firstEmail);
  const firstPlate = await addPlate(request, first, plate);
  const on = await request.patch(`/services/v1/users/me/plates/${firstPlate}`, {
    headers: authorization(first),
    data: { emailNotifications: true },
  });
  expect(on.status(), await on.text()).toBe(200);
  expect(await alertStatus(request, plate, firstEmail)).toBe('ACTIVATED');

  const secondEmail = freshEmail('second');
  const second = await signedInCustomer(request, secondEmail);
  await addPlate(request, second, plate);
  await withConsentGiven(page);
  await withCustomerToken(page, second);
  await page.goto('/it/account/profile');
  await waitForHydration(page);

  const toggle = page.getByRole('switch', { name: 'Notifica Info transito (Info Passage)' });
  await expect(toggle).not.toBeChecked({ timeout: 30_000 });
  await toggle.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Vuoi continuare?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(plate);
  await expect(dialog).toContainText(hideEmail(firstEmail));
  await expect(dialog).toContainText(secondEmail);
  await expectNoAxeViolations(page);

  // Escape is "No": the toggle stays off, focused, and the alerts stay with the first address.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeFocused();
  expect(await alertStatus(request, plate, firstEmail)).toBe('ACTIVATED');

  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Sì' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeChecked();
  expect(await alertStatus(request, plate, secondEmail)).toBe('ACTIVATED');
  expect(await alertStatus(request, plate, firstEmail)).toBe('ACTIVATED_ANOTHER_EMAIL');
  await expect
    .poll(() => mailedKinds(request, firstEmail), { timeout: 30_000 })
    .toContain('alert_moved');
  await expectNoAxeViolations(page);

  // Read back from the server: still on.
  await page.reload();
  await waitForHydration(page);
  await expect(toggle).toBeChecked({ timeout: 30_000 });
  expect(pageErrors).toEqual([]);
});
