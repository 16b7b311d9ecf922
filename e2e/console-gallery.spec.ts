import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { expectClaimPdfShown, fileClaimWithPdf } from './console-claim-helpers.ts';
import { addVirtualAuthenticator, createRentalCompany, enrolFromLink } from './console-helpers.ts';
import { type ConsoleServer, startConsoleServer } from './console-server.ts';
import { expect, phoneAndDesk, test } from './fixtures.ts';
import { galleryDir, shoot, shootScreen } from './gallery-shots.ts';

/**
 * Screenshots of every page of the operator console at a phone's and a desk's size, for a person
 * to look at as a support agent would (not compared by a test):
 * `E2E_GALLERY_DIR=/tmp/gallery npx playwright test e2e/console-gallery.spec.ts --project chromium`.
 * Skipped without E2E_GALLERY_DIR; then it starts no server. Its own console server
 * (E2E_CONSOLE_GALLERY_PORT): a person with every role, so every page opens, and an agent for
 * the refusal page; a claim with a PDF and a rental company, so their pages are not empty.
 */

const stamp = Date.now();
const everything = {
  email: 'gallery@operator.example',
  name: 'Évelyne Dupont-Montgomery',
  roles: ['admin', 'agent', 'finance', 'content', 'renters'],
} as const;
const agent = { email: 'agent@operator.example', name: 'Paul Agent', roles: ['agent'] } as const;
const company = { code: `Gallery-${stamp.toString(36)}`, name: 'Location Côte d’Azur & Provence' };
let server: ConsoleServer;

