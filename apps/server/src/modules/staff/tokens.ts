import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets staff hold (an enrolment link's token, a session cookie): 32 random bytes; only
 * their SHA-256 is stored, so a copy of the tables opens nothing.
 */
export function newStaffToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashStaffToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
