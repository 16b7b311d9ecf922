import { parseFormPairs } from '../../../../shared/form-body.ts';
import { PayboxError } from './errors.ts';
import { PAYBOX_RETOUR } from './request.ts';
import { verifyPayboxSignature } from './signature.ts';

/**
 * Reading what Paybox sends back (psp-protocols.md 1.5, 1.6): the IPN (GET query or POST body sent
 * to PBX_REPONDRE_A) and the four browser returns. The signature is checked FIRST, on the raw
 * string; only the signed part is parsed. The service then still compares the amount and the
 * reference with the payment's (1.5 step 6) and decides on the IPN, never on a browser return (1.8).
 */

export type PayboxOutcome = 'SUCCEED' | 'REJECTED' | 'PENDING';

export interface PayboxReply {
  outcome: PayboxOutcome;
  amountCents: number;
  reference: string;
  /** E, five digits (1.6). */
  errorCode: string;
  /** A, the authorisation number; absent when refused (1.4). */
  authorization?: string;
  /** S, the transaction number (numtrans). */
  transaction?: string;
  /** T, the call number (numappel). */
  call?: string;
  /** Every signed parameter, decoded, by name (browser returns include the merchant's own). */
  fields: ReadonlyMap<string, string>;
}

export interface PayboxBrowserReturn {
  reply: PayboxReply;
  /** The signed parameters that are not PBX_RETOUR variables: the ones we put in the return URL. */
  merchantParams: ReadonlyMap<string, string>;
}

export const PAYBOX_SUCCESS_CODE = '00000';
export const PAYBOX_PENDING_CODE = '99999';

/** 1.6: 00000 success, 99999 pending (a second IPN gives the final code), anything else refused. */
export function payboxOutcome(errorCode: string): PayboxOutcome {
  if (errorCode === PAYBOX_SUCCESS_CODE) return 'SUCCEED';
  if (errorCode === PAYBOX_PENDING_CODE) return 'PENDING';
  return 'REJECTED';
}

/** The names PAYBOX_RETOUR gives each letter, e.g. M -> Mt, and K (the signature) -> Sign. */
export const PAYBOX_RETOUR_NAMES: ReadonlyMap<string, string> = new Map(
  PAYBOX_RETOUR.split(';').map((entry) => {
    const [name = '', letter = ''] = entry.split(':');
    return [letter, name];
  }),
);

function nameOf(letter: string): string {
  const name = PAYBOX_RETOUR_NAMES.get(letter);
  if (name === undefined) throw new Error(`PAYBOX_RETOUR has no ${letter}`);
  return name;
}

const SIGN = nameOf('K');

function fieldMap(signedData: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of parseFormPairs(signedData)) {
    if (fields.has(name)) throw new PayboxError('malformed', `${name} appears twice`, name);
    fields.set(name, value);
  }
  return fields;
}

function required(fields: ReadonlyMap<string, string>, letter: string): string {
  const name = nameOf(letter);
  const value = fields.get(name);
  if (value === undefined || value === '') {
    throw new PayboxError('missing_field', `${name} is missing`, name);
  }
  return value;
}

function optional(fields: ReadonlyMap<string, string>, letter: string): string | undefined {
  const value = fields.get(nameOf(letter));
  return value === undefined || value === '' ? undefined : value;
}

function toReply(fields: ReadonlyMap<string, string>): PayboxReply {
  const amount = required(fields, 'M');
  if (!/^[0-9]{1,10}$/.test(amount)) {
    throw new PayboxError('malformed', `${nameOf('M')} is not a number of cents`, nameOf('M'));
  }
  const errorCode = required(fields, 'E');
  if (!/^[0-9]{5}$/.test(errorCode)) {
    throw new PayboxError('malformed', `${nameOf('E')} is not 5 digits`, nameOf('E'));
  }
  const authorization = optional(fields, 'A');
  const transaction = optional(fields, 'S');
  const call = optional(fields, 'T');
  return {
    outcome: payboxOutcome(errorCode),
    amountCents: Number(amount),
    reference: required(fields, 'R'),
    errorCode,
    fields,
    ...(authorization !== undefined ? { authorization } : {}),
    ...(transaction !== undefined ? { transaction } : {}),
    ...(call !== undefined ? { call } : {}),
  };
}

/**
 * Reads an IPN or a browser return: `rawQuery` is the raw query string (everything after `?`) or
 * the raw POST body. Throws PayboxError: 'bad_signature' first, then 'missing_field' / 'malformed'.
 */
export function readPayboxReply(rawQuery: string, publicKeysPem: readonly string[]): PayboxReply {
  return toReply(fieldMap(verifyPayboxSignature(rawQuery, publicKeysPem, SIGN)));
}

/**
 * Reads a browser return (PBX_EFFECTUE / _REFUSE / _ANNULE / _ATTENTE): its signature covers
 * everything after `?`, our own parameters included (1.5 step 3), so those (e.g. the
 * `outcome=cancelled` we put in PBX_ANNULE) can be trusted once it verifies, and only then.
 */
export function readPayboxBrowserReturn(
  rawQuery: string,
  publicKeysPem: readonly string[],
): PayboxBrowserReturn {
  const reply = readPayboxReply(rawQuery, publicKeysPem);
  const retourNames = new Set(PAYBOX_RETOUR_NAMES.values());
  const merchantParams = new Map([...reply.fields].filter(([name]) => !retourNames.has(name)));
  return { reply, merchantParams };
}
