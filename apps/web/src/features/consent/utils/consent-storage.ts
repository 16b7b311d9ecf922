import { isRecord, readStored, storageKeys, writeStored } from '../../../lib/storage.ts';

/** Stored under cookieConsent in local storage. */
export interface ConsentChoice {
  analytics: boolean;
  /** ISO date of the choice. */
  date: string;
}

/** A choice is asked again after six months (CNIL recommendation). */
export const consentValidityMs = 183 * 24 * 60 * 60 * 1000;

const listeners = new Set<() => void>();

/**
 * The stored choice as JSON text, for useSyncExternalStore: text compares by value, so React
 * renders again only when the choice itself changes.
 */
export function storedConsentText(): string {
  return JSON.stringify(readStored('local', storageKeys.cookieConsent));
}

/** Calls back when a choice is stored, here or in another tab. */
export function subscribeToConsent(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
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
  writeStored('local', storageKeys.cookieConsent, choice);
  for (const listener of listeners) listener();
}
