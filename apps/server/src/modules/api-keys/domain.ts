import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * API keys of machines (the roadside system): only their SHA-256 is stored, and a presented key is
 * compared with a tenant's hashes in constant time.
 */

/** Lower-case hex SHA-256 of a key, as stored in api_keys.key_hash. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A fresh key: 32 random bytes, base64url (43 characters). Shown once, never stored. */
export function generateApiKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * True when `key` hashes to one of `storedHashes`. Every hash is compared, each in constant time,
 * so the answer time says nothing about which bytes matched or which key it was.
 */
export function matchesAnyHash(key: string, storedHashes: readonly string[]): boolean {
  const presented = Buffer.from(hashApiKey(key), 'hex');
  let found = false;
  for (const hash of storedHashes) {
    const stored = Buffer.from(hash, 'hex');
    if (stored.length === presented.length && timingSafeEqual(stored, presented)) found = true;
  }
  return found;
}

type HeaderValue = string | string[] | undefined;

/**
 * The key a request presents: the x-api-key header, else `Authorization: Bearer <key>`.
 * Null when neither carries a non-empty value.
 */
export function presentedApiKey(headers: {
  'x-api-key'?: HeaderValue;
  authorization?: HeaderValue;
}): string | null {
  const direct = first(headers['x-api-key'])?.trim();
  if (direct) return direct;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(first(headers.authorization) ?? '');
  return match?.[1] ?? null;
}

function first(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
