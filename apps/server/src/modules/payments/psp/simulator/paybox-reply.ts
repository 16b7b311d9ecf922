import { computePayboxHmac, payboxHmacEquals, type PayboxField } from '../paybox/hmac.ts';
import { PayboxError } from '../paybox/errors.ts';
import { PAYBOX_PENDING_CODE, PAYBOX_SUCCESS_CODE } from '../paybox/response.ts';
import { signPayboxData } from '../paybox/signature.ts';
import { isOnOrigin } from './delivery.ts';
import { payboxThreeDsRefusal } from './three-ds-check.ts';
import { cardResult } from './test-cards.ts';

/**
 * The Paybox simulator's protocol side, pure: checking the posted PBX_ form the way the platform
 * does (psp-protocols.md 1.3, 1.8), choosing the result code, and writing the signed PBX_RETOUR
 * reply of 1.4 / 1.5.
 */

/**
 * What our simulator answers when the buyer presses "Annuler". [guess] The notes give no cancel
 * code (1.6); 00001 is what the real page is believed to return. The portal does not rely on it:
 * it knows a cancel from the parameter it put in PBX_ANNULE.
 */
export const PAYBOX_SIMULATOR_CANCEL_CODE = '00001';

export interface PayboxSimulatorShop {
  readonly site: string;
  readonly rang: string;
  readonly identifiant: string;
  readonly hmacKeyHex: string;
}

/** A verified form: its PBX_ fields in posted order (PBX_HMAC included) and a lookup. */
export interface PayboxForm {
  readonly fields: readonly PayboxField[];
  readonly get: (name: string) => string | undefined;
}

export type PayboxFormCheck =
  | { readonly ok: true; readonly form: PayboxForm }
  | { readonly ok: false; readonly reason: string };

const REQUIRED = [
  'PBX_SITE',
  'PBX_RANG',
  'PBX_IDENTIFIANT',
  'PBX_TOTAL',
  'PBX_DEVISE',
  'PBX_CMD',
  'PBX_PORTEUR',
  'PBX_RETOUR',
  'PBX_HMAC',
  'PBX_EFFECTUE',
  'PBX_REFUSE',
  'PBX_ANNULE',
  'PBX_ATTENTE',
] as const;

const RETURN_URLS = [
  'PBX_EFFECTUE',
  'PBX_REFUSE',
  'PBX_ANNULE',
  'PBX_ATTENTE',
  'PBX_REPONDRE_A',
] as const;

