import type { Page } from '@playwright/test';
import { addVirtualAuthenticator, enrolFromLink, horizontalOverflow } from './console-helpers.ts';
import { consolePeople } from './console-people.ts';
import type { ConsoleServer } from './console-server.ts';
import { consoleServerFor } from './console-shared.ts';
import { expect, expectNoAxeViolations, phoneAndDesk, test } from './fixtures.ts';

// Refunds in the console (issue 29 item 1): a person of the support and finance desks refunds
// part of the demo's paid payment (GQ-211-PP, README "Demo plates") from the vehicle's timeline,
// by keyboard, and finds the refund in the history. The server has no PSP server-to-server
// credentials here, so the refund stays approved (the job sends nothing): the sending is the
// server tests' (test/refunds.test.ts), and the browser test with the simulator comes with the
// PSP adapters.

const [person] = consolePeople.refunds;
let server: ConsoleServer;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ locale: 'fr-FR' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await consoleServerFor('refunds', Number(process.env.E2E_CONSOLE_REFUNDS_PORT ?? 8196));
});
test.afterAll(async () => {
  await server?.stop();
});

/** Axe at the page's size now, then nothing scrolls sideways on a phone nor on a desk. */
async function expectReadableEverywhere(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  for (const size of phoneAndDesk) {
    await page.setViewportSize(size);
    expect(await horizontalOverflow(page), `overflow at ${size.width}px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(phoneAndDesk[1]);
}

test('the finance desk refunds part of a paid payment from the timeline and finds it in the history', async ({
  page,
}) => {
  await addVirtualAuthenticator(page);
  await page.setViewportSize(phoneAndDesk[1]);
  await enrolFromLink(page, server, person, 'poste des finances');

  await page.goto(`${server.origin}/operator/vehicles/FR/GQ211PP`);
  const payments = page.getByRole('region', { name: /^Paiements/ });
  await expect(payments.getByText('réussi').first()).toBeVisible();
  const open = payments.getByRole('button', { name: /^Rembourser du paiement / }).first();
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Rembourser le paiement / });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const amount = dialog.getByLabel('Montant à rembourser (€)');
  await amount.fill('1');
  await dialog.getByLabel('Motif').fill('Passage compté deux fois au péage');
  await dialog.getByRole('button', { name: 'Rembourser' }).press('Enter');
  await expect(page.getByText(/^Remboursement de 1,00\s€ \(paiement .+\) approuvé/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(payments.getByText('Remboursé')).toHaveCount(0);

  // The history: asked and approved by the same person, waiting for the job (or already sent:
  // the job runs every minute on this server).
  const navigation = page.getByRole('navigation', { name: 'Sections de la console' });
  await navigation.getByRole('link', { name: 'Remboursements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Remboursements' })).toBeVisible();
  await expect(page.getByText('Aucun remboursement n’attend de décision.')).toBeVisible();
  await expectReadableEverywhere(page);
  await page.getByRole('button', { name: 'Historique' }).press('Enter');
  const row = page.getByRole('row', { name: /GQ211PP/ });
  // French writes a no-break space before the euro sign.
  await expect(row).toContainText(/1,00\s€/);
  await expect(row).toContainText(/Approuvé, à envoyer|Remboursé/);
  await expect(row).toContainText('Passage compté deux fois au péage');
  await expectReadableEverywhere(page);

  // The job sends it to the PSP (the simulator, which recalls the demo's payment it settled
  // before this server started): the history says it is refunded, within the job's minute.
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Historique' }).press('Enter');
    await expect(page.getByRole('row', { name: /GQ211PP/ })).toContainText('Remboursé', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 80_000, intervals: [5_000] });
});
