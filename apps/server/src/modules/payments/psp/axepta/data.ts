import { Blowfish } from 'egoroof-blowfish';
import { AxeptaError } from './errors.ts';
import { assertAsciiKey } from './mac.ts';

/**
 * Data / Len of Axepta / Computop Paygate (psp-protocols.md 2.3 and 2.4): the `key=value&...`
 * plaintext in ISO-8859-1, zero-padded to whole 8-byte blocks, Blowfish-ECB with the merchant's
 * Blowfish password, hex. Len is the byte length before padding.
 *
 * Node's OpenSSL 3 refuses bf-ecb, so the cipher is the pure-JS `egoroof-blowfish`. We hand it bytes,
 * never strings, because it would encode strings as UTF-8 where the protocol wants Latin-1. We pad
 * ourselves, so its PADDING.NULL never adds anything on encode (it leaves whole blocks alone); on
 * decode it strips trailing 0x00 bytes, which we put back before cutting to Len (see decryptData).
 */

/** One `key=value` pair, in the order sent. */
export type AxeptaPair = readonly [key: string, value: string];

export interface AxeptaEncrypted {
  /** Hex of the ciphertext, lowercase as in the official example (2.3 step 5). */
  readonly data: string;
  /** Byte length of the plaintext before padding (2.3 step 2). */
  readonly len: number;
}

/**
 * Largest Data we decrypt, in hex characters (8 KiB of plaintext). Real notifications are well
 * under 1 KiB; section 2.7 asks to cap the size before decrypting to limit CPU abuse.
 */
export const MAX_DATA_HEX_LENGTH = 16_384;

const BLOCK = 8;

function cipher(blowfishPassword: string): Blowfish {
  // An empty key would also loop forever inside the library's key schedule.
  assertAsciiKey(blowfishPassword, 'blowfishPassword');
  return new Blowfish(
    new Uint8Array(Buffer.from(blowfishPassword, 'ascii')),
    Blowfish.MODE.ECB,
    Blowfish.PADDING.NULL,
  );
}

/** ISO-8859-1 bytes of a string; refuses what Latin-1 cannot hold rather than sending `?` (2.7). */
export function latin1Bytes(text: string, field = 'Data'): Buffer {
  if ([...text].some((char) => char.charCodeAt(0) > 0xff)) {
    throw new AxeptaError('not_latin1', `${field} holds characters outside ISO-8859-1`, field);
  }
  return Buffer.from(text, 'latin1');
}

/** `K=v&K=v...` with raw values: the protocol has no escaping (2.3 step 1, 2.7). */
export function joinPairs(pairs: readonly AxeptaPair[]): string {
  return pairs.map(([key, value]) => `${key}=${value}`).join('&');
}

/**
 * Splits on `&`, then each pair on the first `=` only (2.4); empty segments are skipped. A NUL is
 * never part of a genuine message (Len cuts the zero padding off); one left in, by a Len longer than
 * the text or a tampered Data, would reach the database as text, which PostgreSQL refuses (a 500).
 */
export function parsePairs(text: string): AxeptaPair[] {
  if (text.includes('\u0000')) {
    throw new AxeptaError('malformed', 'decrypted Data holds a NUL byte (Len past the text?)');
  }
  const pairs: AxeptaPair[] = [];
  for (const segment of text.split('&')) {
    if (segment === '') continue;
    const at = segment.indexOf('=');
    if (at <= 0) {
      throw new AxeptaError('malformed', 'decrypted Data is not key=value&key=value');
    }
    pairs.push([segment.slice(0, at), segment.slice(at + 1)]);
  }
  return pairs;
}

/** Encrypts a plaintext parameter string into Data and Len (2.3 steps 1 to 5). */
export function encryptData(plaintext: string, blowfishPassword: string): AxeptaEncrypted {
  const bf = cipher(blowfishPassword);
  const bytes = latin1Bytes(plaintext);
  if (bytes.length === 0) {
    throw new AxeptaError('invalid_field', 'Data plaintext is empty', 'Data');
  }
  const padded = new Uint8Array(Math.ceil(bytes.length / BLOCK) * BLOCK); // zeros: 2.3 step 3
  padded.set(bytes);
  return { data: Buffer.from(bf.encode(padded)).toString('hex'), len: bytes.length };
}

/** Encrypts pairs in the given order (field order is free, 2.3). */
export function encryptPairs(
  pairs: readonly AxeptaPair[],
  blowfishPassword: string,
): AxeptaEncrypted {
  return encryptData(joinPairs(pairs), blowfishPassword);
}

/**
 * Decrypts Data and cuts it to Len (2.4). Never trims: the platform was seen padding with spaces,
 * and a trim would both keep them and eat real trailing characters.
 */
export function decryptData(data: string, len: string | number, blowfishPassword: string): string {
  const bf = cipher(blowfishPassword);
  if (data.length > MAX_DATA_HEX_LENGTH) {
    throw new AxeptaError('data_too_large', `Data is longer than ${MAX_DATA_HEX_LENGTH}`, 'Data');
  }
  if (data.length === 0 || data.length % (2 * BLOCK) !== 0 || !/^[0-9a-fA-F]+$/.test(data)) {
    throw new AxeptaError('bad_hex', 'Data is not hex of whole 8-byte blocks', 'Data');
  }
  const lenText = String(len);
  const length = /^[0-9]{1,6}$/.test(lenText) ? Number(lenText) : Number.NaN;
  const blocks = Buffer.from(data, 'hex');
  // Not tighter than "fits": whether the platform's space padding can exceed one block is unknown.
  if (!(length > 0 && length <= blocks.length)) {
    throw new AxeptaError('bad_len', `Len ${lenText} does not fit ${blocks.length} bytes`, 'Len');
  }
  const decoded = bf.decode(new Uint8Array(blocks), Blowfish.TYPE.UINT8_ARRAY);
  // PADDING.NULL removed only trailing 0x00 bytes; putting them back restores the exact blocks.
  const plain = new Uint8Array(blocks.length);
  plain.set(decoded);
  return Buffer.from(plain.subarray(0, length)).toString('latin1');
}

/** Decrypts and parses Data into its pairs, in order, keys as sent. */
export function decryptPairs(
  data: string,
  len: string | number,
  blowfishPassword: string,
): AxeptaPair[] {
  return parsePairs(decryptData(data, len, blowfishPassword));
}
