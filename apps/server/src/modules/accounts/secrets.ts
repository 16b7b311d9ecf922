import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { accountCodeLength } from '@portico/contract';

/**
 * The secrets handed to a customer and what is kept of them: a refresh token is 32 random bytes
 * (only its SHA-256 is stored); a code is six random digits, stored as an HMAC keyed with the
 * server's secret and bound to its user, so a leaked table alone does not give codes back.
 */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newAccountCode(): string {
  return String(randomInt(0, 10 ** accountCodeLength)).padStart(accountCodeLength, '0');
}

export function hashAccountCode(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}
