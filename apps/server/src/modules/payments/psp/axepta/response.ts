import { decryptPairs, encryptPairs, latin1Bytes, type AxeptaPair } from './data.ts';
import { AxeptaError } from './errors.ts';
import { computeResponseMac, macEquals } from './mac.ts';

/**
 * Reading what Axepta sends back (psp-protocols.md 2.4): the server-to-server notification (POST to
 * URLNotify) and the browser returns (GET or POST to URLSuccess / URLFailure), all carrying Len and
 * Data. Decrypt, cut to Len, verify the response MAC, then decide on Code alone: anyone can paste a
 * failure's Data onto URLSuccess, so which URL was called proves nothing.
 */

export type AxeptaOutcome = 'SUCCEED' | 'REJECTED' | 'CANCELLED' | 'PENDING';

export interface AxeptaKeys {
  readonly merchantId: string;
  readonly hmacKey: string;
  readonly blowfishPassword: string;
}

/**
 * Codes meaning "the customer cancelled on the hosted page". [guess] psp-protocols.md gives no cancel
 * code (2.5 only gives the classes) and no public source was found; our simulator sends the first one.
 * Confirm against a real test MID and pass the real list to readAxeptaReply before going live.
 * Until then a real cancel arrives as an error-class code and reads as REJECTED.
 */
export const AXEPTA_CANCEL_CODES: readonly string[] = ['22890703'];

/** The one success code (2.4, 2.5). */
export const AXEPTA_SUCCESS_CODE = '00000000';

/**
 * The outcome of a Code (2.5): eight characters 0-9/A-Z, the first one the class.
 * - `00000000` is the only success (2.4).
 * - A listed cancel code is CANCELLED (see AXEPTA_CANCEL_CODES).
 * - Class 2 (error) and 4 (fatal error) are REJECTED.
 * - Class 6 (pending, final status follows asynchronously) and 7 (EMV-3DS intermediate step) are
 *   PENDING: not final, a later notification decides.
 * - Class 0 with other digits, or an undocumented class, is PENDING too: never marked paid without
 *   the success code, never marked refused when money may have been taken; it waits for a re-check.
 */
export function axeptaOutcome(
  code: string,
  cancelCodes: readonly string[] = AXEPTA_CANCEL_CODES,
): AxeptaOutcome {
  const normalised = code.toUpperCase();
  if (!/^[0-9A-Z]{8}$/.test(normalised)) {
    throw new AxeptaError('bad_code', `Code ${JSON.stringify(code)} is not 8 characters`, 'Code');
  }
  if (normalised === AXEPTA_SUCCESS_CODE) return 'SUCCEED';
  if (cancelCodes.some((c) => c.toUpperCase() === normalised)) return 'CANCELLED';
  const cls = normalised[0];
  if (cls === '2' || cls === '4') return 'REJECTED';
  return 'PENDING';
}

/** Card details of a card payment reply (2.4); all optional, for receipts and support only. */
export interface AxeptaCardInfo {
  /** Pseudo card number: starts with 0, only the last 3 digits are real. */
  readonly pcnr?: string;
  /** YYYYMM. */
  readonly expiry?: string;
  readonly brand?: string;
  readonly maskedPan?: string;
  readonly cardHolder?: string;
  readonly schemeReferenceId?: string;
}

const CARD_FIELDS: readonly (readonly [string, keyof AxeptaCardInfo])[] = [
  ['PCNr', 'pcnr'],
  ['CCExpiry', 'expiry'],
  ['CCBrand', 'brand'],
  ['MaskedPan', 'maskedPan'],
  ['CardHolder', 'cardHolder'],
  ['schemeReferenceID', 'schemeReferenceId'],
];

export interface AxeptaReply {
  readonly outcome: AxeptaOutcome;
  readonly payId: string;
  readonly transId: string;
  readonly xid?: string;
  readonly refNr?: string;
  readonly status: string;
  readonly code: string;
  readonly description?: string;
  /** Amount, when the reply carries one, in cents. The service compares it with the payment's. */
  readonly amountCents?: number;
  readonly currency?: string;
  readonly card: AxeptaCardInfo;
  /** Every decrypted field, keys lowercased (names may arrive in any case, 2.4). */
  readonly fields: ReadonlyMap<string, string>;
}

export interface ReadAxeptaReplyOptions {
  /** Overrides AXEPTA_CANCEL_CODES once the real codes are known. */
  readonly cancelCodes?: readonly string[];
}

/** Case-insensitive lookup in the clear fields (Len, Data, MerchantID). */
function clearField(message: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  const values = Object.entries(message)
    .filter(([key]) => key.toLowerCase() === wanted)
    .map(([, value]) => value);
  if (values.length === 0) return undefined;
  const [value] = values;
  if (values.length > 1 || typeof value !== 'string') {
    throw new AxeptaError('malformed', `${name} is repeated or not a single string`, name);
  }
  return value;
}

/** Keys lowercased; the same key twice with two values is refused (a forged reply could try it). */
function fieldMap(pairs: readonly AxeptaPair[]): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [key, value] of pairs) {
    const lower = key.toLowerCase();
    const previous = fields.get(lower);
    if (previous !== undefined && previous !== value) {
      throw new AxeptaError('malformed', `${key} appears twice with two values`, key);
    }
    fields.set(lower, value);
  }
  return fields;
}

function required(fields: ReadonlyMap<string, string>, name: string): string {
  const value = fields.get(name.toLowerCase());
  if (value === undefined || value === '') {
    throw new AxeptaError('missing_field', `${name} is missing`, name);
  }
  return value;
}

