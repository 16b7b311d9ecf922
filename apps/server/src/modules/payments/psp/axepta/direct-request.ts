import { encryptPairs, type AxeptaPair } from './data.ts';
import { AxeptaError } from './errors.ts';
import { assertAsciiKey, computeRequestMac } from './mac.ts';
import type { AxeptaKeys } from './response.ts';

/**
 * Axepta (Computop Paygate) server-to-server calls (psp-protocols.md 6.1 to 6.6): credit.aspx, the
 * referenced refund, and inquire.aspx, the status of a payment by PayID. Both are a form POST of
 * MerchantID, Len and Data, Data being the Blowfish-encrypted `key=value&...` of the hosted pages
 * (2.3), with the request MAC `PayID*TransID*MerchantID*Amount*Currency` (6.2).
 */

/** The host of every .aspx endpoint (6.1); test and production alike, the MID decides. */
export const AXEPTA_DIRECT_BASE_URL = 'https://paymentpage.axepta.bnpparibas';
export const AXEPTA_CREDIT_PATH = '/credit.aspx';
export const AXEPTA_INQUIRE_PATH = '/inquire.aspx';

const CURRENCY = 'EUR';

export interface AxeptaCreditInput {
  readonly keys: AxeptaKeys;
  /** The payment's PayID (an32, 6.3). */
  readonly payId: string;
  /** The refund's own TransID and its ReqID: the attempt's key, so that a repeat is found (6.6). */
  readonly transId: string;
  readonly reqId: string;
  readonly amountCents: number;
  /** RefNr, the payment's (12 alphanumerics, 6.5): the refund shows next to it in bank reports. */
  readonly refNr?: string;
}

export interface AxeptaInquireInput {
  readonly keys: AxeptaKeys;
  readonly payId: string;
  /** The payment's own TransID. */
  readonly transId: string;
}

export interface AxeptaDirectRequest {
  /** Plaintext pairs before encryption, in order (for tests and logs; holds no card data). */
  readonly pairs: readonly AxeptaPair[];
  readonly len: number;
  readonly data: string;
  /** The urlencoded form body: MerchantID, Len, Data. */
  readonly body: string;
}

function invalid(field: string, rule: string): AxeptaError {
  return new AxeptaError('invalid_field', `${field} ${rule}`, field);
}

/** Values that go into Data and the MAC string: no `&`, `=` (no escaping, 2.7) nor `*` (MAC). */
function checkId(field: string, value: string, max: number): void {
  if (!new RegExp(`^[A-Za-z0-9_.:/-]{1,${max}}$`).test(value)) {
    throw invalid(field, `must be 1 to ${max} of A-Z a-z 0-9 _ . : / -`);
  }
}

function checkKeys(keys: AxeptaKeys): void {
  assertAsciiKey(keys.hmacKey, 'hmacKey');
  assertAsciiKey(keys.blowfishPassword, 'blowfishPassword');
  checkId('MerchantID', keys.merchantId, 30);
}

function seal(keys: AxeptaKeys, pairs: readonly AxeptaPair[]): AxeptaDirectRequest {
  const { data, len } = encryptPairs(pairs, keys.blowfishPassword);
  const body = `MerchantID=${encodeURIComponent(keys.merchantId)}&Len=${len}&Data=${data}`;
  return { pairs, len, data, body };
}

/**
 * The MAC in lowercase hex, as BNP's published example and the credit vector A-V4 write it: the
 * platform takes either case (2.3), and lowercase keeps our Data byte-comparable with them.
 */
function mac(keys: AxeptaKeys, payId: string, transId: string, amount: string, currency: string) {
  return computeRequestMac(keys.hmacKey, {
    payId,
    transId,
    merchantId: keys.merchantId,
    amount,
    currency,
  }).toLowerCase();
}

/** credit.aspx (6.3): the fields of vector A-V4 in its order, then RefNr when given. */
export function buildAxeptaCredit(input: AxeptaCreditInput): AxeptaDirectRequest {
  checkKeys(input.keys);
  checkId('PayID', input.payId, 32);
  checkId('TransID', input.transId, 64);
  checkId('ReqID', input.reqId, 32);
  const { amountCents } = input;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || String(amountCents).length > 10) {
    throw invalid('Amount', 'must be a positive integer number of cents, at most 10 digits');
  }
  if (input.refNr !== undefined && !/^[A-Za-z0-9]{1,12}$/.test(input.refNr)) {
    throw invalid('RefNr', 'must be 1 to 12 letters or digits');
  }
  const amount = String(amountCents);
  const pairs: AxeptaPair[] = [
    ['MerchantID', input.keys.merchantId],
    ['PayID', input.payId],
    ['TransID', input.transId],
    ['ReqID', input.reqId],
    ['Amount', amount],
    ['Currency', CURRENCY],
    ['MAC', mac(input.keys, input.payId, input.transId, amount, CURRENCY)],
    ...(input.refNr !== undefined ? [['RefNr', input.refNr.padStart(12, '0')] as const] : []),
  ];
  return seal(input.keys, pairs);
}

/**
 * inquire.aspx (6.5): MerchantID, PayID, TransID and a MAC with Amount and Currency empty, as
 * Computop's calculator says for an inquiry (6.2; vector A-V2; Q-A3 open).
 */
export function buildAxeptaInquire(input: AxeptaInquireInput): AxeptaDirectRequest {
  checkKeys(input.keys);
  checkId('PayID', input.payId, 32);
  checkId('TransID', input.transId, 64);
  const pairs: AxeptaPair[] = [
    ['MerchantID', input.keys.merchantId],
    ['PayID', input.payId],
    ['TransID', input.transId],
    ['MAC', mac(input.keys, input.payId, input.transId, '', '')],
  ];
  return seal(input.keys, pairs);
}
