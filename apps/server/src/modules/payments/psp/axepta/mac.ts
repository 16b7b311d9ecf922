import { createHmac, timingSafeEqual } from 'node:crypto';
import { AxeptaError } from './errors.ts';

/**
 * The HMAC-SHA256 "MAC" of Axepta / Computop Paygate (psp-protocols.md 2.3 and 2.4).
 *
 * The message is five values joined by `*`. A missing value is an empty string whose `*` stays, so a
 * new payment's request string starts with `*` (no PayID yet). The key is the ASCII bytes of the
 * merchant's HMAC password. We send uppercase hex; the platform accepts either case on input (2.3)
 * and was seen sending uppercase (2.4).
 */

/** Values of the request MAC, in this order: PayID*TransID*MerchantID*Amount*Currency (2.3). */
export interface AxeptaRequestMacInput {
  /** Empty for a new payment: Axepta has not issued a PayID yet. */
  readonly payId?: string;
  readonly transId: string;
  readonly merchantId: string;
  /** In the currency's smallest unit, exactly as written in Data's Amount field. */
  readonly amount: string;
  readonly currency: string;
}

/** Values of the response MAC, in this order: PayID*TransID*MerchantID*Status*Code (2.4). */
export interface AxeptaResponseMacInput {
  readonly payId: string;
  readonly transId: string;
  readonly merchantId: string;
  readonly status: string;
  readonly code: string;
}

/**
 * Both keys of an Axepta merchant are printable ASCII passwords (2.3 says "ASCII bytes"; the demo
 * keys of 2.6 are). Anything else would make the key bytes depend on an encoding we cannot check
 * against the platform, so it is refused rather than guessed.
 */
export function assertAsciiKey(key: string, name: string): void {
  if (key.length === 0 || !/^[\x20-\x7e]+$/.test(key)) {
    throw new AxeptaError('invalid_key', `${name} must be non-empty printable ASCII`, name);
  }
}

function hmacHex(hmacKey: string, message: string): string {
  assertAsciiKey(hmacKey, 'hmacKey');
  return createHmac('sha256', Buffer.from(hmacKey, 'ascii'))
    .update(Buffer.from(message, 'latin1'))
    .digest('hex')
    .toUpperCase();
}

/** The string the request MAC signs (exported for tests and logs of a refused request). */
export function requestMacString(input: AxeptaRequestMacInput): string {
  return [input.payId ?? '', input.transId, input.merchantId, input.amount, input.currency].join(
    '*',
  );
}

/** The string the response MAC signs. */
export function responseMacString(input: AxeptaResponseMacInput): string {
  return [input.payId, input.transId, input.merchantId, input.status, input.code].join('*');
}

/** Request MAC, 64 uppercase hex characters. */
export function computeRequestMac(hmacKey: string, input: AxeptaRequestMacInput): string {
  return hmacHex(hmacKey, requestMacString(input));
}

/** Response MAC, 64 uppercase hex characters (what the platform, or our simulator, sends). */
export function computeResponseMac(hmacKey: string, input: AxeptaResponseMacInput): string {
  return hmacHex(hmacKey, responseMacString(input));
}

/**
 * Compares a received MAC with the expected one, case-insensitively and in constant time (2.4).
 * Anything that is not 64 hex characters is simply unequal.
 */
export function macEquals(received: string, expected: string): boolean {
  const a = Buffer.from(received.toUpperCase(), 'latin1');
  const b = Buffer.from(expected.toUpperCase(), 'latin1');
  if (!/^[0-9A-F]{64}$/.test(received.toUpperCase()) || a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}
