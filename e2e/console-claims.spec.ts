import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { expectClaimPdfShown, fileClaimWithPdf, readyReason } from './console-claim-helpers.ts';
import {
  addVirtualAuthenticator,
  enrolFromLink,
  horizontalOverflow,
  watchPageErrors,
} from './console-helpers.ts';
import { consolePeople } from './console-people.ts';
import type { ConsoleServer } from './console-server.ts';
import { consoleServerFor } from './console-shared.ts';
import { expect, expectNoAxeViolations, phoneAndDesk, test } from './fixtures.ts';

// The console's claims desk in a real browser (issue 28 item 8): a driver files a claim with a PDF
// through the public claim API, an agent (made by `staff:invite --role agent`) signs in with a
// passkey, finds it in the queue, reads it with its PDF shown in the page, picks a ready-made
// reason (labelled in the console's French, filled in the claimant's German), edits it, previews
// the e-mail and decides; an admin then reads the decision in the audit log. On the console specs'
// shared server (e2e/console-shared.ts; a retry on a server of its own, on
// E2E_CONSOLE_CLAIMS_PORT).

const stamp = Date.now();
const [admin, agent] = consolePeople.claims;
const reason = `${readyReason} Vielen Dank für Ihre Geduld.`;
let server: ConsoleServer;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ locale: 'fr-FR' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await consoleServerFor('claims', Number(process.env.E2E_CONSOLE_CLAIMS_PORT ?? 8192));
  api = await playwrightRequest.newContext({ baseURL: server.origin });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test('an agent decides a claim with its PDF open; the admin reads the decision in the audit log', async ({
  page,
  pageErrors,
  browser,
}) => {
  const plate = `CD${String(stamp).slice(-6)}`;
  const reference = await fileClaimWithPdf(api, plate, `driver-${stamp}@example.test`);

  // The agent enrols from the command's link, on a device with a passkey.
  await addVirtualAuthenticator(page);
  await page.setViewportSize(phoneAndDesk[1]);
  const agentLink = server.enrolmentPaths[agent.email] ?? '';
  await enrolFromLink(
    page,
    { origin: server.origin, enrolmentPath: agentLink },
    agent,
    'poste du guichet',
  );

  // The queue, from the navigation: the claim with its age, filters in the address.
  await page
    .getByRole('navigation', { name: 'Sections de la console' })
    .getByRole('link', { name: 'Réclamations' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réclamations' })).toBeFocused();
  const queue = page.getByRole('region', { name: 'Réclamations trouvées' });
  const row = queue.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(plate);
  await expect(row).toContainText('0 h');
  await expectNoAxeViolations(page);
  const filters = page.getByRole('form', { name: 'Filtres des réclamations' });
  await filters.getByLabel('Plaque').fill(plate);
  await filters.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(new RegExp(`/operator/claims\\?plate=${plate}$`));
  await expect(queue.getByRole('row')).toHaveCount(2);
  await page.setViewportSize(phoneAndDesk[0]);
  await expect(row).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // Opened by keyboard: the claim, its trip, and its PDF shown in the page.
  await row.getByRole('link', { name: reference }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: `Réclamation ${reference}` }),
  ).toBeFocused();
  await expectClaimPdfShown(page, server.origin, reference);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize(phoneAndDesk[1]);

  // The decision: a ready-made reason, filled in the claimant's language and edited, then the
  // e-mail previewed in that language, then confirmed.
  const decision = page.getByRole('form', { name: 'Décision' });
  await decision.getByRole('radio', { name: 'Accepter' }).check();
  await decision
    .getByLabel('Motif prêt à l’emploi')
    .selectOption({ label: 'Véhicule vendu avant le passage' });
  const text = decision.getByLabel('Motif de la décision');
  await expect(text).toHaveValue(readyReason);
  await expect(text).toHaveAttribute('lang', 'de');
  await expect(decision.getByRole('status')).toContainText(
    '« Véhicule vendu avant le passage » rempli en Deutsch',
  );
  await expectNoAxeViolations(page);
  await text.press('End');
  await text.pressSequentially(' Vielen Dank für Ihre Geduld.');
  await decision.getByRole('button', { name: 'Voir l’e-mail avant de décider' }).click();
  const preview = page.getByRole('dialog', { name: 'L’e-mail que recevra le demandeur' });
  await expect(preview).toContainText(`driver-${stamp}@example.test`);
  await expect(preview).toContainText(reference);
  await expect(preview).toContainText('Deutsch');
  await expect(preview).toContainText('Ihrem Einspruch');
  await expect(preview).toContainText(reason);
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'Confirmer la décision et envoyer l’e-mail' }).click();
  await expect(page.getByText('Décision enregistrée ; l’e-mail part au demandeur.')).toBeVisible();
  await expect(preview).toBeHidden();
  await expect(decision).toHaveCount(0);
  await expect(page.getByText('Acceptée', { exact: true })).toBeVisible();

  // The admin, on a device of their own, reads the decision and the file's reading in the log.
  const adminContext = await browser.newContext({ locale: 'fr-FR' });
  try {
    const adminPage = await adminContext.newPage();
    watchPageErrors(adminPage, pageErrors);
    await addVirtualAuthenticator(adminPage);
    await enrolFromLink(adminPage, server, admin, 'ordinateur du bureau');
    await adminPage.goto(`${server.origin}/operator/audit?action=claims.`);
    const events = adminPage.getByRole('table');
    const decided = events.getByRole('row').filter({ hasText: 'claims.decide' });
    await expect(decided).toContainText(agent.name);
    await expect(decided).toContainText(reference);
    await expect(decided).toContainText(reason);
    await expect(
      events.getByRole('row').filter({ hasText: 'claims.file.view' }).first(),
    ).toContainText(reference);
  } finally {
    await adminContext.close();
  }
});
