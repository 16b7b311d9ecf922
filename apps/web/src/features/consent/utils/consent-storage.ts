import { readStored, storageKeys, writeStored } from '../../../lib/storage.ts';

/** Stored under cookieConsent in local storage. */
export interface ConsentChoice {
  analytics: boolean;
  /** ISO date of the choice. */
  date: string;
}

/** A choice is asked again after six months (CNIL recommendation). */
export const consentValidityMs = 183 * 24 * 60 * 60 * 1000;

export function readConsent(now: number = Date.now()): ConsentChoice | null {
  const stored = readStored('local', storageKeys.cookieConsent);
  if (typeof stored !== 'object' || stored === null) return null;
  const { analytics, date } = stored as Partial<ConsentChoice>;
  if (typeof analytics !== 'boolean' || typeof date !== 'string') return null;
  const time = Date.parse(date);
  if (!Number.isFinite(time) || now - time > consentValidityMs) return null;
  return { analytics, date };
}

export function storeConsent(analytics: boolean, now: Date = new Date()): ConsentChoice {
  const choice: ConsentChoice = { analytics, date: now.toISOString() };
  writeStored('local', storageKeys.cookieConsent, choice);
  return choice;
}
