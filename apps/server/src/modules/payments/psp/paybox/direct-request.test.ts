import { describe, expect, it } from 'vitest';
import { PayboxError } from './errors.ts';
import {
  buildPayboxDirectRequest,
  payboxDateq,
  payboxQuestionDay,
  type PayboxDirectQuestion,
} from './direct-request.ts';

/**
 * Paybox Direct questions, byte for byte: the notes' vector P-V1 (psp-protocols.md 5.13, four
 * implementations agree), and Portico's own refund and inquiry checked against BenMorel/Paybox
 * @a52e386 (`Paybox::hashHMAC`, the real class run under PHP 8.2 on these inputs, fields ksorted as
 * Verifone's module does); the PHP script lives outside the repository.
 */

const KEY = '0123456789ABCDEF'.repeat(8);
const ACCOUNT = { site: '1999888', rang: '32', identifiant: '107904482', hmacKeyHex: KEY };

function refund(overrides: Partial<PayboxDirectQuestion> = {}): PayboxDirectQuestion {
  return {
    account: ACCOUNT,
    type: '00014',
    version: '00103',
    questionNumber: 7,
    dateq: '01122026103000',
    transaction: '12345678',
    call: '87654321',
    amountCents: 1250,
    reference: 'rf-2026-0001-a',
    ...overrides,
  };
}

const message = (fields: readonly { name: string; value: string }[]) =>
  fields
    .filter((f) => f.name !== 'HMAC')
    .map((f) => `${f.name}=${f.value}`)
    .join('&');
const hmacOf = (fields: readonly { name: string; value: string }[]) =>
  fields.find((f) => f.name === 'HMAC')?.value;

describe('Paybox Direct question', () => {
  it('P-V1: the notes vector (VERSION 00104, ACTIVITE 024, RANG 032), byte for byte', () => {
    const request = buildPayboxDirectRequest({
      account: { ...ACCOUNT, rang: '032' },
      type: '00014',
      version: '00104',
      questionNumber: 42,
      dateq: '01122026103000',
      transaction: '0005329117',
      call: '0010244812',
      amountCents: 500,
      reference: 'PORTICO-REF-1',
      activite: '024',
    });
    expect(message(request.fields)).toBe(
      'ACTIVITE=024&DATEQ=01122026103000&DEVISE=978&HASH=SHA512&IDENTIFIANT=107904482&MONTANT=0000000500&NUMAPPEL=0010244812&NUMQUESTION=0000000042&NUMTRANS=0005329117&RANG=032&REFERENCE=PORTICO-REF-1&SITE=1999888&TYPE=00014&VERSION=00104',
    );
    expect(hmacOf(request.fields)).toBe(
      'ABC11E5D6DD84EB9D20B3A0B041DF050FD798DC304B7B27D7181018E0973C78675189D52275657FD2745315D6B0415C6556B5BCABCD3C7AFDE3083CCE4A8A8B9',
    );
  });

  it("Portico's refund (00014) equals BenMorel/Paybox's hashHMAC on the same fields", () => {
    const request = buildPayboxDirectRequest(refund());
    expect(message(request.fields)).toBe(
      'DATEQ=01122026103000&DEVISE=978&HASH=SHA512&IDENTIFIANT=107904482&MONTANT=0000001250&NUMAPPEL=0087654321&NUMQUESTION=0000000007&NUMTRANS=0012345678&RANG=32&REFERENCE=rf-2026-0001-a&SITE=1999888&TYPE=00014&VERSION=00103',
    );
    expect(hmacOf(request.fields)).toBe(
      '86D418B0462E9A0A3DAFCC09455644629FA158B3A4E9B82C8A32B1D6125F18E3E2ADA0B10F59B96642B52991EF1390438BD25D15CEBFD6F1A86B3EC66150275E',
    );
    // The body posts the same fields in the same order, HMAC last, URL-encoded.
    expect(request.body).toBe(
      `${message(request.fields)}&HMAC=86D418B0462E9A0A3DAFCC09455644629FA158B3A4E9B82C8A32B1D6125F18E3E2ADA0B10F59B96642B52991EF1390438BD25D15CEBFD6F1A86B3EC66150275E`,
    );
  });

  it("Portico's inquiry (00017): no amount, no currency, no reference; BenMorel's HMAC", () => {
    const request = buildPayboxDirectRequest({
      ...refund({ type: '00017', questionNumber: 8 }),
      amountCents: undefined,
      reference: undefined,
    } as PayboxDirectQuestion);
    expect(message(request.fields)).toBe(
      'DATEQ=01122026103000&HASH=SHA512&IDENTIFIANT=107904482&NUMAPPEL=0087654321&NUMQUESTION=0000000008&NUMTRANS=0012345678&RANG=32&SITE=1999888&TYPE=00017&VERSION=00103',
    );
    expect(hmacOf(request.fields)).toBe(
      'D0256CF4B0B85608A75064AB84D8C620E6E85AD4F4FD519522146D0EA5AE643D17EA3F3299275E61309A63904386CA35D51D99D5AB0FFB4FFA16236D8A66F3D9',
    );
  });

  it('URL-encodes values in the body but signs them raw', () => {
    const request = buildPayboxDirectRequest(refund({ reference: 'a+b&c' }));
    expect(request.body).toContain('REFERENCE=a%2Bb%26c');
    expect(message(request.fields)).toContain('REFERENCE=a+b&c');
  });

  it.each([
    ['SITE', refund({ account: { ...ACCOUNT, site: '199988' } })],
    ['RANG', refund({ account: { ...ACCOUNT, rang: '1' } })],
    ['NUMQUESTION', refund({ questionNumber: 0 })],
    ['NUMQUESTION', refund({ questionNumber: 2_147_483_648 })],
    ['DATEQ', refund({ dateq: '0112202610300' })],
    ['NUMTRANS', refund({ transaction: '12345678901' })],
    ['NUMAPPEL', refund({ call: 'abc' })],
    ['MONTANT', refund({ amountCents: 0 })],
    ['MONTANT', refund({ amountCents: 12.5 })],
    ['MONTANT', refund({ amountCents: 10_000_000_000 })],
    ['REFERENCE', refund({ reference: 'has space' })],
    ['REFERENCE', refund({ reference: 'x'.repeat(251) })],
  ])('refuses a bad %s before anything is sent', (field, question) => {
    expect(() => buildPayboxDirectRequest(question)).toThrow(PayboxError);
    try {
      buildPayboxDirectRequest(question);
    } catch (error) {
      expect((error as PayboxError).field).toBe(field);
    }
  });

  it('refuses a key that is not hex', () => {
    expect(() =>
      buildPayboxDirectRequest(refund({ account: { ...ACCOUNT, hmacKeyHex: 'not-hex' } })),
    ).toThrow(/hex/);
  });
});

describe('DATEQ and the question day', () => {
  it('writes Paris time, winter (UTC+1) and summer (UTC+2)', () => {
    expect(payboxDateq(new Date('2026-12-01T09:30:00Z'))).toBe('01122026103000');
    expect(payboxDateq(new Date('2026-07-14T22:05:09Z'))).toBe('15072026000509');
  });

  it("counts questions per Paris day: 23:30 UTC is already tomorrow's", () => {
    expect(payboxQuestionDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(payboxQuestionDay(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
  });
});
