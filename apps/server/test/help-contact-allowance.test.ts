import { contactSentSchema, type LookupTarget, whitelabelHostHeader } from '@portico/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactRequests, mailOutbox } from '../src/db/schema/index.ts';
import { issueLookupSession } from '../src/modules/lookups/session.ts';
import { accountClient } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { testConfig } from './helpers/config.ts';
import {
  type ContactSendOptions,
  createHelpTenant,
  multipartBody,
  pdfBytes,
  postContact,
  setTenantSetting,
} from './helpers/help-centre.ts';
import { expectError } from './helpers/requests.ts';

/**
 * Issue 24 item 4: the anonymous contact form stored ~150 MB a minute per address and mailed any
 * address. Now: acknowledgments per recipient and day, stored bytes per client and day (smaller
 * for an anonymous sender than for a lookup session or a signed-in customer), reserved before
 * the request is stored.
 */
const base = testConfig();
// The per-minute request limits stay out of the way: these tests are about the daily allowances.
const config = testConfig({
  lookup: { ...base.lookup, rateLimitMax: 10_000 },
  rateLimit: { max: 10_000, windowMs: 60_000 },
});
const app = useApp(config);
const db = () => app().database.db;
const mib = 1024 * 1024;

const request = (email = 'driver@example.org') => ({
  nodeId: 'no-files-form',
  email,
  message: 'Hello',
  fields: {},
});
/** A PDF of exactly `size` bytes, as the sniffing accepts it. */
const pdfOf = (size: number) => ({
  filename: 'proof.pdf',
  contentType: 'application/pdf',
  content: Buffer.concat([pdfBytes, Buffer.alloc(size - pdfBytes.length, 0x20)]),
});
const withFile = (email?: string) => ({
  ...request(email),
  nodeId: 'pay-form',
  fields: { plate: 'AB1' },
});

let lastIp = 0;
/** A client address no other test of this file uses. */
const freshIp = () => `198.51.100.${(lastIp += 1)}`;

async function tenantWithLimits(limits: Record<string, number>) {
  const tenant = await createHelpTenant(db());
  await setTenantSetting(db(), tenant.id, 'contactLimits', limits);
  return tenant;
}

/** Sends `count` requests one after the other; answers their status codes. */
async function sendMany(
  host: string,
  count: number,
  body: unknown,
  options: ContactSendOptions = {},
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await postContact(app(), host, body, {
      captchaToken: solvedCaptchaToken(config),
      ...options,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

function sessionOf(whitelabelId: number, target: LookupTarget, ttlMs = 60_000): string {
  return issueLookupSession(config.lookup.secret, { whitelabelId, target }, new Date(), ttlMs);
}

const plate = (value: string): LookupTarget => ({ kind: 'plate', plate: value, countryCode: 'FR' });

describe('acknowledgments per recipient and day', () => {
  it('stops e-mailing one address at its cap, while every request is still stored and forwarded', async () => {
    const tenant = await tenantWithLimits({ acknowledgmentsPerAddress: 2 });
    const references: string[] = [];
    // The same address however it is written, from different clients.
    for (const email of ['victim@example.org', 'Victim@Example.org', 'VICTIM@example.org']) {
      const response = await postContact(app(), tenant.host, request(email), {
        captchaToken: solvedCaptchaToken(config),
        remoteAddress: freshIp(),
      });
      expect(response.statusCode, response.body).toBe(201);
      references.push(contactSentSchema.parse(response.json()).reference);
    }
    const other = await postContact(app(), tenant.host, request('someone@example.org'), {
      captchaToken: solvedCaptchaToken(config),
    });
    expect(other.statusCode).toBe(201);

    const stored = await db()
      .select({ reference: contactRequests.reference })
      .from(contactRequests)
      .where(eq(contactRequests.whitelabelId, tenant.id));
    expect(stored).toHaveLength(4);
    const mails = await db()
      .select({ kind: mailOutbox.kind, recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.whitelabelId, tenant.id));
    const acks = mails.filter((mail) => mail.kind === 'contact_acknowledgment');
    expect(
      acks.filter((mail) => mail.recipient.toLowerCase() === 'victim@example.org'),
    ).toHaveLength(2);
    expect(acks.filter((mail) => mail.recipient === 'someone@example.org')).toHaveLength(1);
    // The support desk hears of every request.
    expect(mails.filter((mail) => mail.kind === 'contact_notification')).toHaveLength(4);
  });

  it('acknowledges an address 5 times a day by default', async () => {
    const tenant = await createHelpTenant(db());
    const statuses = await sendMany(tenant.host, 7, request('frequent@example.org'), {
      remoteAddress: freshIp(),
    });
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201]);
    const acks = await db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.whitelabelId, tenant.id), eq(mailOutbox.kind, 'contact_acknowledgment')),
      );
    expect(acks).toHaveLength(5);
  });
});

