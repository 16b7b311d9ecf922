import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

// What the alert tests share: the dev mailbox read as a mail client would (the links of a
// message's HTML part), and a plate's alert status for an address through the public API.

export interface MailboxMessage {
  id: number;
  kind: string;
  recipient: string;
  subject: string | null;
  htmlUrl: string | null;
  headers: Record<string, string>;
}

export async function messagesTo(
  request: APIRequestContext,
  recipient: string,
): Promise<MailboxMessage[]> {
  const response = await request.get('/dev/mailbox.json', { params: { recipient } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
}

/**
 * The messages of a kind to the address, once one has been rendered (captured). The alert service
 * kicks the outbox for the e-mails it writes itself; a passage e-mail, written with the trip, goes
 * out with the outbox job's next run (JOBS_INTERVAL_MS, 60 s by default).
 */
export async function awaitMessages(
  request: APIRequestContext,
  recipient: string,
  kind: string,
): Promise<MailboxMessage[]> {
  let found: MailboxMessage[] = [];
  await expect
    .poll(
      async () => {
        found = (await messagesTo(request, recipient)).filter((message) => message.kind === kind);
        return found.some((message) => message.htmlUrl !== null);
      },
      { timeout: 80_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found;
}

/** The path and query of every link of the message's HTML part. */
async function linksOf(request: APIRequestContext, message: MailboxMessage): Promise<string[]> {
  if (message.htmlUrl === null) return [];
  const html = await (await request.get(message.htmlUrl)).text();
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => {
    // The e-mail's links are on PUBLIC_ORIGIN (localhost): the test's server is 127.0.0.1.
    const url = new URL((match[1] ?? '').replaceAll('&amp;', '&'), 'http://localhost');
    return `${url.pathname}${url.search}`;
  });
}

/** The path and query of the first link of the message's HTML part that contains `part`. */
export async function linkIn(
  request: APIRequestContext,
  message: MailboxMessage,
  part: string,
): Promise<string> {
  expect(message.htmlUrl).not.toBeNull();
  const href = (await linksOf(request, message)).find((candidate) => candidate.includes(part));
  expect(href, `a link containing ${part}`).toBeDefined();
  return href ?? '';
}

/** The ids of the messages the address has now: what a later awaitLink leaves aside. */
export async function messageIds(
  request: APIRequestContext,
  recipient: string,
): Promise<Set<number>> {
  return new Set((await messagesTo(request, recipient)).map((message) => message.id));
}

/**
 * A link containing every `parts` in a message to the address that is not one of `seen`, once it
 * is rendered: the e-mail a request has just written, whatever the server calls its kind.
 */
export async function awaitLink(
  request: APIRequestContext,
  recipient: string,
  parts: readonly string[],
  seen: ReadonlySet<number> = new Set(),
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const message of await messagesTo(request, recipient)) {
          if (seen.has(message.id)) continue;
          const links = await linksOf(request, message);
          link = links.find((candidate) => parts.every((part) => candidate.includes(part)));
          if (link) return true;
        }
        return false;
      },
      { timeout: 30_000, intervals: [300, 1000, 2000] },
    )
    .toBe(true);
  return link ?? '';
}

/** GET /customers: the plate's alert status for the address (spec 001 section 4). */
export async function alertStatus(
  request: APIRequestContext,
  plate: string,
  email: string,
): Promise<string> {
  const response = await request.get('/services/v1/customers', {
    params: { countryCode: 'FR', plate, email },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { alertStatus: string }).alertStatus;
}

/**
 * Stops the address's alerts the way its owner does (issue 24 item 5): the unsubscribe request
 * e-mails a signed link, whose token is then posted as the page's button does.
 */
export async function stopAlertsByMail(request: APIRequestContext, email: string): Promise<void> {
  const seen = await messageIds(request, email);
  const asked = await request.post('/services/v1/customers/unsubscribe', { data: { email } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const link = new URL(
    await awaitLink(request, email, ['/unsubscribe?', 'token='], seen),
    'http://e2e',
  );
  const token = link.searchParams.get('token') ?? '';
  const stopped = await request.post('/services/v1/customers/unsubscribe/oneClick', {
    params: { token },
  });
  expect(stopped.ok(), await stopped.text()).toBe(true);
}
