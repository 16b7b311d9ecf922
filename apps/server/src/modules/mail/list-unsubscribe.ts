/** Extra header lines of a message, by name (e.g. List-Unsubscribe). */
export type MailHeaders = Readonly<Record<string, string>>;

/**
 * The headers of an alert (RFC 2369 and RFC 8058): List-Unsubscribe names the one-click address,
 * and List-Unsubscribe-Post tells mail clients they may unsubscribe with a single POST of
 * `List-Unsubscribe=One-Click` to it, without opening a page. Only http(s) (RFC 8058 wants https:
 * production's PUBLIC_ORIGIN is https).
 */
export function oneClickUnsubscribeHeaders(oneClickUrl: string): MailHeaders {
  const url = new URL(oneClickUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`a List-Unsubscribe address must be http(s), not ${url.protocol}`);
  }
  return {
    'List-Unsubscribe': `<${url.href}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * A header line's name and value as nodemailer may write them: a token for the name, and no line
 * break or other control character in the value (which would start a header of its own).
 */
export function checkMailHeaders(headers: MailHeaders): MailHeaders {
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[A-Za-z][A-Za-z0-9-]{0,75}$/.test(name))
      throw new Error('a mail header name is invalid');
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x1f\x7f]/.test(value))
      throw new Error(`the mail header ${name} has a control character`);
  }
  return headers;
}
