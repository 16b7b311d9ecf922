import { createHash } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { CaptchaChallenge } from '@portico/contract';
import { a79WholeRoadEast, makePassage } from '@portico/contract/testing';
import { addVirtualAuthenticator, horizontalOverflow } from './console-helpers.ts';
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
const minute = 60_000;
/** The default "vehicle sold" reason in German (claims-desk/default-decision-reasons.ts). */
const readyReason =
  'Die von Ihnen übermittelte Veräußerungsbescheinigung zeigt, dass das Fahrzeug am Tag der Durchfahrt bereits verkauft war.';
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

/** A one-page PDF a viewer opens (its cross-reference table counted, not faked). */
function onePagePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length + 37} >>\nstream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The server's proof-of-work captcha, solved as the portal's widget does. */
async function captchaToken(): Promise<string> {
  const challenge = (await (
    await api.get('/services/v1/captcha/challenge')
  ).json()) as CaptchaChallenge;
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (
      createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') ===
      challenge.challenge
    ) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('captcha not solved');
}

/**
 * A driver's claim through the public API: a trip read by the roadside system, looked up with a
 * solved captcha, contested with a PDF. Answers the claim's reference.
 */
async function fileClaimWithPdf(plate: string): Promise<string> {
  const end = Date.now() - 60 * minute;
  const passages = await api.post('/services/v1/passages', {
    headers: { 'x-api-key': 'demo-roadside-key' },
    data: {
      passages: a79WholeRoadEast.map((gantry, index) =>
        makePassage({
          passageId: `e2e-claims-desk-${plate}-${index}`,
          gantry,
          plate,
          at: new Date(end - (a79WholeRoadEast.length - 1 - index) * 10 * minute).toISOString(),
        }),
      ),
    },
  });
  expect(passages.ok(), await passages.text()).toBe(true);
  const lookup = await api.get('/services/v1/detailedJourneys', {
    params: { captchaToken: await captchaToken(), plate, country: 'FR' },
  });
  expect(lookup.ok(), await lookup.text()).toBe(true);
  const set = (await lookup.json()) as { sessionId: string; journeys: { id: string }[] };
  const journeyIds = set.journeys.map((journey) => journey.id);
  expect(journeyIds).toHaveLength(1);
  const claim = await api.post('/services/v1/protests', {
    // Filed in German: the decision's reason and e-mail are in German, whatever the console's.
    params: { type: 'FREE_FLOW', sessionId: set.sessionId, lang: 'de' },
    multipart: {
      claim: JSON.stringify({
        journeyIds,
        reasonId: 'plate-not-mine',
        comment: 'Véhicule vendu le mois dernier, certificat de cession joint.',
        email: `driver-${stamp}@example.test`,
      }),
      attachments: {
        name: 'certificat-cession.pdf',
        mimeType: 'application/pdf',
        buffer: onePagePdf('Certificat de cession'),
      },
    },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  return ((await claim.json()) as { reference: string }).reference;
}

test('an agent decides a claim with its PDF open; the admin reads the decision in the audit log', async ({
  page,
  pageErrors,
  browser,
}) => {
  const plate = `CD${String(stamp).slice(-6)}`;
  const reference = await fileClaimWithPdf(plate);

  // The agent enrols from the command's link, on a device with a passkey.
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      pageErrors.push(message.text());
    }
  });
  await addVirtualAuthenticator(page);
  await page.setViewportSize(phoneAndDesk[1]);
  await page.goto(`${server.origin}${server.enrolmentPaths[agent.email] ?? ''}`);
  await page.getByLabel('Nom de la clé d’accès').fill('poste du guichet');
  await page.getByRole('button', { name: 'Créer la clé d’accès' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Bienvenue, ${agent.name}` }),
  ).toBeVisible();

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
  await expect(page.getByText('certificat de cession joint')).toBeVisible();
  const frame = page.locator('iframe[title="certificat-cession.pdf"]');
  await expect(frame).toBeVisible();
  const src = (await frame.getAttribute('src')) ?? '';
  expect(src).toMatch(
    new RegExp(`^/services/v1/operator/claims/${reference}/files/[0-9a-f-]{36}$`),
  );
  const file = await page.request.get(`${server.origin}${src}`);
  expect(file.status()).toBe(200);
  expect(file.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': 'inline; filename="certificat-cession.pdf"',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
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
    adminPage.on('pageerror', (error) => pageErrors.push(error.message));
    await addVirtualAuthenticator(adminPage);
    await adminPage.goto(`${server.origin}${server.enrolmentPath}`);
    await adminPage.getByLabel('Nom de la clé d’accès').fill('ordinateur du bureau');
    await adminPage.getByRole('button', { name: 'Créer la clé d’accès' }).click();
    await expect(
      adminPage.getByRole('heading', { level: 1, name: `Bienvenue, ${admin.name}` }),
    ).toBeVisible();
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
