import { createHash, randomBytes } from 'node:crypto';

/**
 * The single-use token of a confirmation link: 32 random bytes, URL-safe base64 (43 characters,
 * within the contract's alertTokenPattern). Only its SHA-256 is stored, so the table alone cannot
 * confirm anything; the token itself travels in the e-mail only.
 */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmationToken(token) };
}

/** The stored form of a token (hex SHA-256): what a link's token is looked up by. */
export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
