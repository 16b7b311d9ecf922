import { apiPrefix, routes } from '@portico/contract';

/**
 * The cookie binding a single sign-on to the browser that started it (login CSRF: a provider's
 * answer carried to another browser finds no sign-in there). HttpOnly, SameSite=Strict (the
 * console's callback page posts the answer from the portal's own origin, so the cookie goes with
 * it), sent to the SSO calls only, ten minutes at most.
 */
const cookieName = 'portico_staff_sso';
const cookiePath = `${apiPrefix}${routes.staffSsoStart.path}`;

export function browserCookie(value: string, secure: boolean, maxAgeS = 600): string {
  return [
    `${cookieName}=${value}`,
    `Path=${cookiePath}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeS}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export const clearedBrowserCookie = (secure: boolean) => browserCookie('', secure, 0);

/** The binding's value in a Cookie header, if any (43 base64url characters). */
export function browserCookieValue(header: string | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === cookieName) return /^[A-Za-z0-9_-]{43}$/.test(value ?? '') ? value : undefined;
  }
  return undefined;
}
