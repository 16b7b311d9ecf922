import { createHmac, timingSafeEqual } from 'node:crypto';
import { type VerificationKeys, withAnyKey } from '../../shared/secret-ring.ts';

/**
 * The token of an alert e-mail's one-click unsubscribe link (RFC 8058): it names the address and
 * its white-label, signed so that nobody can make one for another address. Stateless (any instance
 * checks it) and without expiry: an old e-mail's link must still stop the alerts.
 * Format: base64url(JSON [whitelabelId, email]) + '.' + base64url(HMAC-SHA256).
 * The key is LOOKUP_SECRET, with a purpose prefix so a token of one kind is never valid as another.
 */
const purpose = 'portico/alert-unsubscribe/v1:';

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret)
    .update(purpose + payload, 'utf8')
    .digest('base64url');
}

export interface UnsubscribeTarget {
  whitelabelId: number;
  email: string;
}

export function issueUnsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = Buffer.from(
    JSON.stringify([target.whitelabelId, target.email.toLowerCase()]),
    'utf8',
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * The address a token names, or null when it is not one these keys signed (the current secret,
 * or the one it replaces while LOOKUP_SECRET_PREVIOUS is set: older links keep working).
 */
export function readUnsubscribeToken(
  keys: VerificationKeys,
  token: string,
): UnsubscribeTarget | null {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const signed = withAnyKey(keys, (secret) => {
    const expected = Buffer.from(sign(secret, payload), 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? true : null;
  });
  if (!signed) return null;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (
      Array.isArray(decoded) &&
      decoded.length === 2 &&
      Number.isSafeInteger(decoded[0]) &&
      typeof decoded[1] === 'string'
    ) {
      return { whitelabelId: decoded[0] as number, email: decoded[1] };
    }
  } catch {
    // A signed payload always parses; this only guards against a leaked secret's forgeries.
  }
  return null;
}
