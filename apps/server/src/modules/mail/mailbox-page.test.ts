import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  escapeHtml,
  formatSize,
  mailboxListPage,
  mailboxMessagePage,
} from './mailbox-page.ts';
import type { MailRow } from './outbox.ts';

const hostile = `<script>alert("x")</script> & 'quoted'`;

function row(overrides: Partial<MailRow> = {}): MailRow {
  return {
    id: 42,
    whitelabelId: 7,
    kind: 'payment_receipt',
    recipient: `a${hostile}@example.org`,
    language: 'en',
    payload: { paymentId: hostile },
    status: 'captured',
    attempts: 1,
    nextAttemptAt: new Date('2026-03-02T08:10:00Z'),
    lastError: hostile,
    message: {
      subject: `Receipt ${hostile}`,
      text: `Hello ${hostile}`,
      html: `<p>${hostile}</p>`,
      attachments: [
        { filename: `receipt ${hostile}.pdf`, contentType: 'application/pdf', size: 2048 },
      ],
    },
    sentAt: new Date('2026-03-02T08:00:05Z'),
    createdAt: new Date('2026-03-02T08:00:00Z'),
    resendOf: null,
    ...overrides,
  };
}

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('mailbox pages', () => {
  it.each([
    ['list', mailboxListPage([row()])],
    ['message', mailboxMessagePage(row(), { from: `Portico ${hostile}` })],
  ])('the %s page escapes every value and has no inline script or style', (_name, html) => {
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(hostile);
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;',
    );
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<main>');
    expect(html).toContain('<link rel="stylesheet" href="/dev/mailbox.css">');
  });

  it('lists a message with its date, recipient, linked subject, status, attempts and error', () => {
    const html = mailboxListPage([row()]);
    expect(html).toContain('<th scope="col">Date</th>');
    expect(html).toContain(
      '<time datetime="2026-03-02T08:00:00.000Z">2026-03-02 08:00:00 UTC</time>',
    );
    expect(html).toContain('<a href="/dev/mailbox/42">Receipt &lt;script&gt;');
    expect(html).toContain('<td>captured</td>');
    expect(html).toContain('<caption>1 message</caption>');
  });

  it('names a message not rendered yet by its id and kind', () => {
    const html = mailboxListPage([row({ status: 'pending', message: null, sentAt: null })]);
    expect(html).toContain('Message 42 (payment_receipt, not rendered yet)');
  });

  it('shows the headers, the text part and links to the HTML part and the attachments', () => {
    const html = mailboxMessagePage(row());
    expect(html).toContain('<th scope="row">To</th>');
    expect(html).toContain('<pre>Hello &lt;script&gt;');
    expect(html).toContain('<a href="/dev/mailbox/42/html">');
    expect(html).toContain('<a href="/dev/mailbox/42/attachments/0">receipt &lt;script&gt;');
    expect(html).toContain('<td>2.0 KiB</td>');
    // The HTML part itself is never inlined in the page.
    expect(html).not.toContain('<p>&lt;script&gt;');
  });

  it("shows a message's own header lines, escaped, among its headers", () => {
    const message = row().message;
    if (!message) throw new Error('the row has a message');
    const html = mailboxMessagePage(
      row({
        message: {
          ...message,
          headers: {
            'List-Unsubscribe': '<https://a.fr/services/v1/customers/unsubscribe/oneClick?token=t>',
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
      }),
    );
    expect(html).toContain(
      '<tr><th scope="row">List-Unsubscribe</th><td>&lt;https://a.fr/services/v1/customers/unsubscribe/oneClick?token=t&gt;</td></tr>',
    );
    expect(html).toContain(
      '<tr><th scope="row">List-Unsubscribe-Post</th><td>List-Unsubscribe=One-Click</td></tr>',
    );
    expect(mailboxMessagePage(row())).not.toContain('List-Unsubscribe');
  });

  it('says a skipped message had nothing to send', () => {
    const skipped = row({ status: 'skipped', message: null });
    expect(mailboxListPage([skipped])).toContain(
      'Message 42 (payment_receipt, skipped: nothing to send any more)',
    );
    const html = mailboxMessagePage(skipped);
    expect(html).toContain('<th scope="row">Skipped</th>');
    expect(html).toContain('<p>Skipped: when the mail job rendered it');
  });

  it('says when a pending message has not been rendered yet', () => {
    const html = mailboxMessagePage(row({ status: 'pending', message: null, sentAt: null }));
    expect(html).toContain('Not rendered yet');
    expect(html).toContain('<th scope="row">Next attempt</th>');
  });
});

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KiB'],
    [3 * 1024 * 1024, '3.0 MiB'],
  ])('%i bytes: %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text);
  });
});

describe('attachmentDisposition', () => {
  it('names an ASCII file as is', () => {
    expect(attachmentDisposition('receipt-12.pdf')).toBe(
      `attachment; filename="receipt-12.pdf"; filename*=UTF-8''receipt-12.pdf`,
    );
  });

  it('gives other names an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition(`reçu "n°1" (it's).pdf`)).toBe(
      `attachment; filename="re_u _n_1_ (it's).pdf"; filename*=UTF-8''re%C3%A7u%20%22n%C2%B01%22%20%28it%27s%29.pdf`,
    );
  });
});
