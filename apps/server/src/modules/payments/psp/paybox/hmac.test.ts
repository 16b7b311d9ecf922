import { describe, expect, it } from 'vitest';
import { PayboxError } from './errors.ts';
import {
  computePayboxHmac,
  payboxHmacEquals,
  payboxHmacMessage,
  payboxKeyBytes,
  type PayboxField,
} from './hmac.ts';

const TEST_KEY = '0123456789ABCDEF'.repeat(8);

/** The published vector of psp-protocols.md 1.3 (PBX_HASH left out, as published). */
const VECTOR_FIELDS: PayboxField[] = [
  { name: 'PBX_SITE', value: '1999888' },
  { name: 'PBX_RANG', value: '32' },
  { name: 'PBX_IDENTIFIANT', value: '107904482' },
  { name: 'PBX_TOTAL', value: '1000' },
  { name: 'PBX_DEVISE', value: '978' },
  { name: 'PBX_CMD', value: 'TEST zyxwv' },
  { name: 'PBX_PORTEUR', value: 'test@paybox.com' },
  { name: 'PBX_RETOUR', value: 'Mt:M;Ref:R;Auto:A;Erreur:E' },
  { name: 'PBX_TIME', value: '2014-12-01T00:00:00+00:00' },
];
const VECTOR_HMAC =
  '7D15A9C93C4B1A3E11427C35A4CE539CD146182A8EE9E2964E82AA99385007D8' +
  'B08823272399B384E037F53DEA5008F66F37011FEF44CD65A8B4D964FB55FD10';

describe('PBX_HMAC (psp-protocols.md 1.3)', () => {
  it('joins NAME=value in posted order with raw values (a space stays a space)', () => {
    expect(payboxHmacMessage(VECTOR_FIELDS)).toBe(
      'PBX_SITE=1999888&PBX_RANG=32&PBX_IDENTIFIANT=107904482&PBX_TOTAL=1000&PBX_DEVISE=978' +
        '&PBX_CMD=TEST zyxwv&PBX_PORTEUR=test@paybox.com&PBX_RETOUR=Mt:M;Ref:R;Auto:A;Erreur:E' +
        '&PBX_TIME=2014-12-01T00:00:00+00:00',
    );
  });

  it('reproduces the published vector exactly, SHA512 by default, uppercase', () => {
    expect(computePayboxHmac(VECTOR_FIELDS, TEST_KEY)).toBe(VECTOR_HMAC);
    expect(computePayboxHmac(VECTOR_FIELDS, TEST_KEY.toLowerCase(), 'SHA512')).toBe(VECTOR_HMAC);
  });

  it('leaves PBX_HMAC itself out of the message', () => {
    const withHmac = [...VECTOR_FIELDS, { name: 'PBX_HMAC', value: VECTOR_HMAC }];
    expect(computePayboxHmac(withHmac, TEST_KEY)).toBe(VECTOR_HMAC);
  });

  it('changes with the order of the fields and with URL-encoded values (1.8)', () => {
    const swapped = [VECTOR_FIELDS[1], VECTOR_FIELDS[0], ...VECTOR_FIELDS.slice(2)].filter(
      (f): f is PayboxField => f !== undefined,
    );
    expect(computePayboxHmac(swapped, TEST_KEY)).not.toBe(VECTOR_HMAC);
    const encoded = VECTOR_FIELDS.map((f) =>
      f.name === 'PBX_PORTEUR' ? { ...f, value: 'test%40paybox.com' } : f,
    );
    expect(computePayboxHmac(encoded, TEST_KEY)).not.toBe(VECTOR_HMAC);
  });

  it('does not accept the key ASCII text in place of its bytes', () => {
    expect(payboxKeyBytes(TEST_KEY)).toHaveLength(64);
    expect(computePayboxHmac(VECTOR_FIELDS, Buffer.from(TEST_KEY).toString('hex'))).not.toBe(
      VECTOR_HMAC,
    );
  });

  it.each([
    ['SHA256', 64],
    ['SHA384', 96],
    ['SHA512', 128],
  ])('computes %s (%i hex characters)', (algorithm, length) => {
    const hmac = computePayboxHmac(VECTOR_FIELDS, TEST_KEY, algorithm);
    expect(hmac).toMatch(new RegExp(`^[0-9A-F]{${length}}$`));
  });

  it('refuses an algorithm we do not compute', () => {
    expect(() => computePayboxHmac(VECTOR_FIELDS, TEST_KEY, 'MD5')).toThrow(
      expect.objectContaining({ reason: 'invalid_field', field: 'PBX_HASH' }),
    );
    expect(() => computePayboxHmac(VECTOR_FIELDS, TEST_KEY, 'sha512')).toThrow(PayboxError);
  });

  it.each([
    ['odd length', '0123456789ABCDE'],
    ['not hex', 'ZZ'.repeat(64)],
    ['empty', ''],
  ])('refuses a key that is %s', (_name, key) => {
    expect(() => computePayboxHmac(VECTOR_FIELDS, key)).toThrow(
      expect.objectContaining({ reason: 'invalid_key' }),
    );
  });

  it('compares HMACs case-insensitively', () => {
    expect(payboxHmacEquals(VECTOR_HMAC.toLowerCase(), VECTOR_HMAC)).toBe(true);
    expect(payboxHmacEquals(VECTOR_HMAC.slice(1), VECTOR_HMAC)).toBe(false);
    expect(payboxHmacEquals(`${VECTOR_HMAC.slice(0, -1)}1`, VECTOR_HMAC)).toBe(false);
  });
});