describe('stored bytes per client and day', () => {
  // 0.1 MiB: two requests of a 50,000-byte file and their few words of text, not three.
  const limits = { anonymousMibPerIp: 0.1, identifiedMibPerSender: 0.2, identifiedMibPerIp: 0.3 };
  const file = pdfOf(50_000);

  it('refuses an anonymous client past its allowance with 429 contact_limit_reached until the next day', async () => {
    const tenant = await tenantWithLimits(limits);
    const ip = freshIp();
    expect(
      await sendMany(tenant.host, 2, withFile(), { remoteAddress: ip, files: [file] }),
    ).toEqual([201, 201]);
    const refused = await postContact(app(), tenant.host, withFile(), {
      captchaToken: solvedCaptchaToken(config),
      remoteAddress: ip,
      files: [file],
    });
    expectError(refused, 429, 'contact_limit_reached');
    const retryAfter = Number(refused.headers['retry-after']);
    // Until midnight in Paris: within a day (25 hours on the night clocks go back).
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(25 * 3600);

    // Another client is not affected, and what was refused was not stored.
    expect(
      await sendMany(tenant.host, 1, withFile(), { remoteAddress: freshIp(), files: [file] }),
    ).toEqual([201]);
    const stored = await db()
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(eq(contactRequests.whitelabelId, tenant.id));
    expect(stored).toHaveLength(3);
  });

  it('gives a lookup session more than an anonymous sender, per sender and per client IP', async () => {
    const tenant = await tenantWithLimits(limits);
    const ip = freshIp();
    const send = (count: number, sessionId?: string, remoteAddress = ip) =>
      sendMany(tenant.host, count, withFile(), {
        remoteAddress,
        files: [file],
        ...(sessionId ? { sessionId } : {}),
      });
    expect(await send(3)).toEqual([201, 201, 429]);
    // A plate's session from the same address: 0.2 MiB for that plate (four such requests).
    const first = sessionOf(tenant.id, plate('AA100AA'));
    expect(await send(5, first)).toEqual([201, 201, 201, 201, 429]);
    // Another plate's session from the same address: the address's 0.3 MiB stop it after two.
    const second = sessionOf(tenant.id, plate('BB200BB'));
    expect(await send(3, second)).toEqual([201, 201, 429]);
    // The plate's own allowance follows it to another address.
    expect(await send(3, second, freshIp())).toEqual([201, 201, 429]);
  });

  it('counts a forged, expired or other white-label’s session as anonymous', async () => {
    const tenant = await tenantWithLimits(limits);
    const other = await createHelpTenant(db());
    for (const sessionId of [
      `${sessionOf(tenant.id, plate('CC300CC')).slice(0, -2)}xx`,
      sessionOf(tenant.id, plate('CC300CC'), -1000),
      sessionOf(other.id, plate('CC300CC')),
    ]) {
      expect(
        await sendMany(tenant.host, 3, withFile(), {
          remoteAddress: freshIp(),
          files: [file],
          sessionId,
        }),
      ).toEqual([201, 201, 429]);
    }
  });

  it('gives a signed-in customer the larger allowance, counted per account', async () => {
    const tenant = await tenantWithLimits(limits);
    const accounts = accountClient(app, config, tenant.host, () => new Date());
    const customer = await accounts.customer();
    const token = customer.tokens.accessToken;
    expect(
      await sendMany(tenant.host, 5, withFile(), {
        remoteAddress: freshIp(),
        files: [file],
        token,
      }),
    ).toEqual([201, 201, 201, 201, 429]);
    // Signed out, the same address is an anonymous sender with its own allowance.
    expect(
      await sendMany(tenant.host, 3, withFile(), { remoteAddress: freshIp(), files: [file] }),
    ).toEqual([201, 201, 429]);
  });

  it('holds the allowance under concurrent requests over HTTP: exactly what fits is stored', async () => {
    const tenant = await tenantWithLimits(limits);
    // Once per file: a retried test finds it listening already.
    if (!app().server.listening) await app().listen({ host: '127.0.0.1', port: 0 });
    const address = app().server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const url = `http://127.0.0.1:${address.port}/services/v1/whitelabels/contact`;
    const file = pdfOf(60_000);
    // 0.1 MiB holds one request of 60,000 bytes and a few words, not two. Three at once: the most
    // one client address may have in flight (the upload gate's places per client), all three
    // reading and storing at the same time.
    const answers = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const { payload, contentType } = multipartBody({ request: JSON.stringify(withFile()) }, [
          file,
        ]);
        const response = await fetch(
          `${url}?captchaToken=${encodeURIComponent(solvedCaptchaToken(config))}`,
          {
            method: 'POST',
            headers: { [whitelabelHostHeader]: tenant.host, 'content-type': contentType },
            body: payload,
          },
        );
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 429, 429]);
    expect(
      answers.filter((answer) => answer.status === 429).map((answer) => answer.body.message),
    ).toEqual(Array(2).fill('contact_limit_reached'));
    const result = await db().execute(sql`
      select coalesce(sum(a.size), 0)::int as bytes, count(*)::int as files
      from contact_request_attachments a
      join contact_requests r on r.id = a.request_id
      where r.whitelabel_id = ${tenant.id}`);
    const [totals] = (result as unknown as { rows: { bytes: number; files: number }[] }).rows;
    expect(totals).toEqual({ bytes: 60_000, files: 1 });
    expect(totals?.bytes).toBeLessThanOrEqual(0.1 * mib);
  });
});
