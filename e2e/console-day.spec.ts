import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { expectClaimPdfShown, fileClaimWithPdf, readyReason } from './console-claim-helpers.ts';
import {
  addVirtualAuthenticator,
  enrolFromLink,
  mailedEnrolmentPath,
  receiptsTo,
  watchPageErrors,
} from './console-helpers.ts';
import {
  expectHomeTileInFiveLanguages,
  fillInFiveLanguages,
  type FiveLanguages,
} from './console-home-content.ts';
import { type ConsoleServer, type InvitedPerson, startConsoleServer } from './console-server.ts';
import { expect, test } from './fixtures.ts';

// The console's whole day, in order, as issue 28's "Done when" tells it: the first admin enrols a
// passkey from `npm run staff:invite`'s link and invites an agent and a content editor from the
// console; each enrols from the link their invitation e-mail brought, on a device of their own
// (a browser context with its own virtual authenticator). The agent finds a plate by its notice
// number, reads its timeline, decides a claim with its PDF open, re-sends a receipt, and is
// refused the content and staff screens; the content editor changes a home tile in five
// languages and publishes it, and the public home shows it; the admin finds every one of these
// actions in the audit log, each under the right person.
//
// On a console server of its own (E2E_CONSOLE_DAY_PORT): the day's audit log is then exactly the
// day's actions, and the tile and the demo payer's receipts touch no other spec's.

const stamp = Date.now();
const admin = { email: 'mary@operator.example', name: 'Mary Jackson' } as const;
const agent = { email: `dorothy-${stamp}@operator.example`, name: 'Dorothy Vaughan' } as const;
const editor = { email: `annie-${stamp}@operator.example`, name: 'Annie Easley' } as const;
const people = [admin] as const satisfies readonly [InvitedPerson];
/** GQ-211-PP's trip, paid by card by this payer (the demo seed: README "Demo plates"). */
const demoPayer = 'demo.payer@example.org';
const resendReason = 'Reçu jamais arrivé, appel de 10 h 40.';
const claimPlate = `DY${String(stamp).slice(-6)}`;
const payTile: FiveLanguages = {
  Français: 'Régler un passage en ligne',
  English: 'Pay a passage online',
  Deutsch: 'Eine Durchfahrt online bezahlen',
  Italiano: 'Paga un passaggio online',
  Español: 'Pagar un paso en línea',
};

let server: ConsoleServer;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startConsoleServer(people, Number(process.env.E2E_CONSOLE_DAY_PORT ?? 8194));
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * An invited person, on a browser of their own (a passkey device, held to the fixture's CSP bar),
 * enrols from the link their invitation e-mail brought. Answers their page, signed in.
 */
async function enrolInvited(
  browser: Browser,
  pageErrors: string[],
  person: { email: string; name: string },
  passkeyLabel: string,
): Promise<Page> {
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  watchPageErrors(page, pageErrors);
  await addVirtualAuthenticator(page);
  const enrolmentPath = await mailedEnrolmentPath(context.request, server.origin, person.email);
  await enrolFromLink(page, { origin: server.origin, enrolmentPath }, person, passkeyLabel);
  return page;
}

function section(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Sections de la console' }).getByRole('link', {
    name,
  });
}

