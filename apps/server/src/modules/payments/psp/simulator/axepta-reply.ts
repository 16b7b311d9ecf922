import { randomBytes } from 'node:crypto';
import { decryptPairs } from '../axepta/data.ts';
import { AxeptaError } from '../axepta/errors.ts';
import { computeRequestMac, macEquals } from '../axepta/mac.ts';
import {
  AXEPTA_CANCEL_CODES,
  AXEPTA_SUCCESS_CODE,
  type AxeptaKeys,
  type AxeptaReplyFields,
} from '../axepta/response.ts';
import { isOnOrigin } from './delivery.ts';
import { cardResult } from './test-cards.ts';
import { axeptaThreeDsRefusal } from './three-ds-check.ts';

/**
 * The Axepta simulator's protocol side, pure (psp-protocols.md 2.7 "Simulator"): decrypt the
 * request, cut to Len, verify its MAC, map `Test:nnnn` or the card to a Code, and describe the reply.
 */

/** What the simulator needs from a verified request. */
export interface AxeptaSimulatorRequest {
  /** The clear fields posted (MerchantID, Len, Data, optional Language and URLBack), to carry on. */
  readonly clear: readonly (readonly [string, string])[];
  readonly transId: string;
  readonly refNr?: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly orderDesc?: string;
  readonly urlSuccess: string;
  readonly urlFailure: string;
  readonly urlNotify?: string;
  readonly urlBack?: string;
}

export type AxeptaRequestCheck =
  | { readonly ok: true; readonly request: AxeptaSimulatorRequest }
  | { readonly ok: false; readonly reason: string };

const CLEAR_FIELDS = ['MerchantID', 'Len', 'Data', 'Language', 'URLBack'] as const;

/** Absolute http(s), printable ASCII: the browser is redirected there. */
function isHttpUrl(value: string): boolean {
  if (!/^[\x21-\x7e]+$/.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Posted clear fields, then Data decrypted with the merchant's keys and its MAC checked (2.3).
 * The return and notification URLs must be on the portal's origin: the demo keys are public, so
 * anyone can encrypt a request (issue 9 item 3).
 */
export function checkAxeptaRequest(
  pairs: readonly (readonly [string, string])[],
  keys: AxeptaKeys,
  portalOrigin: string,
): AxeptaRequestCheck {
  const clear = pairs.filter(([name]) => (CLEAR_FIELDS as readonly string[]).includes(name));
  const posted = new Map(clear);
  if (posted.get('MerchantID') !== keys.merchantId)
    return { ok: false, reason: 'unknown MerchantID' };
  let fields: Map<string, string>;
  try {
    const decrypted = decryptPairs(
      posted.get('Data') ?? '',
      posted.get('Len') ?? '',
      keys.blowfishPassword,
    );
    fields = new Map(decrypted.map(([key, value]) => [key.toLowerCase(), value]));
  } catch (error) {
    if (error instanceof AxeptaError) return { ok: false, reason: error.message };
    throw error;
  }
  const transId = fields.get('transid') ?? '';
  const amount = fields.get('amount') ?? '';
  const currency = fields.get('currency') ?? '';
  const mac = fields.get('mac') ?? '';
  if (fields.get('merchantid') !== keys.merchantId)
    return { ok: false, reason: 'MerchantID in Data' };
  const expected = computeRequestMac(keys.hmacKey, {
    payId: fields.get('payid') ?? '',
    transId,
    merchantId: keys.merchantId,
    amount,
    currency,
  });
  if (!macEquals(mac, expected)) return { ok: false, reason: 'MAC mismatch' };
  if (transId === '' || !/^[0-9]{1,12}$/.test(amount) || currency === '') {
    return { ok: false, reason: 'TransID, Amount or Currency missing' };
  }
  const urlSuccess = fields.get('urlsuccess') ?? '';
  const urlFailure = fields.get('urlfailure') ?? '';
  const urlNotify = fields.get('urlnotify');
  const urlBack = posted.get('URLBack');
  const urls = [urlSuccess, urlFailure, urlNotify, urlBack].filter((u) => u !== undefined);
  if (!urls.every(isHttpUrl)) return { ok: false, reason: 'a return URL is not http(s)' };
  if (!urls.every((url) => isOnOrigin(url, portalOrigin))) {
    return { ok: false, reason: 'a return or notification URL is not on the portal' };
  }
  const threeDs = axeptaThreeDsRefusal(fields);
  if (threeDs !== null) return { ok: false, reason: threeDs };
  const refNr = fields.get('refnr');
  const orderDesc = fields.get('orderdesc');
  return {
    ok: true,
    request: {
      clear,
      transId,
      amountCents: Number(amount),
      currency,
      urlSuccess,
      urlFailure,
      ...(refNr !== undefined ? { refNr } : {}),
      ...(orderDesc !== undefined ? { orderDesc } : {}),
      ...(urlNotify !== undefined ? { urlNotify } : {}),
      ...(urlBack !== undefined ? { urlBack } : {}),
    },
  };
}

export type AxeptaStatus = 'OK' | 'FAILED' | 'PENDING';

export interface AxeptaResult {
  readonly code: string;
  readonly status: AxeptaStatus;
  readonly description: string;
}

export const AXEPTA_PENDING_CODE = '60000000';

export const AXEPTA_RESULTS = {
  success: { code: AXEPTA_SUCCESS_CODE, status: 'OK', description: 'Payment successful' },
  pending: { code: AXEPTA_PENDING_CODE, status: 'PENDING', description: 'Payment pending' },
  cancelled: {
    code: AXEPTA_CANCEL_CODES[0] ?? '22890703',
    status: 'FAILED',
    description: 'Payment cancelled by the customer',
  },
} as const satisfies Record<string, AxeptaResult>;

function refused(code: string): AxeptaResult {
  return { code, status: 'FAILED', description: 'Payment refused' };
}

/**
 * `OrderDesc=Test:nnnn` forces the result on any MID (2.6): `Test:0000` succeeds, another nnnn is
 * the error-class Code `2294nnnn` (294 = CB2A France, 2.5). Without it, the card decides.
 */
export function axeptaResult(orderDesc: string | undefined, cardNumber: string): AxeptaResult {
  const forced = /^Test:([0-9A-Za-z]{4})$/.exec(orderDesc ?? '')?.[1]?.toUpperCase();
  if (forced !== undefined) {
    return forced === '0000' ? AXEPTA_RESULTS.success : refused(`2294${forced}`);
  }
  const card = cardResult(cardNumber);
  if (card.behaviour === 'success') return AXEPTA_RESULTS.success;
  if (card.behaviour === 'pending') return AXEPTA_RESULTS.pending;
  return refused(card.axeptaCode);
}

/** The platform's identifiers for a new payment: PayID (an32) and XID. */
export function newPaymentIds(): { payId: string; xid: string } {
  return {
    payId: randomBytes(16).toString('hex').toUpperCase(),
    xid: randomBytes(16).toString('hex').toUpperCase(),
  };
}

/** The fields of the reply for encryptAxeptaReply (2.4). */
export function axeptaReplyFields(
  request: AxeptaSimulatorRequest,
  ids: { payId: string; xid: string },
  result: AxeptaResult,
): AxeptaReplyFields {
  return {
    payId: ids.payId,
    xid: ids.xid,
    transId: request.transId,
    status: result.status,
    code: result.code,
    description: result.description,
    amountCents: request.amountCents,
    currency: request.currency,
    ...(request.refNr !== undefined ? { refNr: request.refNr } : {}),
  };
}
