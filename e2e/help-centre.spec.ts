import type { APIRequestContext, Page } from '@playwright/test';
import { contactReferencePattern } from '@portico/contract';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures.ts';
import { freshEmail } from './account-helpers.ts';

// Issue 14 items 2 and 3: a driver finds an answer through the help pages (tiles, accordions, the
// whole article) and through the search, then walks the assistant to a contact form and sends it
// with a PDF: the request's reference shows, and both e-mails (the driver's acknowledgment and the
// support desk's notification) reach the dev mailbox. Axe on each page; the accordion by keyboard.

const supportAddress = 'support@a79-demo.example';

interface MailboxMessage {
  kind: string;
  subject: string | null;
  htmlUrl: string | null;
}

async function messagesTo(request: APIRequestContext, recipient: string) {
  const response = await request.get('/dev/mailbox.json', { params: { recipient } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/** Waits for a rendered e-mail of the kind to the address whose subject holds `text`. */
async function expectMail(
  request: APIRequestContext,
  recipient: string,
  kind: string,
  text: string,
): Promise<void> {
  await expect
    .poll(
      async () =>
        (await messagesTo(request, recipient)).some(
          (message) =>
            message.kind === kind && message.htmlUrl !== null && message.subject?.includes(text),
        ),
      { timeout: 30_000, intervals: [300, 1000] },
    )
    .toBe(true);
}

async function openPage(page: Page, path: string): Promise<void> {
  await withConsentGiven(page);
  await page.goto(path);
  await waitForHydration(page);
}

test('finds an article through the tiles and reads it whole; the accordion works by keyboard', async ({
  page,
}) => {
  await openPage(page, '/it/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Centro assistenza' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contatti' })).toHaveAttribute(
    'href',
    '/it/contact/chatbot',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Pagamento e scadenze' }).click();
  await expect(page).toHaveURL(/\/it\/help\/payment-deadlines$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento e scadenze' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna agli argomenti principali' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard only: Tab to the first accordion, open it, then open the second (the first closes).
  const first = page.getByRole('button', { name: 'Paga entro 72 ore dal transito' });
  const second = page.getByRole('button', { name: 'Ho superato le 72 ore: cosa faccio?' });
  await page.getByRole('heading', { level: 1 }).click();
  for (let presses = 0; presses < 30; presses += 1) {
    await page.keyboard.press('Tab');
    if (await first.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const readFirst = page
    .getByRole('region', { name: 'Paga entro 72 ore dal transito' })
    .getByRole('link', { name: "Leggi l'articolo intero" });
  await expect(readFirst).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(readFirst).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);

  const readSecond = page
    .getByRole('region', { name: 'Ho superato le 72 ore: cosa faccio?' })
    .getByRole('link', { name: "Leggi l'articolo intero" });
  await readSecond.click();
  await expect(page).toHaveURL(/\/it\/help-missed-72-hours$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ho superato le 72 ore: cosa faccio?' }),
  ).toBeVisible();
  await expect(page.getByText('Riceverai un avviso di pagamento per posta.')).toBeVisible();
});

test('finds an article through the search as the driver types', async ({ page }) => {
  await openPage(page, '/en/help');
  const search = page.getByRole('searchbox', { name: 'Search the help centre' });
  await search.fill('indemnity 90');
  await expect(page.getByRole('status').filter({ hasText: /result/ })).toHaveText(/^\d+ results?$/);
  const result = page.getByRole('link', { name: 'Payment notice: why a €10 or €90 indemnity?' });
  await expect(result).toBeVisible();
  await expectNoAxeViolations(page);
  // Accents and case do not matter.
  await search.fill('ETRANGER');
  await expect(page.getByRole('status').filter({ hasText: /result/ })).toBeVisible();
  await search.fill('indemnity 90');
  await result.click();
  await expect(page).toHaveURL(/\/en\/help-notice-indemnities$/);
  await expect(page.getByText('€10 if you pay within 15 days of its date')).toBeVisible();
});

test('walks the assistant to a contact form and sends it with a PDF; both e-mails leave', async ({
  page,
  request,
}) => {
  const email = freshEmail('help');
  await openPage(page, '/it/help/payment-deadlines');
  // Spec 000 "Help category": the whole sentence is the link.
  await page
    .getByRole('link', { name: 'Non trovi risposta alla tua domanda? Contattateci', exact: true })
    .click();
  await expect(page).toHaveURL(/\/it\/contact\/chatbot\?category=payment-deadlines$/);
  const log = page.getByRole('log');
  await expect(log).toContainText('Una domanda su un pagamento');
  await expectNoAxeViolations(page);

  // An article answer first, then back to the question's form.
  await page.getByRole('button', { name: 'Ho pagato due volte' }).click();
  await expect(log).toContainText('Un viaggio già pagato non può essere pagato di nuovo');
  await expect(page.getByRole('group', { name: 'Le tue scelte' })).toBeFocused();
  await page.getByRole('button', { name: 'Ricomincia' }).click();
  await page.getByRole('button', { name: 'Scrivi al servizio clienti' }).click();
  const form = page.getByRole('form', { name: 'Domanda su un pagamento' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Domanda su un pagamento' })).toBeFocused();

  await form.getByRole('textbox', { name: 'Targa' }).fill('AB123CD');
  await form.getByRole('textbox', { name: 'Il tuo indirizzo e-mail' }).fill(email);
  await form
    .getByRole('textbox', { name: 'Il tuo messaggio' })
    .fill('Ho pagato due volte il 3 marzo.');
  // The shared picker's hidden input (named like its button): files are set on it directly.
  const files = form.getByLabel('Aggiungi dei file');
  // A file of the wrong type is refused before anything is sent, with the spec's text.
  await files.setInputFiles({
    name: 'virus.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await form.getByRole('button', { name: 'Invia' }).click();
  await expect(form.getByText('Sono accettati solo file PNG, JPG, GIF e PDF.')).toBeVisible();
  await form.getByRole('button', { name: 'Rimuovi virus.exe' }).click();
  await files.setInputFiles({
    name: 'ricevuta.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% proof of payment\n%%EOF\n'),
  });
  await expectNoAxeViolations(page);
  await expect(
    page.getByRole('group', { name: 'Verifica anti-robot' }).getByRole('status'),
  ).toHaveText('Verifica completata', { timeout: 20_000 });
  await form.getByRole('button', { name: 'Invia' }).click();

  await expect(log).toContainText('La tua richiesta è stata inviata.');
  // The form is gone: the focus is on what comes next, not lost on the page.
  await expect(page.getByRole('group', { name: 'Le tue scelte' })).toBeFocused();
  const reference = /HC-\d{4}-\d{6,}/.exec((await log.textContent()) ?? '')?.[0] ?? '';
  expect(reference).toMatch(contactReferencePattern);
  await expectNoAxeViolations(page);

  await expectMail(request, email, 'contact_acknowledgment', reference);
  await expectMail(request, supportAddress, 'contact_notification', reference);
});

test('the footer and the home page’s help block lead to the help centre; a bad topic goes to /help', async ({
  page,
}) => {
  await openPage(page, '/it/');
  const homeBlock = page.locator('[data-block="help-centre"]');
  await homeBlock.getByRole('link', { name: 'Pagamento e scadenze' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento e scadenze' })).toBeVisible();
  await page.goto('/it/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Centro assistenza' }).click();
  await expect(page).toHaveURL(/\/it\/help$/);
  await expect(page.getByRole('link', { name: 'Pagamento e scadenze' })).toBeVisible();
  await page.goto('/it/help/');
  await expect(page).toHaveURL(/\/it\/help\/?$/);
  await page.goto('/it/help/no-such-topic');
  await expect(page).toHaveURL(/\/it\/help$/);
});
