import { describe, expect, it } from 'vitest';
import {
  PAYBOX_RETOUR_NAMES,
  payboxOutcome,
  readPayboxBrowserReturn,
  readPayboxReply,
} from './response.ts';
import { signPayboxData } from './signature.ts';
import { payboxTestKeyPair } from './test-keys.ts';

const platform = payboxTestKeyPair();
const keys = [platform.publicKeyPem];

function signed(data: string): string {
  return `${data}&Sign=${signPayboxData(data, platform.privateKeyPem)}`;
}

describe('result codes (psp-protocols.md 1.6)', () => {
  it.each([
    ['00000', 'SUCCEED'],
    ['99999', 'PENDING'],
    ['00105', 'REJECTED'],
    ['00151', 'REJECTED'],
    ['00004', 'REJECTED'],
    ['00001', 'REJECTED'],
    ['00003', 'REJECTED'],
    ['00030', 'REJECTED'],
  ])('%s is %s', (code, outcome) => {
    expect(payboxOutcome(code)).toBe(outcome);
  });
});

describe('readPayboxReply', () => {
  it('names every PBX_RETOUR letter we ask for', () => {
    expect(Object.fromEntries(PAYBOX_RETOUR_NAMES)).toEqual({
      M: 'Mt',
      R: 'Ref',
      A: 'Auto',
      E: 'Erreur',
      S: 'Trans',
      T: 'Appel',
      K: 'Sign',
    });
  });

  it('reads a signed success IPN', () => {
    const reply = readPayboxReply(
      signed('Mt=1250&Ref=AB12CD34EF56&Auto=XXXXXX&Erreur=00000&Trans=1234567&Appel=7654321'),
      keys,
    );
    expect(reply).toMatchObject({
      outcome: 'SUCCEED',
      amountCents: 1250,
      reference: 'AB12CD34EF56',
      errorCode: '00000',
      authorization: 'XXXXXX',
      transaction: '1234567',
      call: '7654321',
    });
  });

  it('reads a refusal without an authorisation number, and decodes the values', () => {
    const reply = readPayboxReply(
      signed('Mt=099&Ref=TEST+zyx%40w&Erreur=00105&Trans=1&Appel=2'),
      keys,
    );
    expect(reply.outcome).toBe('REJECTED');
    expect(reply.amountCents).toBe(99);
    expect(reply.reference).toBe('TEST zyx@w');
    expect(reply.authorization).toBeUndefined();
  });

  it('reads a pending reply', () => {
    expect(readPayboxReply(signed('Mt=100&Ref=R&Erreur=99999'), keys).outcome).toBe('PENDING');
  });

  it('checks the signature before anything else', () => {
    expect(() => readPayboxReply('Mt=x&Sign=abc', keys)).toThrow(
      expect.objectContaining({ reason: 'bad_signature' }),
    );
    const tampered = signed('Mt=1000&Ref=R&Erreur=00105').replace('00105', '00000');
    expect(() => readPayboxReply(tampered, keys)).toThrow(
      expect.objectContaining({ reason: 'bad_signature' }),
    );
  });

  it('never reads parameters after the signature', () => {
    const raw = `${signed('Mt=1000&Ref=R&Erreur=00105')}&Erreur=00000`;
    expect(readPayboxReply(raw, keys).errorCode).toBe('00105');
  });

  it.each<[string, string, string, string]>([
    ['no amount', 'Ref=R&Erreur=00000', 'missing_field', 'Mt'],
    ['no reference', 'Mt=100&Erreur=00000', 'missing_field', 'Ref'],
    ['no result code', 'Mt=100&Ref=R', 'missing_field', 'Erreur'],
    ['an amount with a decimal point', 'Mt=10.00&Ref=R&Erreur=00000', 'malformed', 'Mt'],
    ['a 4-digit code', 'Mt=100&Ref=R&Erreur=0000', 'malformed', 'Erreur'],
    ['a repeated code', 'Mt=100&Ref=R&Erreur=00105&Erreur=00000', 'malformed', 'Erreur'],
  ])('refuses a signed reply with %s', (_name, data, reason, field) => {
    expect(() => readPayboxReply(signed(data), keys)).toThrow(
      expect.objectContaining({ reason, field }),
    );
  });
});

describe('readPayboxBrowserReturn', () => {
  it('returns our own signed parameters apart from the PBX_RETOUR variables', () => {
    const { reply, merchantParams } = readPayboxBrowserReturn(
      signed('outcome=cancelled&Mt=1000&Ref=R&Erreur=00001&Trans=&Appel='),
      keys,
    );
    expect(reply.errorCode).toBe('00001');
    expect(reply.transaction).toBeUndefined();
    expect(Object.fromEntries(merchantParams)).toEqual({ outcome: 'cancelled' });
  });

  it('refuses a return whose own parameter was changed (it is signed too, 1.5 step 3)', () => {
    const raw = signed('outcome=refused&Mt=1000&Ref=R&Erreur=00105').replace(
      'outcome=refused',
      'outcome=accepted',
    );
    expect(() => readPayboxBrowserReturn(raw, keys)).toThrow(
      expect.objectContaining({ reason: 'bad_signature' }),
    );
  });
});
