import { createHmac, timingSafeEqual } from 'node:crypto';
import { PayboxError } from './errors.ts';

/**
 * PBX_HMAC (psp-protocols.md 1.3): `NAME=value&...` of every posted field except PBX_HMAC, in the
 * order they are posted, with raw values (not URL-encoded); keyed with the back office's hex
 * secret decoded to bytes, never its ASCII text; uppercase hex.
 */

/** One form field, in posted order. */
export interface PayboxField {
  readonly name: string;
  readonly value: string;
}

/** The PBX_HASH values we compute (1.2 lists more; Portico only sends SHA512). */
export const PAYBOX_HASH_ALGORITHMS = ['SHA256', 'SHA384', 'SHA512'] as const;
export type PayboxHashAlgorithm = (typeof PAYBOX_HASH_ALGORITHMS)[number];

const NODE_ALGORITHM: Record<PayboxHashAlgorithm, string> = {
  SHA256: 'sha256',
  SHA384: 'sha384',
  SHA512: 'sha512',
};

export function isPayboxHashAlgorithm(value: string): value is PayboxHashAlgorithm {
  return (PAYBOX_HASH_ALGORITHMS as readonly string[]).includes(value);
}

/**
 * The key's bytes. An odd length or a non-hex character means someone pasted the wrong secret (or
 * its ASCII text): refused, because the platform would answer "Accès refusé" to every payment.
 */
export function payboxKeyBytes(hmacKeyHex: string): Buffer {
  if (
    hmacKeyHex.length === 0 ||
    hmacKeyHex.length % 2 !== 0 ||
    !/^[0-9A-Fa-f]+$/.test(hmacKeyHex)
  ) {
    throw new PayboxError(
      'invalid_key',
      'the Paybox HMAC key must be even-length hex',
      'hmacKeyHex',
    );
  }
  return Buffer.from(hmacKeyHex, 'hex');
}

/** The signed message: PBX_HMAC itself left out, everything else in order (1.3 step 1). */
export function payboxHmacMessage(fields: readonly PayboxField[]): string {
  return fields
    .filter((field) => field.name !== 'PBX_HMAC')
    .map((field) => `${field.name}=${field.value}`)
    .join('&');
}

/** PBX_HMAC: uppercase hex of the HMAC of the fields with the named algorithm (SHA512 default). */
export function computePayboxHmac(
  fields: readonly PayboxField[],
  hmacKeyHex: string,
  algorithm: string = 'SHA512',
): string {
  if (!isPayboxHashAlgorithm(algorithm)) {
    throw new PayboxError(
      'invalid_field',
      `PBX_HASH must be one of ${PAYBOX_HASH_ALGORITHMS.join(', ')}`,
      'PBX_HASH',
    );
  }
  // UTF-8, like the form the portal posts; every value we send is ASCII anyway.
  return createHmac(NODE_ALGORITHM[algorithm], payboxKeyBytes(hmacKeyHex))
    .update(payboxHmacMessage(fields), 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** Compares two PBX_HMAC values case-insensitively and in constant time (for the simulator). */
export function payboxHmacEquals(received: string, expected: string): boolean {
  const a = Buffer.from(received.toUpperCase(), 'latin1');
  const b = Buffer.from(expected.toUpperCase(), 'latin1');
  return a.length === b.length && timingSafeEqual(a, b);
}
