import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { whitelabels } from '../src/db/schema/index.ts';
import { mailOutbox } from '../src/db/schema/mail.ts';
import { htmlPartCsp } from '../src/modules/mail/mailbox-page.ts';
import { mailboxRoutes } from '../src/modules/mail/mailbox-routes.ts';
import { createSenderResolver } from '../src/modules/mail/sender.ts';
import { claimDueMail, enqueueMail, findMail, type NewMail } from '../src/modules/mail/outbox.ts';
import type { MailRenderer, MailRenderers, MailToRender } from '../src/modules/mail/renderer.ts';
import {
  createMailService,
  type MailService,
  type MailServiceDeps,
} from '../src/modules/mail/service.ts';
import {
  createCaptureTransport,
  createSmtpTransport,
  type MailTransport,
  type OutgoingMail,
} from '../src/modules/mail/transport.ts';
import { portalCsp } from '../src/plugins/csp.ts';
import errorsPlugin from '../src/plugins/errors.ts';
import openapiPlugin from '../src/plugins/openapi.ts';
import securityHeadersPlugin from '../src/plugins/security-headers.ts';
import { useApp } from './helpers/build-app.ts';
import { createTenant, uniqueSuffix } from './helpers/factories.ts';

const app = useApp();
const db = (): Database => app().database.db;
const from = 'Portico <no-reply@portico.localhost>';

/**
 * The messages of these tests are due at this far date only, and each test's service runs only
 * its own tenant's messages: on a shared PostgreSQL, other files' runs (at the real time) never
 * take them, and these runs never take theirs.
 */
const due = new Date('2100-01-01T00:00:00Z');
const later = (ms: number): Date => new Date(due.getTime() + ms);

const silentLogger = { warn() {}, error() {} };

const pdfBytes = (paymentId: string): Buffer =>
  Buffer.from(`%PDF-1.7\n% receipt of payment ${paymentId}\n%%EOF\n`);

function receiptRenderer(calls: MailToRender[] = []): MailRenderer {
  return async (mail) => {
    calls.push(mail);
    const paymentId = String(mail.payload.paymentId);
    return {
      subject: `Receipt <${paymentId}> & thanks`,
      text: `Your payment ${paymentId} is confirmed.`,
      html: `<p style="color: green">Your payment <b>${paymentId}</b> is confirmed.</p>`,
      attachments: [
        {
          filename: `receipt-${paymentId}.pdf`,
          contentType: 'application/pdf',
          content: pdfBytes(paymentId),
        },
      ],
    };
  };
}

/** The renderers of a test that sends receipts only: any other kind fails loudly. */
function withReceipt(renderer: MailRenderer): MailRenderers {
  const other: MailRenderer = async (mail) => {
    throw new Error(`no ${mail.kind} in this test`);
  };
  return {
    payment_receipt: renderer,
    payment_duplicated: other,
    payment_refunded: other,
    alert_confirmation: other,
    alert_moved: other,
    alert_handover_requested: other,
    alert_handover_kept: other,
    alert_unsubscribe_confirmation: other,
    alert_passage: other,
    alert_deadline: other,
    alert_notice: other,
    account_activation: other,
    account_password_reset: other,
    account_codes_tried: other,
    account_password_changed: other,
    account_deleted: other,
    contact_acknowledgment: other,
    contact_notification: other,
    protest_acknowledgment: other,
    protest_decision: other,
    renter_invitation: other,
    staff_invitation: other,
  };
}

interface RecordingTransport extends MailTransport {
  sent: OutgoingMail[];
}

/** An "SMTP" transport that keeps what it is given, after a short wait like a server's. */
function recordingTransport(delayMs = 0): RecordingTransport {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'smtp',
    sent,
    async send(message) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
    },
    close() {},
  };
}

interface Fixture {
  whitelabelId: number;
  service(deps?: Partial<MailServiceDeps>): MailService;
  /** Enqueues a message in a committed transaction, due at `due`. */
  enqueue(overrides?: Partial<NewMail>): Promise<number>;
}

const services: MailService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});

