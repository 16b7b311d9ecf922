import { parseFormPairs } from '../../../../shared/form-body.ts';
import { decryptPairs } from './data.ts';
import { AxeptaError } from './errors.ts';
import { computeResponseMac, macEquals } from './mac.ts';
import { axeptaOutcome, type AxeptaKeys } from './response.ts';

/**
 * Reading the answer of credit.aspx or inquire.aspx (psp-protocols.md 6.1): `Len=..&Data=..` in the
 * body, decrypted and cut to Len, keys matched case-insensitively. The MAC
 * `PayID*TransID*mid*Status*Code` is checked when present: thelia checks it on these answers,
 * pretix and Spryker do not require it (6.1), so its absence is accepted but a wrong one is not.
 * An answer with no Data but a clear Code (a platform error page, as some Computop errors come)
 * is read in clear.
 */

export interface AxeptaDirectAnswer {
  readonly code: string;
  readonly status: string;
  readonly payId: string;
  readonly xid?: string;
  /** Keys lowercased. */
  readonly fields: ReadonlyMap<string, string>;
}

export type AxeptaDirectRead =
  | { readonly ok: true; readonly answer: AxeptaDirectAnswer }
  | { readonly ok: false; readonly why: string };

export type AxeptaDirectVerdict = 'accepted' | 'refused' | 'unknown';

/**
 * Code (2.5): 00000000 accepted; class 2 or 4 (error, fatal error) refused; class 6 or 7 (pending,
 * intermediate) and anything undocumented unknown: never a refusal when money may move.
 */
export function axeptaDirectVerdict(code: string): AxeptaDirectVerdict {
  const outcome = axeptaOutcome(code, []);
  if (outcome === 'SUCCEED') return 'accepted';
  if (outcome === 'REJECTED') return 'refused';
  return 'unknown';
}

function lowerMap(pairs: readonly (readonly [string, string])[]): Map<string, string> | string {
  const fields = new Map<string, string>();
  for (const [key, value] of pairs) {
    const lower = key.toLowerCase();
    const previous = fields.get(lower);
    if (previous !== undefined && previous !== value) return `${key} appears twice`;
    fields.set(lower, value);
  }
  return fields;
}

/** Parses and checks an answer body (Latin-1 bytes); never throws. */
export function readAxeptaDirectAnswer(body: Buffer, keys: AxeptaKeys): AxeptaDirectRead {
  const clear = lowerMap(parseFormPairs(body.toString('latin1').trim(), 'latin1'));
  if (typeof clear === 'string') return { ok: false, why: clear };
  const data = clear.get('data');
  let fields: Map<string, string>;
  if (data !== undefined && data !== '') {
    try {
      const decrypted = lowerMap(decryptPairs(data, clear.get('len') ?? '', keys.blowfishPassword));
      if (typeof decrypted === 'string') return { ok: false, why: decrypted };
      fields = decrypted;
    } catch (error) {
      return { ok: false, why: error instanceof AxeptaError ? error.message : 'Data unreadable' };
    }
  } else {
    fields = clear;
  }
  const code = fields.get('code');
  if (code === undefined || !/^[0-9A-Za-z]{8}$/.test(code)) {
    return { ok: false, why: 'Code is missing or not 8 characters' };
  }
  const mid = fields.get('mid') ?? fields.get('merchantid');
  if (mid !== undefined && mid !== keys.merchantId) return { ok: false, why: 'mid is not ours' };
  const payId = fields.get('payid') ?? '';
  const status = fields.get('status') ?? '';
  const received = fields.get('mac');
  if (received !== undefined) {
    const expected = computeResponseMac(keys.hmacKey, {
      payId,
      transId: fields.get('transid') ?? '',
      merchantId: keys.merchantId,
      status,
      code,
    });
    if (!macEquals(received, expected)) return { ok: false, why: 'response MAC does not match' };
  }
  const xid = fields.get('xid');
  return {
    ok: true,
    answer: { code: code.toUpperCase(), status, payId, fields, ...(xid ? { xid } : {}) },
  };
}

/** An inquiry's amount field (AmountAuth, AmountCap, AmountCred: cents, 6.5), or null. */
export function inquiryAmount(answer: AxeptaDirectAnswer, name: string): number | null {
  const text = answer.fields.get(name.toLowerCase());
  if (text === undefined || !/^[0-9]{1,12}$/.test(text)) return null;
  return Number(text);
}
