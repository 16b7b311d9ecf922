import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LookupTarget } from '@portico/contract';
import { type VerificationKeys, withAnyKey } from '../../shared/secret-ring.ts';

/**
 * The sessionId a trip lookup answers (spec: stored client-side as `sessionId`). Stateless, so any
 * instance checks it without a table: base64url(JSON {w, t, e}) + '.' + base64url(HMAC-SHA256 of
 * that payload with LOOKUP_SECRET). It names the white-label (w), what was looked up (t) and its
 * expiry in epoch milliseconds (e). It reopens the same lookup without a captcha, and the payments
 * bind a payment to it: whoever holds it has already proved to be a person for that target.
 */
export interface LookupSession {
  whitelabelId: number;
  target: LookupTarget;
  expiresAt: Date;
  /**
   * The lookup was made for a rental period (startTime or endTime, the web's `location/dates`):
   * a rented vehicle, which cannot prepay (spec 001 section 3, unauthorized_prepayment).
   */
  rental: boolean;
}

interface SessionPayload {
  w: number;
  t: LookupTarget;
  e: number;
  /** Present (1) only for a rental lookup, so other sessions keep their former form. */
  r?: 1;
}

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload, 'utf8').digest();
}

/** A fresh sessionId for this tenant and target, valid `ttlMs` from `now`. */
export function issueLookupSession(
  secret: string,
  session: { whitelabelId: number; target: LookupTarget; rental?: boolean },
  now: Date,
  ttlMs: number,
): string {
  const body: SessionPayload = {
    w: session.whitelabelId,
    t: session.target,
    e: now.getTime() + ttlMs,
    ...(session.rental ? { r: 1 as const } : {}),
  };
  const payload = Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/**
 * The session a sessionId carries, or null when it is malformed, forged (signature checked in
 * constant time, with the current secret or the one it replaces during a rotation) or expired at
 * `now`.
 */
export function verifyLookupSession(
  keys: VerificationKeys,
  sessionId: string,
  now: Date,
): LookupSession | null {
  const [payload, signature, ...rest] = sessionId.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const given = Buffer.from(signature, 'base64url');
  const signed = withAnyKey(keys, (secret) => {
    const expected = sign(secret, payload);
    return given.length === expected.length && timingSafeEqual(given, expected) ? true : null;
  });
  if (!signed) return null;
  const body = parsePayload(payload);
  if (!body || body.e <= now.getTime()) return null;
  return {
    whitelabelId: body.w,
    target: body.t,
    expiresAt: new Date(body.e),
    rental: body.r === 1,
  };
}

/** Whether two targets are the same plate of the same country, or the same case number. */
export function sameTarget(a: LookupTarget, b: LookupTarget): boolean {
  if (a.kind === 'case') return b.kind === 'case' && a.caseNumber === b.caseNumber;
  return b.kind === 'plate' && a.plate === b.plate && a.countryCode === b.countryCode;
}

/** Our own signed JSON, but read defensively: a shape we never write is no session. */
function parsePayload(payload: string): SessionPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { w, t, e, r } = value as Record<string, unknown>;
  if (typeof w !== 'number' || typeof e !== 'number' || !isTarget(t)) return null;
  if (r !== undefined && r !== 1) return null;
  return r === 1 ? { w, t, e, r } : { w, t, e };
}

function isTarget(value: unknown): value is LookupTarget {
  if (typeof value !== 'object' || value === null) return false;
  const target = value as Record<string, unknown>;
  if (target.kind === 'case') return typeof target.caseNumber === 'string';
  return (
    target.kind === 'plate' &&
    typeof target.plate === 'string' &&
    typeof target.countryCode === 'string'
  );
}
