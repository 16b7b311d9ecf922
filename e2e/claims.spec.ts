import type { Page } from '@playwright/test';
import { makeJourney, makeJourneySet } from '@portico/contract/testing';
import { freshEmail, mailedKinds } from './account-helpers.ts';
import { feedWholeRoadTrip, freshPlate, tabTo } from './payment-helpers.ts';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';

// Contesting a payment notice against the real server (issue 14 "Done when"): the demo plate's
// notices (README "Demo plates": GN-701-DD, a 14.20 EUR notice and its first notice), no other
// browser test uses them; a retry takes the other plate with notices, GN-702-DD (93.20 EUR),
// since the first run has contested the first one's.

const mebibyte = 1024 * 1024;

/** Bytes that start like a PDF, padded to the size asked. */
function pdfBytes(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

const smallPdf = { name: 'verbale.pdf', mimeType: 'application/pdf', buffer: pdfBytes(12_000) };
const bigPdf = {
  name: 'scansione.pdf',
  mimeType: 'application/pdf',
  buffer: pdfBytes(5 * mebibyte + 1),
};
/** A Windows program renamed: the name and the declared type say PDF, the first bytes do not. */
const renamedProgram = {
  name: 'ricevuta.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4000)]),
};

async function lookUpForClaim(page: Page, plate: string): Promise<void> {
  await page.goto('/it/form/claim');
  await expect(page.getByRole('heading', { level: 1, name: 'Contesta' })).toBeVisible();
  await waitForHydration(page);
  const country = page.getByRole('combobox', { name: 'Paese di immatricolazione' });
  await country.fill('Fran');
  await page.getByRole('option', { name: 'Francia' }).click();
  await page.getByRole('textbox', { name: 'Numero di targa' }).fill(plate);
  await expect(
    page.getByRole('group', { name: 'Verifica anti-robot' }).getByRole('status'),
  ).toHaveText('Verifica completata', { timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it\/claim\/select$/);
}

test.describe('claims', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => withConsentGiven(page));

  test('contests a payment notice with a PDF, gets a reference, and the notice shows contested', async ({
    page,
    request,
  }, testInfo) => {
    const [plate, amount] = testInfo.retry === 0 ? ['GN-701-DD', '14,20'] : ['GN-702-DD', '93,20'];
    const email = freshEmail('claim');
    await lookUpForClaim(page, plate);

    // claim/select: the notices in claim mode, none checked; chosen with the keyboard.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scegli i viaggi da contestare' }),
    ).toBeVisible();
    const notices = page.getByRole('list', { name: 'Avvisi di pagamento' });
    await expect(notices.getByRole('checkbox')).toHaveCount(2);
    for (const box of await notices.getByRole('checkbox').all())
      await expect(box).not.toBeChecked();
    await expectNoAxeViolations(page);
    const notice = notices.getByRole('listitem').filter({ hasText: amount });
    await notice.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(notice.getByRole('checkbox')).toBeChecked();
    await expect(page.getByText('1 viaggio selezionato')).toBeVisible();
    await page.getByRole('button', { name: 'Continua' }).focus();
    await page.keyboard.press('Enter');

    // claim: the late-payment reasons of the server, a contact address and the files.
    await expect(page).toHaveURL(/\/it\/claim$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'La tua contestazione' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /Viaggi contestati \(Avviso di pagamento\)/ }),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Non è il mio veicolo (targa letta male)' }).check();
    await page.getByRole('textbox', { name: /E-mail di contatto/ }).fill(email);

    // Too big and of the wrong type: refused before anything is uploaded, with the spec's texts.
    let uploads = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/services/v1/protests') {
        uploads += 1;
      }
    });
    const picker = page.getByLabel('Aggiungi dei file');
    await picker.setInputFiles([bigPdf, renamedProgram]);
    const refusals = page.getByRole('alert');
    await expect(refusals).toContainText('scansione.pdf: I file superano in totale 5 MB.');
    await expect(refusals).toContainText(
      'ricevuta.pdf: Sono accettati solo file PNG, JPG, GIF e PDF.',
    );
    await expect(page.getByRole('list', { name: 'File allegati' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The reason needs a file: asked for, then the PDF is attached.
    await page.getByRole('button', { name: 'Continua verso il riepilogo' }).click();
    await expect(page.getByText('Allega almeno un documento giustificativo.')).toBeVisible();
    await picker.setInputFiles([smallPdf]);
    await expect(page.getByRole('list', { name: 'File allegati' })).toContainText('verbale.pdf');
    expect(uploads).toBe(0);
    await page.getByRole('button', { name: 'Continua verso il riepilogo' }).click();

    // The summary, then the claim sent with its file.
    await expect(page.getByRole('heading', { level: 2, name: /Passo 2 di 2/ })).toBeFocused();
    await expect(page.getByText('Non è il mio veicolo (targa letta male)')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Invia la contestazione' }).click();
    await expect(page.getByRole('heading', { name: 'Contestazione registrata' })).toBeFocused({
      timeout: 20_000,
    });
    await expect(page.getByTestId('claim-reference')).toHaveText(/^CL-\d{4}-\d{6}$/);
    const reference = (await page.getByTestId('claim-reference').textContent()) ?? '';
    expect(uploads).toBe(1);
    await expectNoAxeViolations(page);

    // The acknowledgment e-mail in the dev mailbox.
    await expect
      .poll(() => mailedKinds(request, email), { timeout: 30_000, intervals: [500, 1000] })
      .toContain('protest_acknowledgment');

    // Looked up again: the notice is marked contested, and cannot be contested twice.
    await lookUpForClaim(page, plate);
    const again = page
      .getByRole('list', { name: 'Avvisi di pagamento' })
      .getByRole('listitem')
      .filter({ hasText: amount });
    await expect(again.getByText('Contestato')).toBeVisible();
    await expect(again.getByRole('checkbox')).toBeDisabled();
    await expectNoAxeViolations(page);

    // The operator reads the claim and its file through its API (the white-label's key) and
    // rejects it: the claimant is told by e-mail, and the notice can be paid or contested again.
    const operator = { 'x-api-key': 'demo-roadside-key' };
    const claim = await request.get(`/services/v1/operator/protests/${reference}`, {
      headers: operator,
    });
    expect(claim.status(), await claim.text()).toBe(200);
    const detail = (await claim.json()) as {
      status: string;
      email: string;
      attachments: { id: string; fileName: string; mediaType: string }[];
    };
    expect(detail).toMatchObject({
      status: 'OPEN',
      email,
      attachments: [{ fileName: 'verbale.pdf', mediaType: 'application/pdf' }],
    });
    const file = await request.get(
      `/services/v1/operator/protests/${reference}/attachments/${detail.attachments[0]?.id ?? ''}`,
      { headers: operator },
    );
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const decided = await request.post(`/services/v1/operator/protests/${reference}/decision`, {
      headers: operator,
      data: { outcome: 'REJECTED', note: 'La targa è stata letta correttamente.' },
    });
    expect(decided.status(), await decided.text()).toBe(200);
    await expect
      .poll(() => mailedKinds(request, email), { timeout: 30_000, intervals: [500, 1000] })
      .toContain('protest_decision');
    await lookUpForClaim(page, plate);
    const resumed = page
      .getByRole('list', { name: 'Avvisi di pagamento' })
      .getByRole('listitem')
      .filter({ hasText: amount });
    await expect(resumed.getByText('Contestato')).toHaveCount(0);
    await expect(resumed.getByRole('checkbox')).toBeEnabled();
  });

  test('a free-flow trip contested with the keyboard only', async ({ page, request }) => {
    const plate = freshPlate();
    await feedWholeRoadTrip(request, plate);
    await lookUpForClaim(page, plate);

    const trips = page.getByRole('list', { name: 'Viaggi Free Flow' });
    const box = trips.getByRole('checkbox');
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continua' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/it\/claim$/);

    // The reasons: Tab into the group, arrows to the one wanted (it asks for a comment).
    const wanted = page.getByRole('radio', {
      name: 'Entrata o uscita errata: non ho fatto questo percorso',
    });
    await tabTo(page, page.getByRole('radio').first());
    for (let presses = 0; presses < 10 && !(await wanted.isChecked()); presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(wanted).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: /Commento/ })).toBeFocused();
    await page.keyboard.type('Non ho mai percorso la A79 quel giorno.');
    await page.keyboard.press('Tab');
    await page.keyboard.type(freshEmail('claim-keyboard'));
    // The file picker opens from the keyboard too.
    await tabTo(page, page.getByRole('button', { name: 'Aggiungi dei file' }));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles([smallPdf]);
    await expect(page.getByRole('list', { name: 'File allegati' })).toContainText('verbale.pdf');
    await tabTo(page, page.getByRole('button', { name: 'Continua verso il riepilogo' }));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 2, name: /Passo 2 di 2/ })).toBeFocused();
    await expect(page.getByText('Viaggio Free Flow', { exact: true })).toBeVisible();
    // The server's answer held a moment, as on a slow network: the upload's progress shows.
    await page.route('**/services/v1/protests?**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await tabTo(page, page.getByRole('button', { name: 'Invia la contestazione' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('progressbar', { name: 'Invio della contestazione' }),
    ).toBeVisible();
    await expect(page.getByTestId('claim-reference')).toHaveText(/^CL-\d{4}-\d{6}$/, {
      timeout: 20_000,
    });
  });

  test('opened directly: the server paints the frame, the browser the stored claim; guards', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // Without a claim in progress, /claim ends at the lookup, history replaced.
    await page.goto('/it/claim');
    await expect(page).toHaveURL(/\/it\/form\/claim$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contesta' })).toBeVisible();

    const notice = makeJourney({
      id: 'e2e-stored-notice',
      date: new Date(Date.now() - 10 * 86_400_000).toISOString(),
      nature: 'latePayment',
      paymentLimit: 'BEFORE_OMP',
      pvNumber: 'PV-E2E',
      indemnity: 1000,
      totalPrice: 1420,
    });
    const draft = { journeySet: makeJourneySet([notice]), journeyIds: [], type: null };
    await page.addInitScript(
      (value) => localStorage.setItem('protest/faq', value),
      JSON.stringify(draft),
    );
    await page.goto('/it/claim/select');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scegli i viaggi da contestare' }),
    ).toBeVisible();
    await waitForHydration(page);
    await expect(
      page.getByRole('list', { name: 'Avvisi di pagamento' }).getByRole('checkbox'),
    ).not.toBeChecked();
    await expectNoAxeViolations(page);
    expect(consoleErrors.filter((text) => /hydrat/i.test(text))).toEqual([]);
  });
});