/** The staff page's invitation dialog, filled with the mouse: one role, the e-mail in French. */
async function invite(page: Page, person: { name: string; email: string }, role: string) {
  await page.getByRole('button', { name: 'Inviter une personne' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter une personne' });
  await dialog.getByLabel('Nom').fill(person.name);
  await dialog.getByLabel('Adresse e-mail').fill(person.email);
  await dialog.getByRole('checkbox', { name: role }).check();
  await dialog.getByRole('button', { name: 'Inviter', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${person.name} est invitée` }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a day at the console: enrolment, invitations, the desk, the content, the audit log', async ({
  page,
  pageErrors,
  browser,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: server.origin });
  const started = Date.now();
  const steps: string[] = [];
  const step = (name: string) => steps.push(`${name} ${Date.now() - started} ms`);
  try {
    // Morning: a driver has contested a trip with a PDF (the public claim API).
    const reference = await fileClaimWithPdf(api, claimPlate, `driver-${stamp}@example.test`);
    step('claim filed');

    // The first admin, from the command's link; then two invitations from the staff page.
    await addVirtualAuthenticator(page);
    await enrolFromLink(page, server, admin, 'ordinateur du bureau');
    await section(page, 'Équipe').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeFocused();
    await invite(page, agent, 'agent');
    await invite(page, editor, 'contenus');
    step('admin enrolled, two invited');

    // The agent enrols from the link of their invitation e-mail.
    const agentPage = await enrolInvited(browser, pageErrors, agent, 'poste du support');
    step('agent enrolled');

    // A caller reads out their notice number: the plate, then its timeline.
    await section(agentPage, 'Recherche').click();
    const box = agentPage.getByRole('searchbox', { name: /^Plaque, numéro d’avis/ });
    await box.fill('cnp-demo-000001');
    await box.press('Enter');
    await expect(agentPage.getByRole('list', { name: 'Pourquoi il correspond' })).toContainText(
      'Avis ou PV',
    );
    await agentPage.getByRole('link', { name: 'GC121CN (FR)' }).click();
    await expect(
      agentPage.getByRole('heading', { level: 1, name: 'Véhicule GC121CN (FR)' }),
    ).toBeFocused();
    const trips = agentPage.getByRole('region', { name: /^Trajets/ });
    await expect(trips.getByText('CNP-DEMO-000001')).toBeVisible();
    await expect(trips.getByText('constat de non-paiement').first()).toBeVisible();
    step('notice found, timeline read');

    // The claim, from the queue, decided with its PDF open beside the decision.
    await section(agentPage, 'Réclamations').click();
    await agentPage
      .getByRole('region', { name: 'Réclamations trouvées' })
      .getByRole('link', { name: reference })
      .click();
    await expect(
      agentPage.getByRole('heading', { level: 1, name: `Réclamation ${reference}` }),
    ).toBeFocused();
    await expectClaimPdfShown(agentPage, server.origin, reference);
    const decision = agentPage.getByRole('form', { name: 'Décision' });
    await decision.getByRole('radio', { name: 'Accepter' }).check();
    await decision
      .getByLabel('Motif prêt à l’emploi')
      .selectOption({ label: 'Véhicule vendu avant le passage' });
    await expect(decision.getByLabel('Motif de la décision')).toHaveValue(readyReason);
    await expect(decision.getByRole('status')).toContainText('rempli en Deutsch');
    // By keyboard: Chromium's PDF viewer may take the focus a moment after the page opened, on
    // its own, and the next mouse click on the page is then lost (seen 1 run in 4); a control
    // focused, then Enter, is what a person does whoever holds the focus.
    await decision.getByRole('button', { name: 'Voir l’e-mail avant de décider' }).press('Enter');
    const preview = agentPage.getByRole('dialog', { name: 'L’e-mail que recevra le demandeur' });
    await expect(preview).toContainText(reference);
    await preview
      .getByRole('button', { name: 'Confirmer la décision et envoyer l’e-mail' })
      .press('Enter');
    await expect(
      agentPage.getByText('Décision enregistrée ; l’e-mail part au demandeur.'),
    ).toBeVisible();
    await expect(agentPage.getByText('Acceptée', { exact: true })).toBeVisible();
    step('claim decided');

    // Another caller never got their receipt: sent again, with the reason written down.
    await section(agentPage, 'Recherche').click();
    await agentPage.getByRole('searchbox', { name: /^Plaque, numéro d’avis/ }).fill('GQ-211-PP');
    await agentPage.getByRole('button', { name: 'Rechercher' }).click();
    await agentPage.getByRole('link', { name: 'GQ211PP (FR)' }).click();
    const payments = agentPage.getByRole('region', { name: /^Paiements/ });
    await expect(payments.getByText(demoPayer)).toBeVisible();
    const receiptsBefore = await receiptsTo(api, server.origin, demoPayer);
    await payments.getByRole('button', { name: /^Renvoyer le reçu du paiement / }).click();
    const resend = agentPage.getByRole('dialog', { name: /^Renvoyer le reçu du paiement / });
    await resend.getByLabel('Motif').fill(resendReason);
    await resend.getByRole('button', { name: 'Renvoyer', exact: true }).click();
    await expect(
      agentPage.getByRole('status').filter({ hasText: `est envoyé à ${demoPayer}.` }),
    ).toBeVisible();
    await expect
      .poll(() => receiptsTo(api, server.origin, demoPayer), { timeout: 30_000 })
      .toBe(receiptsBefore + 1);
    step('receipt re-sent');

    // Least privilege: neither the content nor the staff screen, by menu or by address.
    await expect(section(agentPage, 'Contenus')).toHaveCount(0);
    await expect(section(agentPage, 'Équipe')).toHaveCount(0);
    for (const screen of ['content', 'staff']) {
      await agentPage.goto(`${server.origin}/operator/${screen}`);
      await expect(
        agentPage.getByRole('heading', { level: 1, name: 'Accès refusé' }),
      ).toBeVisible();
    }
    await agentPage.context().close();
    step('agent refused content and staff');

    // The content editor enrols, changes the Pay tile in five languages and publishes it.
    const editorPage = await enrolInvited(browser, pageErrors, editor, 'portable');
    step('editor enrolled');
    await section(editorPage, 'Contenus').click();
    await expect(editorPage.getByRole('heading', { level: 1, name: 'Contenus' })).toBeVisible();
    const tile = editorPage.getByRole('group', { name: 'Tuile « Payer » : titre', exact: true });
    await fillInFiveLanguages(tile, payTile);
    await editorPage.getByRole('button', { name: 'Publier' }).click();
    await expect(
      editorPage
        .getByRole('status')
        .filter({ hasText: 'Publié : les visiteurs le voient désormais.' }),
    ).toBeVisible();
    await editorPage.context().close();
    step('tile published');
    await expectHomeTileInFiveLanguages(browser, server.origin, 'pay', payTile);
    step('public home shows it in five languages');

    // Evening: the admin reads the day in the audit log, newest first, each under its person,
    // each on what it touched: the people by their ids (from the staff list), the rest by name.
    const members = await page.request.get(`${server.origin}/services/v1/operator/staff/members`);
    expect(members.ok()).toBe(true);
    const idOf = Object.fromEntries(
      ((await members.json()) as { members: { id: string; email: string }[] }).members.map(
        (member) => [member.email, member.id],
      ),
    );
    const [adminId, agentId, editorId] = [admin, agent, editor].map(({ email }) => idOf[email]);
    await section(page, 'Journal d’audit').click();
    const rows = page.getByRole('region', { name: 'Événements' }).getByRole('row');
    await expect(rows.filter({ hasText: 'content.publish' })).toHaveCount(1);
    const day = await rows.evaluateAll((trs) =>
      trs.slice(1).map((tr) => {
        const [who, action, target, reason] = [...tr.querySelectorAll('td')]
          .slice(1, 5)
          .map((td) => td.textContent ?? '');
        return `${action} by ${who} on ${target}${reason ? ` (${reason})` : ''}`;
      }),
    );
    const byAgent = `by ${agent.name} on`;
    expect(day).toEqual([
      `content.publish by ${editor.name} on content home/main (published draft 1 as 2)`,
      // Publishing keeps the draft it publishes first.
      `content.edit by ${editor.name} on content home/main (draft 1)`,
      `staff.passkey.enrol by ${editor.name} on staff ${editorId}`,
      // The timeline is read again after the receipt, to show the new e-mail in it.
      `vehicles.timeline ${byAgent} vehicle FR:GQ211PP`,
      expect.stringMatching(
        new RegExp(`^receipts\\.resend ${byAgent} payment \\S+ \\(${resendReason}\\)$`),
      ),
      `vehicles.timeline ${byAgent} vehicle FR:GQ211PP`,
      `claims.decide ${byAgent} claim ${reference} (${readyReason})`,
      // The PDF read twice: once by this test's own check of its headers, once in the frame.
      `claims.file.view ${byAgent} claim ${reference}`,
      `claims.file.view ${byAgent} claim ${reference}`,
      `vehicles.timeline ${byAgent} vehicle FR:GC121CN`,
      `staff.passkey.enrol by ${agent.name} on staff ${agentId}`,
      `staff.invite by ${admin.name} on staff ${editorId}`,
      `staff.invite by ${admin.name} on staff ${agentId}`,
      `staff.passkey.enrol by ${admin.name} on staff ${adminId}`,
      // The command, run from the server's shell, invited the first admin.
      `staff.invite by Serveur (commande) on staff ${adminId}`,
    ]);
    step('audit log read');
  } finally {
    await api.dispose();
    test.info().annotations.push({ type: 'timings', description: steps.join('; ') });
    console.log(`console day: ${steps.join('; ')}`);
  }
});