/** Absolute http(s) and printable ASCII: the browser is redirected there (a Location header). */
function isHttpUrl(value: string | undefined): boolean {
  if (value === undefined) return true; // only PBX_REPONDRE_A may be absent (checked above)
  if (!/^[\x21-\x7e]+$/.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Checks a posted form: the PBX_ fields (others, like the card fields, are not the merchant's),
 * each once, the test shop's identity, and PBX_HMAC recomputed over the others in posted order
 * with the algorithm of PBX_HASH (1.3). Any failure is the platform's "Accès refusé" (1.8).
 * Unlike the platform, the return and IPN URLs must be on the portal's origin: the test key is
 * public, so anyone can sign a form (issue 9 item 3).
 */
export function checkPayboxForm(
  pairs: readonly (readonly [string, string])[],
  shop: PayboxSimulatorShop,
  portalOrigin: string,
): PayboxFormCheck {
  const fields = pairs
    .filter(([name]) => name.startsWith('PBX_'))
    .map(([name, value]) => ({ name, value }));
  const values = new Map<string, string>();
  for (const { name, value } of fields) {
    if (values.has(name)) return { ok: false, reason: `${name} posted twice` };
    values.set(name, value);
  }
  const missing = REQUIRED.find((name) => !values.get(name));
  if (missing !== undefined) return { ok: false, reason: `${missing} missing` };
  if (
    values.get('PBX_SITE') !== shop.site ||
    values.get('PBX_RANG') !== shop.rang ||
    values.get('PBX_IDENTIFIANT') !== shop.identifiant
  ) {
    return { ok: false, reason: 'not the test shop' };
  }
  let expected: string;
  try {
    expected = computePayboxHmac(fields, shop.hmacKeyHex, values.get('PBX_HASH') ?? 'SHA512');
  } catch (error) {
    if (error instanceof PayboxError) return { ok: false, reason: error.message };
    throw error;
  }
  if (!payboxHmacEquals(values.get('PBX_HMAC') ?? '', expected)) {
    return { ok: false, reason: 'PBX_HMAC mismatch' };
  }
  if (!/^[0-9]{3,10}$/.test(values.get('PBX_TOTAL') ?? '')) {
    return { ok: false, reason: 'PBX_TOTAL is not 3 to 10 digits' };
  }
  const errorCodeTest = values.get('PBX_ERRORCODETEST');
  if (errorCodeTest !== undefined && !/^[0-9]{5}$/.test(errorCodeTest)) {
    return { ok: false, reason: 'PBX_ERRORCODETEST is not 5 digits' };
  }
  if (parseRetour(values.get('PBX_RETOUR') ?? '') === undefined) {
    return { ok: false, reason: 'PBX_RETOUR is malformed' };
  }
  const badUrl = RETURN_URLS.find((name) => !isHttpUrl(values.get(name)));
  if (badUrl !== undefined) return { ok: false, reason: `${badUrl} is not an http(s) URL` };
  const foreign = RETURN_URLS.find((name) => {
    const url = values.get(name);
    return url !== undefined && !isOnOrigin(url, portalOrigin);
  });
  if (foreign !== undefined) return { ok: false, reason: `${foreign} is not on the portal` };
  const threeDs = payboxThreeDsRefusal(values.get('PBX_SHOPPINGCART'), values.get('PBX_BILLING'));
  if (threeDs !== null) return { ok: false, reason: threeDs };
  return { ok: true, form: { fields, get: (name) => values.get(name) } };
}

/** The result code of a payment attempt: PBX_ERRORCODETEST when given (1.2), else the card. */
export function payboxResultCode(errorCodeTest: string | undefined, cardNumber: string): string {
  return errorCodeTest ?? cardResult(cardNumber).payboxCode;
}

/** Where the browser goes for a code: accepted, pending (99999) or refused. */
export function payboxReturnField(code: string): 'PBX_EFFECTUE' | 'PBX_ATTENTE' | 'PBX_REFUSE' {
  if (code === PAYBOX_SUCCESS_CODE) return 'PBX_EFFECTUE';
  if (code === PAYBOX_PENDING_CODE) return 'PBX_ATTENTE';
  return 'PBX_REFUSE';
}

export interface RetourEntry {
  readonly name: string;
  readonly letter: string;
}

/** `name:LETTER;...`; undefined when malformed or when K (the signature) is not last (1.2). */
export function parseRetour(retour: string): RetourEntry[] | undefined {
  const entries: RetourEntry[] = [];
  for (const entry of retour.split(';')) {
    const match = /^([A-Za-z0-9_]+):([A-Z])$/.exec(entry);
    if (match === null) return undefined;
    entries.push({ name: match[1] ?? '', letter: match[2] ?? '' });
  }
  const k = entries.findIndex((entry) => entry.letter === 'K');
  if (k !== -1 && k !== entries.length - 1) return undefined;
  return entries;
}

export interface PayboxReplyValues {
  readonly amountCents: number;
  readonly reference: string;
  readonly errorCode: string;
  readonly transaction: string;
  readonly call: string;
}

/**
 * The reply variables asked for, in PBX_RETOUR order, URL-encoded, K left out (it is appended once
 * signed). The authorisation number is `XXXXXX` in test and absent unless accepted (1.4). Letters
 * the simulator does not produce (card details, 3DS...) are left out.
 */
export function payboxReplyData(retour: readonly RetourEntry[], values: PayboxReplyValues): string {
  const accepted = values.errorCode === PAYBOX_SUCCESS_CODE;
  const byLetter: Record<string, string | undefined> = {
    M: String(values.amountCents),
    R: values.reference,
    A: accepted ? 'XXXXXX' : undefined,
    E: values.errorCode,
    S: values.transaction,
    T: values.call,
  };
  return retour
    .flatMap(({ name, letter }) => {
      const value = byLetter[letter];
      return value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`];
    })
    .join('&');
}

/** The name PBX_RETOUR gives the signature, if it asks for one. */
export function signatureName(retour: readonly RetourEntry[]): string | undefined {
  return retour.find((entry) => entry.letter === 'K')?.name;
}

/** `data&Sign=...` for the IPN: only the PBX_RETOUR variables are signed (1.5 step 3). */
export function signedReply(
  data: string,
  signName: string | undefined,
  privateKeyPem: string,
): string {
  return signName === undefined
    ? data
    : `${data}&${signName}=${signPayboxData(data, privateKeyPem)}`;
}

/** Appends `?` or `&` and the query to a URL. */
export function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/**
 * A browser return URL: the reply appended to the merchant's URL, and the signature over
 * EVERYTHING after `?`, the merchant's own parameters included (1.5 step 3).
 */
export function signedReturnUrl(
  base: string,
  data: string,
  signName: string | undefined,
  privateKeyPem: string,
): string {
  const url = withQuery(base, data);
  if (signName === undefined) return url;
  const query = url.slice(url.indexOf('?') + 1);
  return `${url}&${signName}=${signPayboxData(query, privateKeyPem)}`;
}
