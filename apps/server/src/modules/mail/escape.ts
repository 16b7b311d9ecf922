/**
 * The one escaping helper of the e-mails and the mailbox: every value that comes from data
 * (operator names, plates, addresses, gate labels, translations too) goes through escapeHtml
 * before it is written into HTML, and every link through httpHref.
 */

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML element or a quoted attribute: the five characters that could end either. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/**
 * A link's href, ready for a double-quoted attribute: only an absolute http(s) URL is a link in an
 * e-mail (no javascript:, data: or relative one; a mail client has no base to resolve it on). It
 * is written as the URL parser serialises it (spaces and other unsafe characters percent-encoded),
 * then attribute-escaped. Anything else is a bug of the renderer: it throws, and the attempt fails.
 */
export function httpHref(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('an e-mail link must be an absolute URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`an e-mail link must be http(s), not ${parsed.protocol}`);
  }
  return escapeHtml(parsed.href);
}
