import { describe, expect, it } from 'vitest';
import {
  MAX_DATA_HEX_LENGTH,
  decryptData,
  decryptPairs,
  encryptData,
  encryptPairs,
  parsePairs,
} from './data.ts';
import { AxeptaError } from './errors.ts';
import { AXEPTA_DATA_VECTOR } from './test-data.ts';

const KEY = AXEPTA_DATA_VECTOR.blowfishPassword;

/**
 * The whole ciphertext of the 2.3 vector. The note publishes its length (592), its first 16 and
 * last 8 bytes; this full value was computed both by egoroof-blowfish and by OpenSSL's bf-ecb under
 * `node --openssl-legacy-provider`, byte for byte the same, and agrees with those published parts.
 */
const VECTOR_DATA =
  '43ad07f58ff6a5f9ebbdd42e361d2c85ce4ad41fcd63c697c9ca59076fb5cb782237a2e862a97bb24d949911bb701d69' +
  '8dfed6901f1bcb92404f53b8f5336525167ac5b8a9b89c5fb88d79967366e99e59d95f3f3f0c37126a52495115e28f93' +
  '8e76748a5dc703f7ccbda6ccb4fc253b255c06e0df990fdd94f4313ec2b94142f9978adb9d1079a36a9dbb83e9638e3e' +
  '58a124d532ece1b7bc175fa340bd0c73c33d4f78374420091e90735bb014a5163d86bfe38795decacf0358075a85c0fb' +
  'f80c5535046e7f8df64d204c7a4755e07700d4d17c9ef0bdc6e8bbd9c377e3ee0493a0ad2d3a9a624d693d04fe0bdfb3' +
  'ebb2ef5badb63291ab8d7ad29b4f19b2b0f87dbc0bdb38f282816fe694ac2d512ba741d76a830b2083232246763aa006' +
  '472661aeb2acf126';

describe('Data / Len, the published vector (psp-protocols.md 2.3)', () => {
  it('encrypts to Len 291 and the published Data', () => {
    const { data, len } = encryptData(AXEPTA_DATA_VECTOR.plaintext, KEY);
    expect(len).toBe(AXEPTA_DATA_VECTOR.len);
    expect(data).toHaveLength(AXEPTA_DATA_VECTOR.dataHexLength);
    expect(data.startsWith(AXEPTA_DATA_VECTOR.dataStart)).toBe(true);
    expect(data.endsWith(AXEPTA_DATA_VECTOR.dataEnd)).toBe(true);
    expect(data).toBe(VECTOR_DATA);
  });

  it('decrypts the published Data back to the plaintext, lowercase or uppercase hex', () => {
    expect(decryptData(VECTOR_DATA, 291, KEY)).toBe(AXEPTA_DATA_VECTOR.plaintext);
    expect(decryptData(VECTOR_DATA.toUpperCase(), '291', KEY)).toBe(AXEPTA_DATA_VECTOR.plaintext);
  });

  it('parses the decrypted pairs, splitting on the first = only', () => {
    const pairs = decryptPairs(VECTOR_DATA, 291, KEY);
    expect(pairs).toHaveLength(11);
    expect(pairs[0]).toEqual(['MerchantID', 'BNP_DEMO_AXEPTA']);
    expect(pairs[9]).toEqual(['OrderDesc', 'Test:0000']);
    expect(parsePairs('a=b=c&d=')).toEqual([
      ['a', 'b=c'],
      ['d', ''],
    ]);
  });
});

