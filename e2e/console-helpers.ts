import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** How far the page scrolls sideways (0 when it fits its window). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** A platform authenticator with user verification, that answers by itself. */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * A person's first passkey, made from their one-time enrolment link (`enrolmentPath`, with its
 * #token) on the page's virtual authenticator: the console then welcomes them by name.
 */
export async function enrolFromLink(
  page: Page,
  link: { origin: string; enrolmentPath: string },
  person: { name: string },
  passkeyLabel: string,
): Promise<void> {
  await page.goto(`${link.origin}${link.enrolmentPath}`);
  await page.getByLabel('Nom de la clé d’accès').fill(passkeyLabel);
  await page.getByRole('button', { name: 'Créer la clé d’accès' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Bienvenue, ${person.name}` }),
  ).toBeVisible();
}

/**
 * Collects a page's CSP violations and uncaught errors into the fixture's `pageErrors`: the
 * fixture watches only its own page, and a second person's browser is held to the same bar.
 */
export function watchPageErrors(page: Page, pageErrors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      pageErrors.push(message.text());
    }
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
}

interface MailboxMessage {
  kind: string;
  htmlUrl: string | null;
}

async function mailboxOf(
  request: APIRequestContext,
  origin: string,
  recipient: string,
): Promise<MailboxMessage[]> {
  const response = await request.get(`${origin}/dev/mailbox.json`, { params: { recipient } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/** The payment receipts the dev mailbox holds for an address (sent or waiting). */
export async function receiptsTo(
  request: APIRequestContext,
  origin: string,
  recipient: string,
): Promise<number> {
  const messages = await mailboxOf(request, origin, recipient);
  return messages.filter((message) => message.kind === 'payment_receipt').length;
}

/**
 * The enrolment link of the console's invitation e-mail to `recipient`, as its path and #token
 * (the mail's origin is the white-label's public one; the test's server answers on its own).
 * Polled: the outbox sends it a moment after the invitation.
 */
export async function mailedEnrolmentPath(
  request: APIRequestContext,
  origin: string,
  recipient: string,
): Promise<string> {
  let enrolmentPath: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await mailboxOf(request, origin, recipient);
        const mail = messages.find((message) => message.kind === 'staff_invitation');
        if (!mail?.htmlUrl) return undefined;
        const html = await (await request.get(new URL(mail.htmlUrl, origin).href)).text();
        enrolmentPath = /\/operator\/enrol#token=[A-Za-z0-9_-]{43}/.exec(html)?.[0];
        return enrolmentPath;
      },
      { timeout: 30_000, intervals: [300, 1000] },
    )
    .toBeDefined();
  return enrolmentPath ?? '';
}

/** A rental company made from the console's rental companies page, which is open. */
export async function createRentalCompany(
  page: Page,
  company: { code: string; name: string },
): Promise<void> {
  await page.getByLabel('Code').fill(company.code);
  await page.getByLabel('Nom', { exact: true }).fill(company.name);
  await page.getByLabel('Numéro de TVA intracommunautaire').fill('FR40123456789');
  await page.getByRole('button', { name: 'Créer la société' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${company.name} est créée` }),
  ).toBeVisible();
}
