import { isRecord } from '../../../lib/storage.ts';

/**
 * Stored in the cookieConsent cookie (JSON, URI-encoded). A cookie rather than local storage: the
 * server reads it too, so a first visit's banner is part of the server's first paint instead of
 * appearing once the app has loaded, and a returning visitor's page never shows it.
 */
export interface ConsentChoice {
  analytics: boolean;
  /** ISO date of the choice. */
  date: string;
}

/** A choice is asked again after six months (CNIL recommendation). */
export const consentValidityMs = 183 * 24 * 60 * 60 * 1000;

export const consentCookieName = 'cookieConsent';

const listeners = new Set<() => void>();

/**
 * The stored choice as text ('' when none) in a Cookie header or in document.cookie, for
 * useSyncExternalStore: text compares by value, so React renders again only when the choice
 * itself changes.
 */
export function consentTextFromCookies(cookies: string | undefined): string {
  for (const pair of (cookies ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== consentCookieName) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return '';
    }
  }
  return '';
}

export function storedConsentText(): string {
  return consentTextFromCookies(document.cookie);
}

/**
 * Calls back when a choice is stored here, or may have been in another tab (cookies have no
 * change event: the page checks again when it is shown again).
 */
export function subscribeToConsent(onChange: () => void): () => void {
  listeners.add(onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    listeners.delete(onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/** The choice in a stored text; null when none, invalid or older than six months. */
export function consentFromText(text: string, now: number = Date.now()): ConsentChoice | null {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(stored)) return null;
  const { analytics, date } = stored;
  if (typeof analytics !== 'boolean' || typeof date !== 'string') return null;
  const time = Date.parse(date);
  if (!Number.isFinite(time) || now - time > consentValidityMs) return null;
  return { analytics, date };
}

export function storeConsent(analytics: boolean, now: Date = new Date()): void {
  const choice: ConsentChoice = { analytics, date: now.toISOString() };
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  for (const listener of listeners) listener();
}

/** The Set-Cookie text of a choice: the whole site, kept as long as the choice is valid. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(choice));
  const maxAgeSeconds = Math.floor(consentValidityMs / 1000);
  return `${consentCookieName}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