/**
 * Reads a notification or a browser return. `message` is the parsed form body or query string
 * (Len, Data and possibly MerchantID; unknown keys such as Custom pairs are ignored).
 * Throws AxeptaError for anything missing, garbled, of another merchant, or with a wrong MAC.
 */
export function readAxeptaReply(
  message: Readonly<Record<string, unknown>>,
  keys: AxeptaKeys,
  options: ReadAxeptaReplyOptions = {},
): AxeptaReply {
  const data = clearField(message, 'Data');
  const len = clearField(message, 'Len');
  if (data === undefined || data === '') throw new AxeptaError('missing_field', 'no Data', 'Data');
  if (len === undefined || len === '') throw new AxeptaError('missing_field', 'no Len', 'Len');
  const clearMerchant = clearField(message, 'MerchantID');
  if (clearMerchant !== undefined && clearMerchant !== keys.merchantId) {
    throw new AxeptaError('merchant_mismatch', 'MerchantID is not ours', 'MerchantID');
  }

  const fields = fieldMap(decryptPairs(data, len, keys.blowfishPassword));

  // Computop signs with `mid` from the message, A6 with its own MID (2.4); both agree for genuine
  // messages, so we sign with ours and refuse a message naming another merchant.
  const mid = fields.get('mid') ?? fields.get('merchantid');
  if (mid !== undefined && mid !== keys.merchantId) {
    throw new AxeptaError('merchant_mismatch', 'mid is not ours', 'mid');
  }
  const receivedMac = required(fields, 'MAC');
  const code = required(fields, 'Code');
  const transId = required(fields, 'TransID');
  // A missing value is an empty string in the MAC string (2.3).
  const payId = fields.get('payid') ?? '';
  const status = fields.get('status') ?? '';
  const expected = computeResponseMac(keys.hmacKey, {
    payId,
    transId,
    merchantId: keys.merchantId,
    status,
    code,
  });
  if (!macEquals(receivedMac, expected)) {
    throw new AxeptaError('mac_mismatch', 'response MAC does not match', 'MAC');
  }

  const amountText = fields.get('amount');
  if (amountText !== undefined && !/^[0-9]{1,15}$/.test(amountText)) {
    throw new AxeptaError('malformed', 'Amount is not an integer number of cents', 'Amount');
  }
  const card: Record<string, string> = {};
  for (const [name, key] of CARD_FIELDS) {
    const value = fields.get(name.toLowerCase());
    if (value !== undefined) card[key] = value;
  }
  const xid = fields.get('xid');
  const refNr = fields.get('refnr');
  const description = fields.get('description');
  const currency = fields.get('currency');
  return {
    outcome: axeptaOutcome(code, options.cancelCodes),
    payId,
    transId,
    status,
    code,
    card,
    fields,
    ...(xid !== undefined ? { xid } : {}),
    ...(refNr !== undefined ? { refNr } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(amountText !== undefined ? { amountCents: Number(amountText) } : {}),
    ...(currency !== undefined ? { currency } : {}),
  };
}

/** What the platform (or our simulator) puts in a reply before encrypting it. */
export interface AxeptaReplyFields {
  readonly payId: string;
  readonly transId: string;
  readonly status: string;
  readonly code: string;
  readonly xid?: string;
  readonly refNr?: string;
  readonly description?: string;
  readonly amountCents?: number;
  readonly currency?: string;
  /** More pairs, e.g. card fields, appended in order. */
  readonly extra?: readonly AxeptaPair[];
}

/** The clear fields of a reply: the notification body, or the browser return's query (2.4). */
export interface AxeptaReplyParameters {
  readonly Len: string;
  readonly Data: string;
}

/**
 * Encrypts and MACs a reply the way the platform does, for our simulator (2.7 "Simulator"): fields
 * `mid,PayID,XID,TransID,refnr,Status,Description,Code,MAC`, plus Amount/Currency and extras.
 */
export function encryptAxeptaReply(
  fields: AxeptaReplyFields,
  keys: AxeptaKeys,
): AxeptaReplyParameters {
  const mac = computeResponseMac(keys.hmacKey, {
    payId: fields.payId,
    transId: fields.transId,
    merchantId: keys.merchantId,
    status: fields.status,
    code: fields.code,
  });
  const pairs: AxeptaPair[] = [
    ['mid', keys.merchantId],
    ['PayID', fields.payId],
    ...(fields.xid !== undefined ? [['XID', fields.xid] as const] : []),
    ['TransID', fields.transId],
    ...(fields.refNr !== undefined ? [['refnr', fields.refNr] as const] : []),
    ['Status', fields.status],
    ...(fields.description !== undefined ? [['Description', fields.description] as const] : []),
    ['Code', fields.code],
    ...(fields.amountCents !== undefined ? [['Amount', String(fields.amountCents)] as const] : []),
    ...(fields.currency !== undefined ? [['Currency', fields.currency] as const] : []),
    ...(fields.extra ?? []),
    ['MAC', mac],
  ];
  for (const [key, value] of pairs) {
    // No escaping exists (2.7): a `&` in a value or `=` in a key would change the fields read back.
    if (value.includes('&') || key.includes('=') || key.includes('&') || key === '') {
      throw new AxeptaError('invalid_field', `${key} cannot be carried in Data`, key);
    }
    latin1Bytes(value, key);
  }
  const { data, len } = encryptPairs(pairs, keys.blowfishPassword);
  return { Len: String(len), Data: data };
}
