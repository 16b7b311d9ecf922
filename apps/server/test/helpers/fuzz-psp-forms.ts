import fc from 'fast-check';
import { decryptPairs, encryptPairs } from '../../src/modules/payments/psp/axepta/data.ts';
import {
  computeRequestMac,
  computeResponseMac,
} from '../../src/modules/payments/psp/axepta/mac.ts';
import { AXEPTA_DEMO_MERCHANT } from '../../src/modules/payments/psp/axepta/test-data.ts';
import { computePayboxHmac } from '../../src/modules/payments/psp/paybox/hmac.ts';
import { signPayboxData } from '../../src/modules/payments/psp/paybox/signature.ts';
import {
  payboxSimulatorAccount,
  payboxSimulatorPrivateKeyPem,
} from '../../src/modules/payments/psp/simulator/routes.ts';
import type { TextEncoder } from './fuzz-encoding.ts';
import type { FuzzForm } from './fuzz-types.ts';

/**
 * The PSPs' forms, signed again after the fuzz changed them with the keys the test app trusts
 * (the simulators' and the Axepta demo merchant's, all public test keys): changed values then get
 * past the signature check to the code that reads them, as a PSP with a bug would send them.
 */

type Pairs = [string, string][];

const encodePairs = (pairs: Pairs, encode: TextEncoder) =>
  pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');

/** The hosted page's form (PBX_ fields) with PBX_HMAC computed again. */
export function payboxPageForm(fields: Pairs, extra: Pairs = []): FuzzForm {
  return {
    fields: fc.constant([...fields, ...extra]),
    seal(pairs, encode) {
      const signed = pairs.filter(([name]) => name.startsWith('PBX_') && name !== 'PBX_HMAC');
      const hash = pairs.find(([name]) => name === 'PBX_HASH')?.[1] ?? 'SHA512';
      const hmac = computePayboxHmac(
        signed.map(([name, value]) => ({ name, value })),
        payboxSimulatorAccount.hmacKeyHex,
        hash,
      );
      const resealed = pairs.map(([name, value]): [string, string] => [
        name,
        name === 'PBX_HMAC' ? hmac : value,
      ]);
      return encodePairs(resealed, encode);
    },
  };
}

/** The variables of Paybox's success notification. */
export const payboxSuccess = (reference: string, amountCents: number): Pairs => [
  ['Mt', String(amountCents)],
  ['Ref', reference],
  ['Auto', 'XXXXXX'],
  ['Erreur', '00000'],
  ['Trans', '1'],
  ['Appel', '2'],
];

/** Paybox's IPN query: the PBX_RETOUR variables, RSA-SHA1 signed over their encoded text. */
export function payboxNotification(reference: string, amountCents: number): FuzzForm {
  return {
    fields: fc.constantFrom<Pairs[]>(payboxSuccess(reference, amountCents), [
      ['Mt', String(amountCents)],
      ['Ref', reference],
      ['Erreur', '00105'],
      ['Trans', '3'],
      ['Appel', '4'],
    ]),
    seal(pairs, encode) {
      const data = encodePairs(
        pairs.filter(([name]) => name !== 'Sign'),
        encode,
      );
      return `${data}&Sign=${signPayboxData(data, payboxSimulatorPrivateKeyPem)}`;
    },
  };
}

/** Axepta's notification: the reply's fields, MAC'ed and Blowfish-encrypted into Len and Data. */
export function axeptaNotification(reference: string, amountCents: number): FuzzForm {
  return {
    fields: fc.constantFrom<Pairs[]>(
      [
        ['PayID', 'P1'],
        ['TransID', reference],
        ['Status', 'OK'],
        ['Code', '00000000'],
        ['Amount', String(amountCents)],
        ['Currency', 'EUR'],
      ],
      [
        ['PayID', 'P2'],
        ['TransID', reference],
        ['Status', 'FAILED'],
        ['Code', '22890703'],
      ],
    ),
    seal(pairs, encode) {
      const value = (name: string) => pairs.find(([key]) => key === name)?.[1] ?? '';
      const mac = computeResponseMac(AXEPTA_DEMO_MERCHANT.hmacKey, {
        payId: value('PayID'),
        transId: value('TransID'),
        merchantId: AXEPTA_DEMO_MERCHANT.merchantId,
        status: value('Status'),
        code: value('Code'),
      });
      const encrypted = encryptPairs(
        [['mid', AXEPTA_DEMO_MERCHANT.merchantId], ...pairs, ['MAC', mac]],
        AXEPTA_DEMO_MERCHANT.blowfishPassword,
      );
      return encodePairs(
        [
          ['Len', String(encrypted.len)],
          ['Data', encrypted.data],
        ],
        encode,
      );
    },
  };
}

/**
 * The Axepta hosted page's form: the fuzz changes the fields inside Data (decrypted with the demo
 * merchant's key), then the request MAC is made again and Data encrypted again; the clear fields
 * (MerchantID, URLBack ...) stay as the portal sent them.
 */
export function axeptaPageForm(outer: Pairs, extra: Pairs = []): FuzzForm {
  const value = (pairs: Pairs, name: string) =>
    pairs.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? '';
  const inner = decryptPairs(
    value(outer, 'Data'),
    value(outer, 'Len'),
    AXEPTA_DEMO_MERCHANT.blowfishPassword,
  ).map(([key, text]): [string, string] => [key, text]);
  return {
    fields: fc.constant(inner),
    seal(pairs, encode) {
      const mac = computeRequestMac(AXEPTA_DEMO_MERCHANT.hmacKey, {
        payId: value(pairs, 'PayID'),
        transId: value(pairs, 'TransID'),
        merchantId: AXEPTA_DEMO_MERCHANT.merchantId,
        amount: value(pairs, 'Amount'),
        currency: value(pairs, 'Currency'),
      });
      const macced = pairs.map(([key, text]): [string, string] => [
        key,
        key.toLowerCase() === 'mac' ? mac : text,
      ]);
      const encrypted = encryptPairs(macced, AXEPTA_DEMO_MERCHANT.blowfishPassword);
      const clear = outer.map(([key, text]): [string, string] => [
        key,
        key === 'Len' ? String(encrypted.len) : key === 'Data' ? encrypted.data : text,
      ]);
      return encodePairs([...clear, ...extra], encode);
    },
  };
}
