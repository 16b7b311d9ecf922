import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { PayboxError } from './errors.ts';

/**
 * The RSA-SHA1 signature of Paybox's replies (psp-protocols.md 1.5). Verified on the RAW string
 * received, never rebuilt from parsed parameters: re-encoding a single value (`%40` vs `@`) is the
 * usual cause of "Signature is invalid" (1.8).
 */

/** RSA-1024 PKCS#1 v1.5 over SHA-1: always 128 bytes, 172 base64 characters (1.5). */
const SIGNATURE_BYTES = 128;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export interface PayboxSignedString {
  /** Everything before the last `&<signName>=`, still URL-encoded: what was signed. */
  readonly data: string;
  /** The signature value as received (URL-encoded base64). */
  readonly signature: string;
}

function badSignature(message: string): PayboxError {
  return new PayboxError('bad_signature', message, 'Sign');
}

/**
 * Splits a raw query string or body at the last `&<signName>=` (1.5 step 2). Whatever follows the
 * signature value (`&...`) was returned but not signed, so it is dropped, never read.
 */
export function splitPayboxSignature(raw: string, signName = 'Sign'): PayboxSignedString {
  const marker = `&${signName}=`;
  const at = raw.lastIndexOf(marker);
  if (at <= 0) throw badSignature(`no ${signName} after the signed data`);
  const rest = raw.slice(at + marker.length);
  const end = rest.indexOf('&');
  return { data: raw.slice(0, at), signature: end === -1 ? rest : rest.slice(0, end) };
}

/**
 * URL-decode (percent-decoding only: a `+` is a base64 character unless it arrived as `%2B`, 1.8),
 * then strict base64, then exactly 128 bytes.
 */
export function decodePayboxSignature(signature: string): Buffer {
  let base64: string;
  try {
    base64 = decodeURIComponent(signature);
  } catch {
    throw badSignature('the signature is not valid percent-encoding');
  }
  if (!BASE64.test(base64) || base64.length % 4 !== 0) {
    throw badSignature('the signature is not base64');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length !== SIGNATURE_BYTES) {
    throw badSignature(`the signature is ${bytes.length} bytes, not ${SIGNATURE_BYTES}`);
  }
  return bytes;
}

/** Reads every configured public key up front: a broken PEM is a configuration error, not a forgery. */
function publicKeys(publicKeysPem: readonly string[]): KeyObject[] {
  if (publicKeysPem.length === 0) {
    throw new PayboxError('invalid_key', 'no Paybox public key configured', 'publicKeysPem');
  }
  return publicKeysPem.map((pem, index) => {
    try {
      return createPublicKey(pem);
    } catch {
      throw new PayboxError(
        'invalid_key',
        `Paybox public key ${index} is not a PEM key`,
        'publicKeysPem',
      );
    }
  });
}

/**
 * Verifies a raw reply against a list of public keys (they rotate, 1.5 step 5: any one verifies).
 * Returns the signed data, still URL-encoded, for the caller to parse; throws 'bad_signature'.
 */
export function verifyPayboxSignature(
  raw: string,
  publicKeysPem: readonly string[],
  signName = 'Sign',
): string {
  const keys = publicKeys(publicKeysPem);
  const { data, signature } = splitPayboxSignature(raw, signName);
  const bytes = decodePayboxSignature(signature);
  const signed = Buffer.from(data, 'utf8');
  if (!keys.some((key) => verify('sha1', signed, key, bytes))) {
    throw badSignature('the signature matches none of the Paybox public keys');
  }
  return data;
}

/**
 * Signs data the way the platform does (for our simulator and tests): RSA-SHA1, base64, then
 * URL-encoded, ready to append as `&Sign=<value>`.
 */
export function signPayboxData(data: string, privateKeyPem: string): string {
  let key: KeyObject;
  try {
    key = createPrivateKey(privateKeyPem);
  } catch {
    throw new PayboxError(
      'invalid_key',
      'the Paybox private key is not a PEM key',
      'privateKeyPem',
    );
  }
  return encodeURIComponent(sign('sha1', Buffer.from(data, 'utf8'), key).toString('base64'));
}
