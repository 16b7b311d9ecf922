import { describe, expect, it } from 'vitest';
import { PAYBOX_RETOUR } from '../paybox/request.ts';
import { readPayboxBrowserReturn } from '../paybox/response.ts';
import { payboxTestKeyPair } from '../paybox/test-keys.ts';
import {
  parseRetour,
  payboxReplyData,
  payboxResultCode,
  payboxReturnField,
  signatureName,
  signedReturnUrl,
} from './paybox-reply.ts';

const keys = payboxTestKeyPair();
const VALUES = {
  amountCents: 99,
  reference: 'A B@C',
  errorCode: '00000',
  transaction: '12345678',
  call: '87654321',
};

describe('Paybox simulator reply (psp-protocols.md 1.4, 1.5)', () => {
  it('parses PBX_RETOUR and refuses K anywhere but last', () => {
    expect(parseRetour('Mt:M;Sign:K')).toEqual([
      { name: 'Mt', letter: 'M' },
      { name: 'Sign', letter: 'K' },
    ]);
    expect(parseRetour('Sign:K;Mt:M')).toBeUndefined();
    expect(parseRetour('Mt=M')).toBeUndefined();
  });

  it('writes the variables in PBX_RETOUR order, URL-encoded, XXXXXX only when accepted', () => {
    const retour = parseRetour(PAYBOX_RETOUR) ?? [];
    expect(payboxReplyData(retour, VALUES)).toBe(
      'Mt=99&Ref=A%20B%40C&Auto=XXXXXX&Erreur=00000&Trans=12345678&Appel=87654321',
    );
    expect(payboxReplyData(retour, { ...VALUES, errorCode: '00105' })).toBe(
      'Mt=99&Ref=A%20B%40C&Erreur=00105&Trans=12345678&Appel=87654321',
    );
    expect(signatureName(retour)).toBe('Sign');
  });

  it('signs a browser return over everything after ?, joining with & when the URL has a query', () => {
    const url = signedReturnUrl(
      'https://p.example/r?outcome=ok',
      'Mt=99&Erreur=00000',
      'Sign',
      keys.privateKeyPem,
    );
    expect(url.startsWith('https://p.example/r?outcome=ok&Mt=99&Erreur=00000&Sign=')).toBe(true);
    const plain = signedReturnUrl(
      'https://p.example/r',
      'Mt=99&Ref=R&Erreur=00000',
      'Sign',
      keys.privateKeyPem,
    );
    expect(plain.startsWith('https://p.example/r?Mt=99&')).toBe(true);
    expect(
      readPayboxBrowserReturn(plain.split('?')[1] ?? '', [keys.publicKeyPem]).reply.reference,
    ).toBe('R');
  });

  it('takes PBX_ERRORCODETEST over the card, and routes each code', () => {
    expect(payboxResultCode('00154', '4111111111111111')).toBe('00154');
    expect(payboxResultCode(undefined, '4000000000000002')).toBe('00105');
    expect(payboxReturnField('00000')).toBe('PBX_EFFECTUE');
    expect(payboxReturnField('99999')).toBe('PBX_ATTENTE');
    expect(payboxReturnField('00105')).toBe('PBX_REFUSE');
  });
});