describe('Data / Len, Latin-1 and padding', () => {
  it('counts Latin-1 bytes, one per accented character, and round-trips them', () => {
    const text = 'OrderDesc=Péage A79 Montluçon - Digoin à Noël';
    const { data, len } = encryptData(text, KEY);
    expect(len).toBe(text.length); // é and ç are one byte each in ISO-8859-1
    expect(data).toHaveLength(Math.ceil(len / 8) * 16);
    expect(decryptData(data, len, KEY)).toBe(text);
    expect(decryptPairs(data, len, KEY)).toEqual([
      ['OrderDesc', 'Péage A79 Montluçon - Digoin à Noël'],
    ]);
  });

  it('encrypts é as the one byte 0xE9, not as its two UTF-8 bytes', () => {
    const latin = encryptData('é', KEY);
    const utf8 = encryptData('\u00c3\u00a9', KEY); // é's UTF-8 bytes C3 A9, read as Latin-1
    expect(latin.len).toBe(1);
    expect(latin.data).not.toBe(utf8.data);
  });

  it('adds no block when the plaintext is already whole blocks', () => {
    const { data, len } = encryptData('12345678', KEY);
    expect(len).toBe(8);
    expect(data).toHaveLength(16);
    expect(decryptData(data, 8, KEY)).toBe('12345678');
  });

  it('keeps trailing zero bytes inside Len and cuts space padding at Len, never trimming', () => {
    // The platform was seen padding with spaces (2.4): the space must go, the x must stay.
    const spacePadded = encryptData('a=b x  ', KEY);
    expect(decryptData(spacePadded.data, 5, KEY)).toBe('a=b x');
    const withNul = encryptData('a=b\u0000', KEY);
    expect(decryptData(withNul.data, 4, KEY)).toBe('a=b\u0000');
  });

  it('refuses characters outside Latin-1 (they would arrive as ?, 2.7)', () => {
    expect(() => encryptData('OrderDesc=5 €', KEY)).toThrow(
      expect.objectContaining({ reason: 'not_latin1' }),
    );
  });

  it('encrypts pairs in the given order', () => {
    const { data, len } = encryptPairs(
      [
        ['A', '1'],
        ['B', 'x y'],
      ],
      KEY,
    );
    expect(decryptData(data, len, KEY)).toBe('A=1&B=x y');
  });
});

describe('Data / Len, refusals', () => {
  it.each<[string, string | number]>([
    ['Len larger than the blocks', 297],
    ['Len zero', 0],
    ['Len negative', '-1'],
    ['Len not a number', '29l'],
    ['Len empty', ''],
    ['Len with decimals', '290.5'],
  ])('refuses %s', (_name, len) => {
    expect(() => decryptData(VECTOR_DATA, len, KEY)).toThrow(
      expect.objectContaining({ reason: 'bad_len', field: 'Len' }),
    );
  });

  it.each<[string, string]>([
    ['not hex', `${VECTOR_DATA.slice(0, -2)}zz`],
    ['odd length', VECTOR_DATA.slice(0, -1)],
    ['not whole blocks', VECTOR_DATA.slice(0, -2)],
    ['empty', ''],
  ])('refuses Data %s', (_name, data) => {
    expect(() => decryptData(data, 8, KEY)).toThrow(
      expect.objectContaining({ reason: 'bad_hex', field: 'Data' }),
    );
  });

  it('refuses an oversized Data before decrypting it', () => {
    expect(() => decryptData('00'.repeat(MAX_DATA_HEX_LENGTH / 2 + 8), 8, KEY)).toThrow(
      expect.objectContaining({ reason: 'data_too_large' }),
    );
  });

  it('refuses an empty Blowfish password (the cipher would loop forever)', () => {
    expect(() => encryptData('a=b', '')).toThrow(AxeptaError);
    expect(() => decryptData(VECTOR_DATA, 291, '')).toThrow(AxeptaError);
  });

  it('refuses text that is not key=value', () => {
    expect(() => parsePairs('a=b&oops')).toThrow(expect.objectContaining({ reason: 'malformed' }));
    expect(() => parsePairs('=b')).toThrow(AxeptaError);
  });

  it('refuses a decrypted text holding NUL bytes: the zero padding kept by a Len past the text', () => {
    // 23 bytes in 24: a Len of 24 keeps one padding zero.
    const { data, len } = encryptData('Code=00000000&TransID=1', 'blowfish-test-key');
    expect(() => decryptPairs(data, len + 1, 'blowfish-test-key')).toThrow(
      expect.objectContaining({ reason: 'malformed' }),
    );
    expect(() => parsePairs('TransID=T\u00001')).toThrow(
      expect.objectContaining({ reason: 'malformed' }),
    );
    expect(decryptPairs(data, len, 'blowfish-test-key')).toEqual([
      ['Code', '00000000'],
      ['TransID', '1'],
    ]);
  });

  it('decrypts with the wrong key to garbage, which the pair parser or the MAC then refuses', () => {
    const wrong = decryptData(VECTOR_DATA, 291, 'another-key-1234');
    expect(wrong).not.toBe(AXEPTA_DATA_VECTOR.plaintext);
  });
});
