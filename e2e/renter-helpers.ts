import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { freshEmail } from './account-helpers.ts';

// What the renters' browser tests share (issue 25): a renter invited through the operator API.

const operatorKey = { 'x-api-key': 'demo-roadside-key' };
export const renterPassword = 'Flotta-Sicura-2026';

/** A company and its first user invited through the operator API; the invitation's id and code. */
export async function invitedRenter(request: APIRequestContext) {
  const code = `E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const company = await request.post('/services/v1/operator/companies', {
    headers: operatorKey,
    data: { code, name: 'Noleggi E2E S.r.l.', vatNumber: 'IT01234567890', address: 'Via Roma 1' },
  });
  expect(company.ok()).toBe(true);
  const email = freshEmail('renter');
  const invited = await request.post(`/services/v1/operator/companies/${code}/users`, {
    headers: operatorKey,
    data: { email, firstName: 'Marta', lastName: 'Rossi', language: 'it' },
  });
  expect(invited.ok()).toBe(true);
  let link: { id: string; code: string } | null = null;
  await expect
    .poll(
      async () => {
        const mailbox = await request.get('/dev/mailbox.json', { params: { recipient: email } });
        const { messages } = (await mailbox.json()) as {
          messages: { kind: string; htmlUrl: string | null }[];
        };
        const mail = messages.find((message) => message.kind === 'renter_invitation');
        if (!mail?.htmlUrl) return null;
        const html = await (await request.get(mail.htmlUrl)).text();
        const id = /renters\/activate\?id=([0-9a-f-]{36})/.exec(html)?.[1];
        const digits = /\b(\d{6})\b/.exec(html)?.[1];
        link = id && digits ? { id, code: digits } : null;
        return link;
      },
      { timeout: 30_000, intervals: [300, 1000] },
    )
    .not.toBeNull();
  return { email, ...(link as unknown as { id: string; code: string }) };
}

/** A fleet file in the import's layout (CSV with ';', as Excel writes it in Italian). */
export function fleetCsv(rows: string[]): Buffer {
  return Buffer.from(`Paese;Targa;Data di inizio;Data di fine\r\n${rows.join('\r\n')}\r\n`);
}
