import {
  readStoredJourneySet,
  readStoredSessionId,
  type StoredJourneySet,
} from './stored-journeys.ts';

/**
 * When a lookup's sessionId stops opening its plate (issue 26 item 16). The server signs the
 * session; its payload (base64url JSON before the dot) carries the expiry in milliseconds as `e`.
 * Read here only to say so in time: the server still decides. Null for anything else.
 */
export function lookupSessionExpiry(sessionId: string): Date | null {
  const [payload] = sessionId.split('.');
  if (!payload || !/^[\w-]+$/.test(payload)) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
    const body: unknown = JSON.parse(atob(padded));
    const expiry = typeof body === 'object' && body !== null ? (body as { e?: unknown }).e : null;
    return typeof expiry === 'number' && Number.isFinite(expiry) ? new Date(expiry) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the stored lookup can no longer be paid from: its session (the latest one stored, as
 * the reload sends it) expired at `now`. A session that cannot be read is not called expired.
 */
export function isLookupExpired(journeySet: Pick<StoredJourneySet, 'sessionId'>, now: Date) {
  const expiry = lookupSessionExpiry(readStoredSessionId() ?? journeySet.sessionId);
  return expiry !== null && expiry.getTime() <= now.getTime();
}

/** The plate of the stored lookup when its session has expired at `now`, else null. */
export function expiredStoredLookup(now: Date): { plate: string; countryCode: string } | null {
  const stored = readStoredJourneySet();
  return stored && isLookupExpired(stored, now)
    ? { plate: stored.plate, countryCode: stored.countryCode }
    : null;
}
