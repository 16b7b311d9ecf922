import { describe, expect, it } from 'vitest';
import {
  decodePayboxSignature,
  signPayboxData,
  splitPayboxSignature,
  verifyPayboxSignature,
} from './signature.ts';
import { payboxTestKeyPair } from './test-keys.ts';

const platform = payboxTestKeyPair();
const other = payboxTestKeyPair();
const DATA = 'Mt=1000&Ref=AB12CD34EF56&Auto=XXXXXX&Erreur=00000&Trans=123456&Appel=654321';

function signed(data: string, privateKeyPem = platform.privateKeyPem): string {
  return `${data}&Sign=${signPayboxData(data, privateKeyPem)}`;
}

const badSignature = expect.objectContaining({ reason: 'bad_signature' });

describe('Paybox signature (psp-protocols.md 1.5)', () => {
  it('signs 128 bytes, URL-encoded base64 of 172 characters', () => {
    const signature = signPayboxData(DATA, platform.privateKeyPem);
    expect(decodeURIComponent(signature)).toHaveLength(172);
    expect(signature).not.toMatch(/[+/=]/); // all three are percent-encoded
    expect(decodePayboxSignature(signature)).toHaveLength(128);
  });

  it('verifies a signed reply and returns the signed data, still URL-encoded', () => {
    const data = 'Mt=1000&Ref=A%20B&Erreur=00000';
    expect(verifyPayboxSignature(signed(data), [platform.publicKeyPem])).toBe(data);
  });

  it('splits at the LAST &Sign= and ignores what follows the signature', () => {
    const raw = `${signed(`${DATA}&x=&Sign=no`)}&after=unsigned`;
    const { data, signature } = splitPayboxSignature(raw);
    expect(data).toBe(`${DATA}&x=&Sign=no`);
    expect(signature).not.toContain('&');
    expect(verifyPayboxSignature(raw, [platform.publicKeyPem])).toBe(`${DATA}&x=&Sign=no`);
  });

  it('takes another signature name', () => {
    const raw = `${DATA}&K=${signPayboxData(DATA, platform.privateKeyPem)}`;
    expect(verifyPayboxSignature(raw, [platform.publicKeyPem], 'K')).toBe(DATA);
    expect(() => verifyPayboxSignature(raw, [platform.publicKeyPem])).toThrow(badSignature);
  });

  it('accepts a signature whose + and / arrive unencoded (a + is not a space)', () => {
    const base64 = decodeURIComponent(signPayboxData(DATA, platform.privateKeyPem));
    expect(verifyPayboxSignature(`${DATA}&Sign=${base64}`, [platform.publicKeyPem])).toBe(DATA);
  });

  it('accepts any one of several keys (they rotate)', () => {
    const keys = [other.publicKeyPem, platform.publicKeyPem];
    expect(verifyPayboxSignature(signed(DATA), keys)).toBe(DATA);
    expect(verifyPayboxSignature(signed(DATA, other.privateKeyPem), keys)).toBe(DATA);
  });

  it.each<[string, string]>([
    ['a tampered amount', signed(DATA).replace('Mt=1000', 'Mt=1')],
    ['a re-encoded value (%40 vs @)', signed('Ref=a@b&Erreur=00000').replace('a@b', 'a%40b')],
    ['a decoded value (@ vs %40)', signed('Ref=a%40b&Erreur=00000').replace('a%40b', 'a@b')],
    ['a signature from another key', signed(DATA, other.privateKeyPem)],
    ['a truncated signature', signed(DATA).slice(0, -12)],
    ['a garbage signature', `${DATA}&Sign=${'A'.repeat(172)}`],
    ['a signature that is not base64', `${DATA}&Sign=${'*'.repeat(172)}`],
    ['a broken percent-encoding', `${DATA}&Sign=%E0%A4%A`],
    ['an empty signature', `${DATA}&Sign=`],
    ['no signature', DATA],
    ['only a signature', `Sign=${signPayboxData('', platform.privateKeyPem)}`],
  ])('refuses %s', (_name, raw) => {
    expect(() => verifyPayboxSignature(raw, [platform.publicKeyPem])).toThrow(badSignature);
  });

  it('refuses a + that was a space in the base64 (a signature decoded once too often)', () => {
    const base64 = decodeURIComponent(signPayboxData(DATA, platform.privateKeyPem));
    const spaced = base64.replaceAll('+', ' ');
    if (spaced === base64) return; // no + in this signature: nothing to test
    expect(() =>
      verifyPayboxSignature(`${DATA}&Sign=${encodeURIComponent(spaced)}`, [platform.publicKeyPem]),
    ).toThrow(badSignature);
  });

  it('treats a bad or missing public key as configuration, not forgery', () => {
    expect(() => verifyPayboxSignature(signed(DATA), [])).toThrow(
      expect.objectContaining({ reason: 'invalid_key' }),
    );
    expect(() => verifyPayboxSignature(signed(DATA), ['not a pem'])).toThrow(
      expect.objectContaining({ reason: 'invalid_key' }),
    );
    expect(() => signPayboxData(DATA, 'not a pem')).toThrow(
      expect.objectContaining({ reason: 'invalid_key' }),
    );
  });
});