test.describe('console gallery', () => {
  test.skip(!galleryDir, 'set E2E_GALLERY_DIR to capture the screenshots');
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  test.use({ locale: 'fr-FR' });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    server = await startConsoleServer(
      [everything, agent],
      Number(process.env.E2E_CONSOLE_GALLERY_PORT ?? 8195),
    );
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** Opens a console page and waits for `ready` (its data shown) before the pictures. */
  async function shootPage(page: Page, path: string, name: string, ready: (page: Page) => Locator) {
    for (const size of phoneAndDesk) {
      await page.setViewportSize(size);
      await page.goto(`${server.origin}/operator${path}`);
      await expect(ready(page).first()).toBeVisible();
      await expect(page.getByText('Chargement…')).toHaveCount(0);
      await shoot(page, `console-${name}`, size.width);
    }
  }

  /** The window as it is now, at both sizes: a dialog open, a form half filled. */
  async function shootAsIs(page: Page, name: string) {
    for (const size of phoneAndDesk) {
      await page.setViewportSize(size);
      await shootScreen(page, `console-${name}`, size.width);
    }
  }

  test('every console page at 390x844 and 1280x800', async ({ page, browser }) => {
    const api = await playwrightRequest.newContext({ baseURL: server.origin });
    const reference = await fileClaimWithPdf(api, `GL${String(stamp).slice(-6)}`, 'x@example.test');
    await api.dispose();
    const h1 = (name: string | RegExp) => (on: Page) => on.getByRole('heading', { level: 1, name });

    // Signed out: the sign-in page; the enrolment page from the command's link.
    await shootPage(page, '/sign-in', 'sign-in', h1('Connexion'));
    await page.goto(`${server.origin}${server.enrolmentPath}`);
    await expect(h1('Créer votre clé d’accès')(page)).toBeVisible();
    await shootAsIs(page, 'enrol');
    await addVirtualAuthenticator(page);
    await enrolFromLink(page, server, everything, 'ordinateur du bureau');

    await shootPage(page, '/', 'home', h1(/^Bienvenue/));
    await shootPage(page, '/dashboard', 'dashboard', (on) =>
      on.getByRole('img', { name: 'Passages par jour' }),
    );
    await shootPage(page, '/search', 'search-empty', h1('Recherche'));
    await shootPage(page, '/search?q=cnp-demo-000001', 'search-results', (on) =>
      on.getByRole('link', { name: 'GC121CN (FR)' }),
    );
    await shootPage(page, '/vehicles/FR/GC121CN', 'vehicle-notice', (on) =>
      on.getByText('CNP-DEMO-000001'),
    );
    await shootPage(page, '/vehicles/FR/GQ211PP', 'vehicle-paid', (on) =>
      on.getByRole('region', { name: /^Paiements/ }).getByText('réussi'),
    );
    await page.getByRole('button', { name: /^Renvoyer le reçu du paiement / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shootAsIs(page, 'vehicle-resend-dialog');

    await shootPage(page, '/claims', 'claims-queue', (on) =>
      on.getByRole('link', { name: reference }),
    );
    await shootPage(page, `/claims/${reference}`, 'claim', h1(`Réclamation ${reference}`));
    await expectClaimPdfShown(page, server.origin, reference);
    const decision = page.getByRole('form', { name: 'Décision' });
    await decision
      .getByLabel('Motif prêt à l’emploi')
      .selectOption({ label: 'Véhicule vendu avant le passage' });
    await shootAsIs(page, 'claim-decision');
    // By keyboard: the PDF viewer may have taken the focus, and a click would be lost.
    await decision.getByRole('button', { name: 'Voir l’e-mail avant de décider' }).press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await shootAsIs(page, 'claim-preview-dialog');

    await shootPage(page, '/content', 'content', (on) =>
      on.getByRole('group', { name: 'Titre du bandeau', exact: true }),
    );
    // The other kinds' editors: an article, a sign-in page.
    for (const [kind, field] of [
      ['article', 'Titre de l’article'],
      ['authentication-page', 'Titre de la page'],
    ] as const) {
      await page.getByLabel('Type de contenu').selectOption(kind);
      await expect(page.getByRole('group', { name: field, exact: true })).toBeVisible();
      await shootAsIs(page, `content-${kind}`);
    }
    // The assistant's tree with a form step open: its place, its fields, its form.
    await page.getByLabel('Type de contenu').selectOption('assistant');
    const steps = page.getByRole('navigation', { name: 'Les étapes de l’assistant' });
    await steps
      .getByRole('button', { name: /formulaire/ })
      .first()
      .click();
    await expect(page.getByRole('group', { name: /^Formulaire de/ })).toBeVisible();
    // The whole page in slices: the open step's fields and form sit below the tree.
    for (const size of phoneAndDesk) {
      await page.setViewportSize(size);
      await shoot(page, 'console-content-assistant', size.width);
    }
    await shootPage(page, '/staff', 'staff', (on) =>
      on.getByRole('heading', { level: 2, name: agent.name }),
    );
    await page.getByRole('button', { name: 'Inviter une personne' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shootAsIs(page, 'staff-invite-dialog');

    await page.goto(`${server.origin}/operator/renters`);
    await createRentalCompany(page, company);
    await shootPage(page, '/renters', 'renters', (on) =>
      on.getByRole('link', { name: company.name }),
    );
    await shootPage(page, `/renters/${company.code}`, 'renter-company', h1(company.name));
    await shootPage(page, '/passkeys', 'passkeys', (on) => on.getByText('ordinateur du bureau'));
    await shootPage(page, '/audit', 'audit', (on) => on.getByRole('row').nth(1));
    await shootPage(page, '/nowhere', 'not-found', h1(/.+/));

    // The agent: the page that refuses a section their roles do not open.
    const agentContext = await browser.newContext({ locale: 'fr-FR' });
    try {
      const agentPage = await agentContext.newPage();
      await addVirtualAuthenticator(agentPage);
      const link = server.enrolmentPaths[agent.email] ?? '';
      await enrolFromLink(agentPage, { origin: server.origin, enrolmentPath: link }, agent, 'pc');
      await shootPage(agentPage, '/', 'home-agent', h1(/^Bienvenue/));
      await shootPage(agentPage, '/staff', 'refused', h1('Accès refusé'));
    } finally {
      await agentContext.close();
    }
  });
});
