import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { startConsoleServer, type ConsoleServer } from './console-server.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { type IdentityProvider, startIdentityProvider } from './identity-provider.ts';

// Issue 28 items 2 and 3 in a real browser: a person of the operator's identity provider (a real
// oidc-provider on 127.0.0.1, its development login page) signs in to the console with the role
// their group maps to; holding no passkey, they pass the fresh check before suspending a person
// by signing in at the provider again, and come back to the page they were on.

const consolePort = Number(process.env.E2E_CONSOLE_SSO_PORT ?? 8186);
const providerPort = Number(process.env.E2E_OIDC_PORT ?? 8199);
const secretEnv = 'E2E_STAFF_SSO_CLIENT_SECRET';
const admin = { email: `grace-${Date.now()}@operator.example`, name: 'Grace Hopper' };
const person = {
  sub: 'ada.byron',
  email: `ada-${Date.now()}@operator.example`,
  name: 'Ada Byron',
  groups: ['console-admins', 'cafeteria'],
};

let provider: IdentityProvider;
let server: ConsoleServer;
let tenantDir: string;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ locale: 'fr-FR' });

/** The demo's tenant file with single sign-on through the test's provider. */
function tenantFileWithSso(issuer: string): string {
  const demo = parse(readFileSync('tenants/demo.yaml', 'utf8')) as {
    settings?: Record<string, unknown>;
  };
  demo.settings = {
    ...demo.settings,
    staffSso: {
      providerName: 'Acme ID',
      issuer,
      clientId: 'portico-console',
      clientSecretEnv: secretEnv,
      extraScopes: ['groups'],
      groupRoles: { 'console-admins': ['admin'], support: ['agent'] },
    },
  };
  tenantDir = mkdtempSync(path.join(tmpdir(), 'portico-sso-e2e-'));
  const file = path.join(tenantDir, 'demo-sso.json');
  writeFileSync(file, JSON.stringify(demo));
  return file;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  provider = await startIdentityProvider({
    port: providerPort,
    redirectUri: `http://localhost:${consolePort}/operator/sso/callback`,
    people: [person],
  });
  server = await startConsoleServer([admin], consolePort, {
    env: { [secretEnv]: provider.clientSecret },
    tenantFile: tenantFileWithSso(provider.issuer),
  });
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
  if (tenantDir) rmSync(tenantDir, { recursive: true, force: true });
});

/** The provider's development login page: any password; the login name is the person's id. */
async function signInAtProvider(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(person.sub);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('a person of the identity provider signs in with their group’s role and passes the fresh check there', async ({
  page,
  pageErrors,
}) => {
  await page.goto(`${server.origin}/operator/sign-in`);
  // Their provider session is reported as 4 min 55 s old: the console's is fresh for 5 s more.
  provider.backdateNextSignIn(295);
  await page.getByRole('button', { name: 'Se connecter avec Acme ID' }).click();
  await signInAtProvider(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue, Ada Byron' })).toBeVisible();
  await expect(page.getByText('Rôles : administration')).toBeVisible();
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(
          `${server.origin}/services/v1/operator/staff/session`,
        );
        const session = (await answer.json()) as { freshUntil: string };
        return Date.parse(session.freshUntil) < Date.now();
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  // A suspension wants a fresh check: the dialog offers the provider only (no passkey here).
  await page.getByRole('link', { name: 'Équipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeFocused();
  const graceActions = page.getByRole('group', { name: `Modifier ${admin.name}` });
  await graceActions.getByRole('button', { name: 'Suspendre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmez votre identité' });
  const viaProvider = dialog.getByRole('button', { name: 'Confirmer avec Acme ID' });
  await expect(viaProvider).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmer avec ma clé d’accès' })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);

  // prompt=login: the provider asks again, then the console comes back to the staff page.
  await viaProvider.click();
  await signInAtProvider(page);
  await expect(page).toHaveURL(`${server.origin}/operator/staff`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre identité est confirmée' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Fresh now: the suspension goes through without asking.
  await graceActions.getByRole('button', { name: 'Suspendre' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${admin.name} est suspendue` }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