async function fixture(): Promise<Fixture> {
  const tenant = await createTenant(db());
  return {
    whitelabelId: tenant.id,
    service(deps = {}) {
      const service = createMailService(db(), {
        transport: createCaptureTransport(),
        renderers: withReceipt(receiptRenderer()),
        from,
        logger: silentLogger,
        whitelabelId: tenant.id,
        ...deps,
      });
      services.push(service);
      return service;
    },
    async enqueue(overrides = {}) {
      return db().transaction(async (tx) => {
        const id = await enqueueMail(tx, {
          whitelabelId: tenant.id,
          kind: 'payment_receipt',
          recipient: `customer-${uniqueSuffix()}@example.org`,
          language: 'en',
          payload: { paymentId: uniqueSuffix() },
          ...overrides,
        });
        // In the same transaction: never due at the real time, even for a moment.
        await tx.update(mailOutbox).set({ nextAttemptAt: due }).where(eq(mailOutbox.id, id));
        return id;
      });
    },
  };
}

async function row(id: number) {
  const found = await findMail(db(), id);
  if (!found) throw new Error(`no mail ${id}`);
  return found;
}

describe('enqueueMail', () => {
  it('writes nothing when the transaction that would cause the message rolls back', async () => {
    const tenant = await createTenant(db());
    let id: number | undefined;
    await expect(
      db().transaction(async (tx) => {
        id = await enqueueMail(tx, {
          whitelabelId: tenant.id,
          kind: 'payment_receipt',
          recipient: 'rolled-back@example.org',
          language: 'fr',
          payload: { paymentId: 'p-1' },
        });
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(id).toBeGreaterThan(0);
    expect(await findMail(db(), id ?? 0)).toBeUndefined();
  });

  it('leaves one pending message, due at once, when the transaction commits', async () => {
    const before = Date.now();
    const id = await db().transaction((tx) =>
      enqueueMail(tx, {
        whitelabelId: null,
        kind: 'payment_receipt',
        recipient: 'committed@example.org',
        language: 'de',
        payload: { paymentId: 'p-2' },
      }),
    );
    const stored = await row(id);
    expect(stored).toMatchObject({
      whitelabelId: null,
      kind: 'payment_receipt',
      recipient: 'committed@example.org',
      language: 'de',
      payload: { paymentId: 'p-2' },
      status: 'pending',
      attempts: 0,
      lastError: null,
      message: null,
      sentAt: null,
    });
    expect(stored.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(stored.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 60_000);
    // Leave nothing due for a real run: this row has no tenant to scope it.
    await db().update(mailOutbox).set({ status: 'captured' }).where(eq(mailOutbox.id, id));
  });
});

describe('claimDueMail', () => {
  it('leases what it claims: no other claim takes it until the lease ends (a crash mid-send)', async () => {
    const { whitelabelId, enqueue } = await fixture();
    const id = await enqueue();
    const lease = 10 * 60_000;
    const claim = (now: Date) =>
      claimDueMail(db(), now, 10, new Date(now.getTime() + lease), { whitelabelId });
    expect((await claim(due)).map((claimed) => claimed.id)).toEqual([id]);
    expect(await claim(due)).toEqual([]);
    expect(await claim(later(lease - 1))).toEqual([]);
    expect((await claim(later(lease))).map((claimed) => claimed.id)).toEqual([id]);
  });
});

describe('runOutbox with the capture transport', () => {
  let mailbox: FastifyInstance | undefined;
  afterEach(async () => {
    await mailbox?.close();
    mailbox = undefined;
  });

  async function startMailbox(renderers: MailRenderers): Promise<FastifyInstance> {
    const server = Fastify();
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    await server.register(errorsPlugin);
    await server.register(securityHeadersPlugin, { csp: portalCsp(), hsts: false });
    await server.register(openapiPlugin);
    await server.register(mailboxRoutes, { db: db(), renderers, from });
    await server.ready();
    return server;
  }

  it('captures the message with what was rendered, and /dev/mailbox shows it', async () => {
    const { service, enqueue } = await fixture();
    const paymentId = `pay-${uniqueSuffix()}`;
    const id = await enqueue({ payload: { paymentId } });
    const renderers = withReceipt(receiptRenderer());
    const mail = service({ renderers });

    expect(await mail.runOutbox(due)).toEqual({ sent: 0, captured: 1, skipped: 0, failed: 0 });
    const captured = await row(id);
    expect(captured).toMatchObject({
      status: 'captured',
      attempts: 1,
      lastError: null,
      message: {
        subject: `Receipt <${paymentId}> & thanks`,
        text: `Your payment ${paymentId} is confirmed.`,
        html: `<p style="color: green">Your payment <b>${paymentId}</b> is confirmed.</p>`,
        attachments: [
          {
            filename: `receipt-${paymentId}.pdf`,
            contentType: 'application/pdf',
            size: pdfBytes(paymentId).length,
          },
        ],
      },
    });
    expect(captured.sentAt).toBeInstanceOf(Date);
    // Captured once: a later run finds nothing to do.
    expect(await mail.runOutbox(later(3_600_000))).toEqual({
      sent: 0,
      captured: 0,
      skipped: 0,
      failed: 0,
    });

    mailbox = await startMailbox(renderers);
    const query = `recipient=${encodeURIComponent(captured.recipient)}`;
    const json = await mailbox.inject({ method: 'GET', url: `/dev/mailbox.json?${query}` });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.json()).toEqual({
      messages: [
        expect.objectContaining({
          id,
          recipient: captured.recipient,
          status: 'captured',
          attempts: 1,
          subject: `Receipt <${paymentId}> & thanks`,
          url: `/dev/mailbox/${id}`,
          htmlUrl: `/dev/mailbox/${id}/html`,
          attachments: [
            {
              filename: `receipt-${paymentId}.pdf`,
              contentType: 'application/pdf',
              size: pdfBytes(paymentId).length,
              url: `/dev/mailbox/${id}/attachments/0`,
            },
          ],
        }),
      ],
    });

    const list = await mailbox.inject({ method: 'GET', url: `/dev/mailbox?${query}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.body).toContain(
      `<a href="/dev/mailbox/${id}">Receipt &lt;${paymentId}&gt; &amp; thanks</a>`,
    );
    const everything = await mailbox.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(everything.body).toContain(`<a href="/dev/mailbox/${id}">`);

    const page = await mailbox.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<pre>Your payment ${paymentId} is confirmed.</pre>`);
    expect(page.body).toContain(`<a href="/dev/mailbox/${id}/attachments/0">`);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");

    const htmlPart = await mailbox.inject({ method: 'GET', url: `/dev/mailbox/${id}/html` });
    expect(htmlPart.statusCode).toBe(200);
    expect(htmlPart.body).toBe(captured.message?.html);
    expect(htmlPart.headers['content-security-policy']).toBe(htmlPartCsp);

    const attachment = await mailbox.inject({
      method: 'GET',
      url: `/dev/mailbox/${id}/attachments/0`,
    });
    expect(attachment.statusCode).toBe(200);
    expect(attachment.headers['content-type']).toBe('application/pdf');
    expect(attachment.headers['content-disposition']).toContain(
      `filename="receipt-${paymentId}.pdf"`,
    );
    expect(attachment.rawPayload.equals(pdfBytes(paymentId))).toBe(true);

    const css = await mailbox.inject({ method: 'GET', url: '/dev/mailbox.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

    const docs = await mailbox.inject({ method: 'GET', url: '/services/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json<{ paths: object }>().paths)).toEqual(
      expect.arrayContaining([
        '/dev/mailbox',
        '/dev/mailbox.json',
        '/dev/mailbox/{id}',
        '/dev/mailbox/{id}/html',
        '/dev/mailbox/{id}/attachments/{index}',
      ]),
    );

    for (const [url, status] of [
      [`/dev/mailbox/${id}/attachments/1`, 404],
      ['/dev/mailbox/999999999', 404],
      ['/dev/mailbox/not-a-number', 400],
    ] as const) {
      expect((await mailbox.inject({ method: 'GET', url })).statusCode, url).toBe(status);
    }
  });
  const alertHeaders = {
    'List-Unsubscribe':
      '<https://peage.example.fr/services/v1/customers/unsubscribe/oneClick?token=a.b>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };

  it('logs a captured message as captured, never as delivered, and tells the metrics (issue 27)', async () => {
    const { service, enqueue } = await fixture();
    const id = await enqueue();
    const lines: { details: object; message: string }[] = [];
    let captured = 0;
    const mail = service({
      logger: {
        info: (details: object, message: string) => lines.push({ details, message }),
        warn() {},
        error() {},
      },
      onCaptured: () => {
        captured += 1;
      },
    });
    await mail.runOutbox(due);
    expect(captured).toBe(1);
    expect(lines).toEqual([
      {
        details: { mailId: id, kind: 'payment_receipt', status: 'captured' },
        message: 'mail captured, not sent (no SMTP_URL)',
      },
    ]);
    expect(lines.some((line) => /deliver/.test(line.message))).toBe(false);
  });

  it('keeps the header lines a renderer gives, and /dev/mailbox shows them', async () => {
    const { service, enqueue } = await fixture();
    const id = await enqueue();
    const render = receiptRenderer();
    const renderers = withReceipt(async (message) => {
      const content = await render(message);
      return content && { ...content, headers: alertHeaders };
    });
    expect(await service({ renderers }).runOutbox(due)).toMatchObject({ captured: 1 });
    const captured = await row(id);
    expect(captured.message?.headers).toEqual(alertHeaders);

    mailbox = await startMailbox(renderers);
    const json = await mailbox.inject({
      method: 'GET',
      url: `/dev/mailbox.json?recipient=${encodeURIComponent(captured.recipient)}`,
    });
    expect(json.json<{ messages: { headers: object }[] }>().messages[0]?.headers).toEqual(
      alertHeaders,
    );
    const page = await mailbox.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(page.body).toContain(
      '<tr><th scope="row">List-Unsubscribe</th><td>&lt;https://peage.example.fr/services/v1/customers/unsubscribe/oneClick?token=a.b&gt;</td></tr>',
    );
    expect(page.body).toContain(
      '<tr><th scope="row">List-Unsubscribe-Post</th><td>List-Unsubscribe=One-Click</td></tr>',
    );
  });

  it('marks a message skipped when its renderer finds nothing to send, and never tries it again', async () => {
    const { service, enqueue } = await fixture();
    const id = await enqueue();
    const calls: MailToRender[] = [];
    const renderers = withReceipt(async (message) => {
      calls.push(message);
      return null;
    });
    const transport = recordingTransport();
    const mail = service({ renderers, transport });
    expect(await mail.runOutbox(due)).toEqual({ sent: 0, captured: 0, skipped: 1, failed: 0 });
    expect(transport.sent).toEqual([]);
    const skipped = await row(id);
    expect(skipped).toMatchObject({
      status: 'skipped',
      attempts: 1,
      message: null,
      lastError: null,
    });
    expect(skipped.sentAt).toBeInstanceOf(Date);
    expect(await mail.runOutbox(later(24 * 3_600_000))).toEqual({
      sent: 0,
      captured: 0,
      skipped: 0,
      failed: 0,
    });
    expect(calls).toHaveLength(1);

    mailbox = await startMailbox(renderers);
    const page = await mailbox.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(page.body).toContain('skipped: nothing to send any more');
    const attachment = await mailbox.inject({
      method: 'GET',
      url: `/dev/mailbox/${id}/attachments/0`,
    });
    expect(attachment.statusCode).toBe(404);
  });

  it('fails the attempt of a message whose header would break the message', async () => {
    const { service, enqueue } = await fixture();
    const id = await enqueue();
    const render = receiptRenderer();
    const renderers = withReceipt(async (message) => {
      const content = await render(message);
      return (
        content && { ...content, headers: { 'List-Unsubscribe': '<https://a.fr/>\r\nBcc: x@y.fr' } }
      );
    });
    expect(await service({ renderers }).runOutbox(due)).toMatchObject({ failed: 1 });
    expect((await row(id)).lastError).toContain('control character');
  });
});

describe('runOutbox through SMTP', () => {
  interface Received {
    to: string[];
    raw: string;
  }

  function startSmtp(port: number, received: Received[]): Promise<SMTPServer> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 1_000,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  }

  const stopSmtp = (server: SMTPServer): Promise<void> =>
    new Promise((resolve) => server.close(() => resolve()));

  it('keeps the message pending while the server is unreachable, then sends it', async () => {
    const received: Received[] = [];
    // A free port, closed again: nothing listens there at the first attempt.
    const probe = await startSmtp(0, received);
    const port = (probe.server.address() as AddressInfo).port;
    await stopSmtp(probe);

    const { service, enqueue } = await fixture();
    const paymentId = `pay-${uniqueSuffix()}`;
    const id = await enqueue({ payload: { paymentId } });
    const warnings: object[] = [];
    const mail = service({
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
      logger: { warn: (details) => warnings.push(details), error() {} },
    });

    expect(await mail.runOutbox(due)).toEqual({ sent: 0, captured: 0, skipped: 0, failed: 1 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, message: null, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    expect(failed.nextAttemptAt).toEqual(later(30_000));
    expect(warnings).toEqual([expect.objectContaining({ mailId: id, attempts: 1 })]);

    const server = await startSmtp(port, received);
    try {
      // Not before the backoff has passed.
      expect(await mail.runOutbox(later(29_999))).toEqual({
        sent: 0,
        captured: 0,
        skipped: 0,
        failed: 0,
      });
      expect(await mail.runOutbox(later(30_000))).toEqual({
        sent: 1,
        captured: 0,
        skipped: 0,
        failed: 0,
      });
    } finally {
      await stopSmtp(server);
    }

    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent.message?.subject).toBe(`Receipt <${paymentId}> & thanks`);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.to).toEqual([sent.recipient]);
    expect(message?.raw).toContain(`Subject: Receipt <${paymentId}> & thanks`);
    expect(message?.raw).toContain(`To: ${sent.recipient}`);
    expect(message?.raw).toContain('From: Portico <no-reply@portico.localhost>');
    expect(message?.raw).toMatch(/Content-Type: application\/pdf; name=.?receipt-/);
    expect(message?.raw).toContain(`filename=receipt-${paymentId}.pdf`);
    expect(message?.raw.replace(/\r\n/g, '')).toContain(pdfBytes(paymentId).toString('base64'));
  });

  it("sends each white-label's e-mails from its operator, not from Portico (issue 27)", async () => {
    const received: Received[] = [];
    const server = await startSmtp(0, received);
    try {
      const port = (server.server.address() as AddressInfo).port;
      const { service, enqueue, whitelabelId } = await fixture();
      await enqueue();
      const from = createSenderResolver(db(), 'Portico <no-reply@portico.localhost>', {
        cacheMs: 0,
      });
      const mail = service({ transport: createSmtpTransport(`smtp://127.0.0.1:${port}`), from });
      await mail.runOutbox(due);
      // Its name, MAIL_FROM's address: the operator's settings name no address of their own.
      const [name] = await db()
        .select({ name: whitelabels.name })
        .from(whitelabels)
        .where(eq(whitelabels.id, whitelabelId));
      expect(received[0]?.raw).toContain(`From: ${name?.name} <no-reply@portico.localhost>`);

      // Its own sender from its settings; a name with a comma is quoted, never raw.
      await db()
        .update(whitelabels)
        .set({
          settings: { mail: { fromName: 'Autostrada, S.p.A.', fromAddress: 'ricevute@op.it' } },
        })
        .where(eq(whitelabels.id, whitelabelId));
      await enqueue();
      await mail.runOutbox(due);
      expect(received[1]?.raw).toContain('From: "Autostrada, S.p.A." <ricevute@op.it>');
      expect(received[1]?.raw).not.toContain('Portico');
    } finally {
      await stopSmtp(server);
    }
  });

  it('sends the header lines a renderer gives: List-Unsubscribe and List-Unsubscribe-Post', async () => {
    const received: Received[] = [];
    const server = await startSmtp(0, received);
    try {
      const port = (server.server.address() as AddressInfo).port;
      const { service, enqueue } = await fixture();
      await enqueue();
      const oneClick = `https://peage.example.fr/services/v1/customers/unsubscribe/oneClick?token=${'a'.repeat(90)}.${'b'.repeat(43)}`;
      const render = receiptRenderer();
      const mail = service({
        transport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
        renderers: withReceipt(async (message) => {
          const content = await render(message);
          return (
            content && {
              ...content,
              headers: {
                'List-Unsubscribe': `<${oneClick}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          );
        }),
      });
      expect(await mail.runOutbox(due)).toMatchObject({ sent: 1 });
    } finally {
      await stopSmtp(server);
    }
    // Unfolded, as a mail client reads the header.
    const head = received[0]?.raw.split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, ' ') ?? '';
    expect(head).toMatch(
      /^List-Unsubscribe: <https:\/\/peage\.example\.fr\/services\/v1\/customers\/unsubscribe\/oneClick\?token=a{90}\.b{43}>$/m,
    );
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});

describe('runOutbox', () => {
  it('never sends a message twice when two runs claim at once', async () => {
    const { service, enqueue } = await fixture();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await enqueue());
    const first = recordingTransport(3);
    const second = recordingTransport(3);
    const results = await Promise.all([
      service({ transport: first, batchSize: 3 }).runOutbox(due),
      service({ transport: second, batchSize: 3 }).runOutbox(due),
    ]);

    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(12);
    expect(results.every((result) => result.failed === 0)).toBe(true);
    const recipients = [...first.sent, ...second.sent].map((message) => message.to);
    expect(new Set(recipients).size).toBe(12);
    expect(recipients).toHaveLength(12);
    const rows = await Promise.all(ids.map(row));
    expect(rows.map((stored) => [stored.status, stored.attempts])).toEqual(
      ids.map(() => ['sent', 1]),
    );
  });

  it('keeps a message whose rendering fails pending, with the error, and sends nothing', async () => {
    const { service, enqueue } = await fixture();
    const id = await enqueue();
    const transport = recordingTransport();
    const mail = service({
      transport,
      renderers: withReceipt(async () => {
        throw new Error('the receipt template broke');
      }),
    });

    expect(await mail.runOutbox(due)).toEqual({ sent: 0, captured: 0, skipped: 0, failed: 1 });
    expect(transport.sent).toEqual([]);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, message: null });
    expect(failed.lastError).toContain('the receipt template broke');
    expect(failed.nextAttemptAt).toEqual(later(30_000));

    // Still failing later: the wait doubles, the message is never dropped.
    expect(await mail.runOutbox(later(30_000))).toEqual({
      sent: 0,
      captured: 0,
      skipped: 0,
      failed: 1,
    });
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 2,
      nextAttemptAt: later(30_000 + 60_000),
    });
  });

  it('sends what is due in batches until none is left', async () => {
    const { service, enqueue } = await fixture();
    for (let i = 0; i < 5; i++) await enqueue();
    const transport = recordingTransport();
    expect(await service({ transport, batchSize: 2 }).runOutbox(due)).toEqual({
      sent: 5,
      captured: 0,
      skipped: 0,
      failed: 0,
    });
    expect(transport.sent).toHaveLength(5);
  });
});

describe('kick', () => {
  it('runs once for several kicks close together, and idle() waits for that run', async () => {
    const { service, enqueue } = await fixture();
    const id = await enqueue();
    const calls: MailToRender[] = [];
    let runs = 0;
    const mail = service({
      renderers: withReceipt(receiptRenderer(calls)),
      clock: () => {
        runs++;
        return due;
      },
    });

    mail.kick();
    mail.kick();
    mail.kick();
    await mail.idle();
    // The clock is read once per kicked run.
    expect(runs).toBe(1);
    expect(calls.map((call) => call.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: 'captured' });
    await expect(mail.idle()).resolves.toBeUndefined();
  });

  it('runs once more after the run in progress when kicked during it', async () => {
    const { service, enqueue } = await fixture();
    const firstId = await enqueue();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const renderingStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const calls: MailToRender[] = [];
    const render = receiptRenderer(calls);
    const runTimes: Date[] = [];
    const mail = service({
      renderers: withReceipt(async (message) => {
        started();
        await gate;
        return render(message);
      }),
      clock: () => {
        const now = later(runTimes.length);
        runTimes.push(now);
        return now;
      },
    });

    mail.kick();
    await renderingStarted;
    const secondId = await enqueue();
    mail.kick();
    mail.kick();
    release();
    await mail.idle();
    expect(calls.map((call) => call.id)).toEqual([firstId, secondId]);
    expect(await row(secondId)).toMatchObject({ status: 'captured' });
  });

  it('logs a failed kicked run instead of throwing', async () => {
    const errors: object[] = [];
    const mail = createMailService(db(), {
      transport: createCaptureTransport(),
      renderers: withReceipt(receiptRenderer()),
      from,
      logger: { warn() {}, error: (details) => errors.push(details) },
      // An impossible date: the claim's query fails.
      clock: () => new Date(Number.NaN),
      whitelabelId: -1,
    });
    services.push(mail);
    expect(() => mail.kick()).not.toThrow();
    await mail.idle();
    expect(errors).toHaveLength(1);
  });
});
