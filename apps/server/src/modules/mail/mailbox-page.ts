import { escapeHtml } from './escape.ts';
import type { MailRow } from './outbox.ts';

export { escapeHtml };

/**
 * The HTML of /dev/mailbox, as pure functions of the outbox rows. Every value goes through
 * escapeHtml; the pages have no inline script or style (the portal's CSP forbids both), only the
 * stylesheet at /dev/mailbox.css.
 */

export const mailboxPath = '/dev/mailbox';

export const messagePath = (id: number): string => `${mailboxPath}/${id}`;
export const htmlPartPath = (id: number): string => `${mailboxPath}/${id}/html`;
export const attachmentPath = (id: number, index: number): string =>
  `${mailboxPath}/${id}/attachments/${index}`;

/** 2026-03-02 08:00:05 UTC: unambiguous for whoever reads the mailbox. */
export function formatInstant(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

function time(date: Date | null): string {
  if (!date) return '';
  return `<time datetime="${escapeHtml(date.toISOString())}">${escapeHtml(formatInstant(date))}</time>`;
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${mailboxPath}.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The link text of a message: its subject, or what it is while it is not rendered yet. */
function messageLabel(row: MailRow): string {
  if (row.message?.subject) return row.message.subject;
  return row.status === 'skipped'
    ? `Message ${row.id} (${row.kind}, skipped: nothing to send any more)`
    : `Message ${row.id} (${row.kind}, not rendered yet)`;
}

export function mailboxListPage(rows: readonly MailRow[]): string {
  const count = rows.length === 1 ? '1 message' : `${rows.length} messages`;
  const body = rows
    .map(
      (row) => `<tr>
<td>${time(row.createdAt)}</td>
<td>${escapeHtml(row.recipient)}</td>
<td><a href="${messagePath(row.id)}">${escapeHtml(messageLabel(row))}</a></td>
<td>${escapeHtml(row.status)}</td>
<td>${row.attempts}</td>
<td>${escapeHtml(row.lastError ?? '')}</td>
</tr>`,
    )
    .join('\n');
  return page(
    'Mailbox (development)',
    `<h1>Mailbox</h1>
<p>The e-mail outbox, newest first. Captured messages were not sent anywhere: no SMTP server is set (SMTP_URL). Also as <a href="${mailboxPath}.json">JSON</a>.</p>
<table>
<caption>${count}</caption>
<thead>
<tr><th scope="col">Date</th><th scope="col">Recipient</th><th scope="col">Subject</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last error</th></tr>
</thead>
<tbody>
${body}
</tbody>
</table>`,
  );
}

const sentLabel: Record<MailRow['status'], string> = {
  pending: 'Sent',
  sent: 'Sent',
  captured: 'Captured',
  skipped: 'Skipped',
};

function headerRow(name: string, valueHtml: string): string {
  return `<tr><th scope="row">${escapeHtml(name)}</th><td>${valueHtml}</td></tr>`;
}

export function mailboxMessagePage(row: MailRow, { from }: { from?: string } = {}): string {
  const message = row.message;
  const headers = [
    from === undefined ? '' : headerRow('From', escapeHtml(from)),
    headerRow('To', escapeHtml(row.recipient)),
    headerRow('Subject', escapeHtml(message?.subject ?? '')),
    // The message's own extra lines, as sent (List-Unsubscribe, List-Unsubscribe-Post...).
    ...Object.entries(message?.headers ?? {}).map(([name, value]) =>
      headerRow(name, escapeHtml(value)),
    ),
    headerRow('Status', escapeHtml(row.status)),
    headerRow('Attempts', String(row.attempts)),
    headerRow('Created', time(row.createdAt)),
    headerRow(sentLabel[row.status], time(row.sentAt)),
    row.status === 'pending' ? headerRow('Next attempt', time(row.nextAttemptAt)) : '',
    headerRow('Last error', escapeHtml(row.lastError ?? '')),
    headerRow('Kind', escapeHtml(row.kind)),
    headerRow('Language', escapeHtml(row.language)),
    headerRow('White-label', row.whitelabelId === null ? '' : String(row.whitelabelId)),
  ].filter((line) => line !== '');

  const parts = message
    ? `<h2>Text part</h2>
<pre>${escapeHtml(message.text)}</pre>
<h2>HTML part</h2>
<p><a href="${htmlPartPath(row.id)}">Open the HTML part</a> (a page of its own, where no script can run).</p>
<h2>Attachments</h2>
${
  message.attachments.length === 0
    ? '<p>None.</p>'
    : `<table>
<caption>${message.attachments.length === 1 ? '1 attachment' : `${message.attachments.length} attachments`}</caption>
<thead><tr><th scope="col">File</th><th scope="col">Type</th><th scope="col">Size</th></tr></thead>
<tbody>
${message.attachments
  .map(
    (attachment, index) =>
      `<tr><td><a href="${attachmentPath(row.id, index)}">${escapeHtml(attachment.filename)}</a></td><td>${escapeHtml(attachment.contentType)}</td><td>${escapeHtml(formatSize(attachment.size))}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table>`
}`
    : row.status === 'skipped'
      ? `<p>Skipped: when the mail job rendered it, there was nothing to send any more (what it was about had ended or changed).</p>`
      : `<p>Not rendered yet: the mail job renders a message when it sends it.</p>`;

  return page(
    `${messageLabel(row)} - Mailbox (development)`,
    `<p><a href="${mailboxPath}">All messages</a></p>
<h1>${escapeHtml(messageLabel(row))}</h1>
<table>
<caption>Headers</caption>
<tbody>
${headers.join('\n')}
</tbody>
</table>
${parts}
<h2>Payload</h2>
<pre>${escapeHtml(JSON.stringify(row.payload, null, 2))}</pre>`,
  );
}

export const mailboxCss = `body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #fff; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
th, td { border: 1px solid #c8c8c8; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; }
thead th, tbody th { background: #f0f0f0; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f7f7f7; border: 1px solid #c8c8c8; padding: 0.75rem; }
a { color: #0b4fa8; }
a:focus-visible { outline: 3px solid #0b4fa8; outline-offset: 2px; }
`;

/**
 * The policy of the message's own HTML part, served alone: sandboxed (an opaque origin, no script,
 * no form, no navigation of the portal), nothing loaded from anywhere but inline data images, and
 * the inline styles e-mails are written with, which cannot do harm there.
 */
export const htmlPartCsp =
  "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Content-Disposition naming a download, with an ASCII fallback and the exact UTF-8 name. */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
