import { addVirtualAuthenticator, horizontalOverflow } from './console-helpers.ts';
import { consolePeople } from './console-people.ts';
import type { ConsoleServer } from './console-server.ts';
import { consoleServerFor } from './console-shared.ts';
import { expect, expectNoAxeViolations, phoneAndDesk, test } from './fixtures.ts';

// The operator console's passkeys in a real browser (issue 28 item 11): the first admin made by
// `npm run staff:invite`, Chromium's virtual authenticator standing for the person's device.

const [admin] = consolePeople.passkeys;
let server: ConsoleServer;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ locale: 'fr-FR' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await consoleServerFor('passkeys', Number(process.env.E2E_CONSOLE_PORT ?? 8189));
});
test.afterAll(async () => {
  await server?.stop();
});

test('the first admin enrols a passkey, signs out, signs in again by keyboard; the link works once', async ({
  page,
  pageErrors,
}) => {
  void pageErrors;
  await addVirtualAuthenticator(page);
  const desk = phoneAndDesk[1];
  await page.setViewportSize(desk);

  await page.goto(`${server.origin}${server.enrolmentPath}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Créer votre clé d’accès' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Nom de la clé d’accès').fill('ordinateur portable du bureau');
  await page.getByRole('button', { name: 'Créer la clé d’accès' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: `Bienvenue, ${admin.name}` }),
  ).toBeVisible();
  if (process.env.CONSOLE_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.CONSOLE_SCREENSHOTS}/home-1280.png` });
  }
  expect(new URL(page.url()).hash).toBe('');
  expect(new URL(page.url()).pathname).toMatch(/^\/operator\/?$/);
  await expect(page.getByText(`Connecté : ${admin.name}`)).toBeVisible();
  await expect(page.getByText('Rôles : administration')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sections de la console' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The session is over: the home sends back to the sign-in page.
  await page.goto(`${server.origin}/operator/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();

  // Keyboard only: the page's title has the focus, the next Tab is the button, Enter signs in.
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeFocused();
  await page.keyboard.press('Tab');
  const signIn = page.getByRole('button', { name: 'Se connecter avec une clé d’accès' });
  await expect(signIn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: `Bienvenue, ${admin.name}` }),
  ).toBeVisible();

  // The signed-in shell fits a phone: its header wraps, nothing scrolls sideways.
  await page.setViewportSize(phoneAndDesk[0]);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  if (process.env.CONSOLE_SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.CONSOLE_SCREENSHOTS}/home-390.png` });
  }

  // The enrolment link was used up: a second enrolment with it is refused, said in the page.
  await page.goto(`${server.origin}${server.enrolmentPath}`);
  await page.getByLabel('Nom de la clé d’accès').fill('téléphone');
  await page.getByRole('button', { name: 'Créer la clé d’accès' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Ce lien d’invitation est inconnu, déjà utilisé ou expiré.',
  );
});

test('the sign-in page fits a phone, in the language the person picks', async ({
  page,
  pageErrors,
}) => {
  void pageErrors;
  await page.setViewportSize(phoneAndDesk[0]);
  await page.goto(`${server.origin}/operator/sign-in`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await page.getByLabel('Langue').selectOption('en');
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);
});
