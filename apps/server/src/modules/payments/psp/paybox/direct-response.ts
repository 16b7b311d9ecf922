import { parseFormPairs } from '../../../../shared/form-body.ts';

/**
 * Reading a Paybox Direct answer (psp-protocols.md 5.4): `KEY=value&...` in ISO-8859-1, decoded as
 * Latin-1 BEFORE anything is matched (a STATUS of `Remboursé`), split on `&` then on the first `=`,
 * values trimmed (PORTEUR comes right-padded). The answer is not signed; it echoes SITE, RANG and
 * NUMQUESTION, compared as integers (they come back re-padded, 5.11) so that a stray answer is not
 * taken for ours.
 */

export interface PayboxDirectAnswer {
  /** CODEREPONSE, 5 digits (5.9). */
  readonly code: string;
  readonly transaction?: string;
  readonly call?: string;
  readonly comment?: string;
  /** STATUS of an inquiry (5.8), Latin-1 decoded. */
  readonly status?: string;
  readonly fields: ReadonlyMap<string, string>;
}

export type PayboxDirectRead =
  | { readonly ok: true; readonly answer: PayboxDirectAnswer }
  | { readonly ok: false; readonly why: string };

export interface PayboxDirectEcho {
  readonly site: string;
  readonly rang: string;
  readonly questionNumber: number;
}

export const PAYBOX_DIRECT_SUCCESS = '00000';

/**
 * Codes that say nothing final about the question (5.9, 5.10): the authorisation centre or the
 * platform failed, timed out, or asks to try later; a NUMQUESTION collision (00005) or a duplicate
 * (00039, issuer 00194). The PSP may have acted, or the call may simply need a new question: the
 * caller looks before it sends again, so none of them is ever a refusal.
 */
export const PAYBOX_DIRECT_UNKNOWN_CODES: ReadonlySet<string> = new Set([
  '00001',
  '00003',
  '00005',
  '00039',
  '00097',
  '00098',
  '00099',
  '00194',
]);

export type PayboxDirectVerdict = 'accepted' | 'refused' | 'unknown';

/** 00000 accepted; the unknown set unknown; any other 5-digit code refused. */
export function payboxDirectVerdict(code: string): PayboxDirectVerdict {
  if (code === PAYBOX_DIRECT_SUCCESS) return 'accepted';
  if (PAYBOX_DIRECT_UNKNOWN_CODES.has(code)) return 'unknown';
  return 'refused';
}

const sameNumber = (a: string | undefined, b: string) =>
  a !== undefined && /^[0-9]{1,10}$/.test(a) && Number(a) === Number(b);

/** Parses the bytes of an answer and checks its echo; never throws. */
export function readPayboxDirectAnswer(body: Buffer, echo: PayboxDirectEcho): PayboxDirectRead {
  const text = body.toString('latin1');
  const fields = new Map<string, string>();
  for (const [name, value] of parseFormPairs(text.trim(), 'latin1')) {
    if (fields.has(name)) return { ok: false, why: `${name} appears twice` };
    fields.set(name, value.trim());
  }
  const code = fields.get('CODEREPONSE');
  if (code === undefined || !/^[0-9]{5}$/.test(code)) {
    return { ok: false, why: 'CODEREPONSE is missing or not 5 digits' };
  }
  if (!sameNumber(fields.get('SITE'), echo.site) || !sameNumber(fields.get('RANG'), echo.rang)) {
    return { ok: false, why: 'SITE or RANG differs from the question' };
  }
  if (!sameNumber(fields.get('NUMQUESTION'), String(echo.questionNumber))) {
    return { ok: false, why: 'NUMQUESTION differs from the question' };
  }
  const optional = (name: string) => {
    const value = fields.get(name);
    return value === undefined || value === '' ? {} : { [name]: value };
  };
  const picked = {
    ...optional('NUMTRANS'),
    ...optional('NUMAPPEL'),
    ...optional('COMMENTAIRE'),
    ...optional('STATUS'),
  };
  return {
    ok: true,
    answer: {
      code,
      fields,
      ...(picked.NUMTRANS !== undefined ? { transaction: picked.NUMTRANS } : {}),
      ...(picked.NUMAPPEL !== undefined ? { call: picked.NUMAPPEL } : {}),
      ...(picked.COMMENTAIRE !== undefined ? { comment: picked.COMMENTAIRE } : {}),
      ...(picked.STATUS !== undefined ? { status: picked.STATUS } : {}),
    },
  };
}

/** STATUS values of an inquiry (5.8) that say the payment was (at least partly) refunded. */
export const PAYBOX_REFUNDED_STATUS = 'Remboursé';
