import { mailedCode } from './account-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';

// Issue 12 item 9: the first account pages against the real server: rendered by it, hydrated
// without a mismatch, clean for axe; a driver registers, activates with the e-mailed code and
// signs in again with the keyboard alone. The captcha is the browser widget's.

const pages = [
  ['account/login', 'Accedi'],
  ['account/register', 'Crea un account'],
  ['account/activate', 'Attiva il tuo account'],
  ['account/changePassword', 'Password dimenticata'],
] as const;

for (const [path, title] of pages) {
  test(`/it/${path} is rendered by the server, hydrates and passes axe`, async ({
    page,
    request,
    pageErrors,
  }) => {
    const html = await (
      await request.get(`/it/${path}`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain(title);
    await withConsentGiven(page);
    await page.goto(`/it/${path}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });
}

test('/it/account/login shows the white-label\u2019s presentation beside the form: title, text and picture', async ({
  page,
  request,
}) => {
  // GET /whitelabels/authentication-page?type=user, the demo's customers' page in Italian: the
  // server paints it (its text in an element, not only in the page data).
  const html = await (
    await request.get('/it/account/login', { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toMatch(/>Con un account ritrovi in un unico posto/);
  await withConsentGiven(page);
  await page.goto('/it/account/login');
  const presentation = page.getByRole('region', { name: 'La tua area clienti' });
  await expect(presentation.getByRole('heading', { level: 2 })).toHaveText('La tua area clienti');
  await expect(
    presentation.getByText(
      'Con un account ritrovi in un unico posto i viaggi di tutti i tuoi veicoli sull\u2019A79',
      { exact: false },
    ),
  ).toBeVisible();
  const picture = presentation.getByRole('img', {
    name: 'Un account cliente con l\u2019elenco dei suoi veicoli registrati',
  });
  await expect(picture).toHaveAttribute('src', '/media/a79/account.svg');
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test('a driver registers, activates with the e-mailed code, then signs in with the keyboard', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const email = `pages.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`;
  const password = 'Pass-word1';
  await withConsentGiven(page);
  await page.goto('/it/account/register');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await page.getByRole('textbox', { name: 'Cognome' }).fill('Rossi');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('checkbox', { name: 'Accetto le condizioni generali di utilizzo' }).check();
  await page.getByRole('button', { name: "Crea l'account" }).click();

  await expect(page).toHaveURL(/\/it\/account\/activate\?id=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await page
    .getByRole('textbox', { name: 'Codice di attivazione' })
    .fill(await mailedCode(request, email, 'account_activation'));
  await page.getByRole('button', { name: "Attiva l'account" }).click();
  // Signed in as a customer: the profile.
  await expect(page).toHaveURL(/\/it\/account\/profile$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Area clienti' })).toBeVisible();

  await page.evaluate(() => localStorage.removeItem('spiritUserToken'));
  await page.goto('/it/account/login');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'E-mail' }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/account\/profile$/, { timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Area clienti' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a driver who forgot the password gets a code and sets a new one, then signs in with it', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const email = `reset.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`;
  await withConsentGiven(page);
  await page.goto('/it/account/register');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Luca');
  await page.getByRole('textbox', { name: 'Cognome' }).fill('Bianchi');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Password/).fill('Vecchia-pass1');
  await page.getByRole('checkbox', { name: 'Accetto le condizioni generali di utilizzo' }).check();
  await page.getByRole('button', { name: "Crea l'account" }).click();
  await expect(page).toHaveURL(/\/it\/account\/activate\?id=/, { timeout: 30_000 });
  await page
    .getByRole('textbox', { name: 'Codice di attivazione' })
    .fill(await mailedCode(request, email, 'account_activation'));
  await page.getByRole('button', { name: "Attiva l'account" }).click();
  await expect(page).toHaveURL(/\/it\/account\/profile$/);
  await page.evaluate(() => localStorage.removeItem('spiritUserToken'));

  await page.goto('/it/account/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password dimenticata' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Invia il codice' }).click();
  const code = page.getByRole('textbox', { name: 'Codice ricevuto per e-mail' });
  await expect(code).toBeFocused({ timeout: 30_000 });
  await code.fill(await mailedCode(request, email, 'account_password_reset'));
  await page.getByLabel(/^Nuova password/).fill('Nuova-pass1');
  await page.getByLabel(/^Conferma la nuova password/).fill('Nuova-pass1');
  await page.getByRole('button', { name: 'Cambia la password' }).click();
  await expect(page.getByText('La password è stata cambiata.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Accedi' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Password/).fill('Nuova-pass1');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Area clienti' })).toBeVisible({
    timeout: 30_000,
  });
  expect(pageErrors).toEqual([]);
});

test('the demo customer signs in to the profile, which passes axe; reloaded it hydrates without a mismatch; Esci leads home signed out', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(90_000);
  const title = "Benvenuto nell'area clienti";
  // The server paints the frame with the title (it has no token), the browser the profile.
  const html = await (
    await request.get('/it/account/profile', { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain('Benvenuto nell&#x27;area clienti');
  await withConsentGiven(page);
  await page.goto('/it/account/login');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('cliente.demo@aliae.example');
  await page.getByLabel(/^Password/).fill('Demo-cliente1');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/it\/account\/profile$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('cliente.demo@aliae.example')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Veicoli registrati' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Loaded from the server: its frame hydrates without a mismatch, then the profile shows.
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) {
      mismatches.push(message.text());
    }
  });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('cliente.demo@aliae.example')).toBeVisible();
  expect(mismatches).toEqual([]);
  await page.getByRole('button', { name: 'Esci' }).click();
  await expect(page).toHaveURL(/\/it\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
