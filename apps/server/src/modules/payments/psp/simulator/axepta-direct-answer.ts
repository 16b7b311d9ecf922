import { randomBytes } from 'node:crypto';
import { decryptPairs } from '../axepta/data.ts';
import { computeRequestMac, macEquals } from '../axepta/mac.ts';
import { AXEPTA_SUCCESS_CODE, encryptAxeptaReply, type AxeptaKeys } from '../axepta/response.ts';
import { AXEPTA_CODES } from '../axepta/test-data.ts';
import type { SimulatorLedger } from './ledger.ts';

/**
 * The Axepta server-to-server simulator's protocol side, pure (psp-protocols.md 6.2 to 6.6):
 * credit.aspx and inquire.aspx on the payments the hosted page settled. A request whose Data cannot
 * be read, of another merchant or with a wrong MAC is refused with the MAC code of 2.5; a refund of
 * an unknown PayID, of more than captured less credited, or in another currency is refused; a
 * ReqID already answered finally gets the first answer again and moves nothing (6.6).
 */

/** [guess] Error-class codes for the refusals 2.5 does not name (the class digit is what matters). */
export const AXEPTA_SIMULATOR_CODES = {
  unknownPayment: '21000010',
  amountTooHigh: '21000080',
  badCurrency: '21000077',
  malformed: '21000001',
} as const;

export interface AxeptaDirectState {
  readonly ledger: SimulatorLedger;
  /** Final answers by ReqID (the platform keeps them 12 months, 6.6). */
  readonly answersByReqId: Map<string, { Len: string; Data: string }>;
}

export type AxeptaDirectBody = string;

const MAX_REMEMBERED_REQIDS = 50_000;

function clearError(code: string, description: string): AxeptaDirectBody {
  return `Code=${code}&Status=FAILED&Description=${encodeURIComponent(description)}`;
}

function sealed(reply: { Len: string; Data: string }, keys: AxeptaKeys): AxeptaDirectBody {
  return `MerchantID=${encodeURIComponent(keys.merchantId)}&Len=${reply.Len}&Data=${reply.Data}`;
}

interface ReadRequest {
  readonly fields: Map<string, string>;
  readonly get: (name: string) => string;
}

/** Decrypts and MAC-checks a request; a string is the (clear) refusal to send back. */
function readRequest(
  pairs: readonly (readonly [string, string])[],
  keys: AxeptaKeys,
  macOf: (get: (name: string) => string) => readonly string[],
): ReadRequest | AxeptaDirectBody {
  const clear = new Map(pairs);
  if (clear.get('MerchantID') !== keys.merchantId) {
    return clearError(AXEPTA_CODES.macWrong, 'unknown merchant');
  }
  let fields: Map<string, string>;
  try {
    fields = new Map(
      decryptPairs(clear.get('Data') ?? '', clear.get('Len') ?? '', keys.blowfishPassword).map(
        ([key, value]) => [key.toLowerCase(), value],
      ),
    );
  } catch {
    return clearError(AXEPTA_SIMULATOR_CODES.malformed, 'Data unreadable');
  }
  const get = (name: string) => fields.get(name.toLowerCase()) ?? '';
  if (get('MerchantID') !== keys.merchantId) {
    return clearError(AXEPTA_CODES.macWrong, 'unknown merchant');
  }
  const received = fields.get('mac');
  if (received === undefined) return clearError(AXEPTA_CODES.macMissing, 'MAC missing');
  const candidates = macOf(get);
  const matches = candidates.some((message) => {
    const [payId = '', transId = '', merchantId = '', amount = '', currency = ''] =
      message.split('*');
    return macEquals(
      received,
      computeRequestMac(keys.hmacKey, { payId, transId, merchantId, amount, currency }),
    );
  });
  if (!matches) return clearError(AXEPTA_CODES.macWrong, 'MAC wrong');
  return { fields, get };
}

export function answerAxeptaCredit(
  pairs: readonly (readonly [string, string])[],
  keys: AxeptaKeys,
  state: AxeptaDirectState,
): AxeptaDirectBody {
  const read = readRequest(pairs, keys, (get) => [
    [get('PayID'), get('TransID'), keys.merchantId, get('Amount'), get('Currency')].join('*'),
  ]);
  if (typeof read === 'string') return read;
  const { get } = read;
  const payId = get('PayID');
  const transId = get('TransID');
  const reqId = get('ReqID');
  if (reqId !== '') {
    const first = state.answersByReqId.get(reqId);
    if (first) return sealed(first, keys);
  }
  const answer = (code: string, status: string, description: string, xid?: string) => {
    const reply = encryptAxeptaReply(
      {
        payId,
        transId,
        status,
        code,
        description,
        ...(xid !== undefined ? { xid } : {}),
        ...(get('RefNr') !== '' ? { refNr: get('RefNr') } : {}),
      },
      keys,
    );
    if (reqId !== '') {
      if (state.answersByReqId.size >= MAX_REMEMBERED_REQIDS) {
        const oldest = state.answersByReqId.keys().next().value;
        if (oldest !== undefined) state.answersByReqId.delete(oldest);
      }
      state.answersByReqId.set(reqId, reply);
    }
    return sealed(reply, keys);
  };
  const amount = /^[0-9]{1,10}$/.test(get('Amount')) ? Number(get('Amount')) : 0;
  if (amount <= 0 || !/^[A-Za-z0-9_.:/-]{1,64}$/.test(transId)) {
    return answer(AXEPTA_SIMULATOR_CODES.malformed, 'FAILED', 'malformed request');
  }
  if (get('Currency') !== 'EUR') {
    return answer(AXEPTA_SIMULATOR_CODES.badCurrency, 'FAILED', 'currency not accepted');
  }
  const payment = state.ledger.payment(payId);
  if (!payment) return answer(AXEPTA_SIMULATOR_CODES.unknownPayment, 'FAILED', 'PayID unknown');
  if (amount > payment.amountCents - state.ledger.refundedCents(payment)) {
    return answer(AXEPTA_SIMULATOR_CODES.amountTooHigh, 'FAILED', 'amount exceeds capture');
  }
  const xid = randomBytes(16).toString('hex').toUpperCase();
  state.ledger.addRefund(payId, { id: xid, amountCents: amount, key: reqId });
  return answer(AXEPTA_SUCCESS_CODE, 'OK', 'success', xid);
}

/**
 * inquire.aspx: the MAC with Amount and Currency empty (6.2, vector A-V2) or filled as Spryker
 * does (6.7); the answer's own Code is the inquiry's, the amounts say where the payment stands.
 */
export function answerAxeptaInquire(
  pairs: readonly (readonly [string, string])[],
  keys: AxeptaKeys,
  state: AxeptaDirectState,
): AxeptaDirectBody {
  const read = readRequest(pairs, keys, (get) => [
    [get('PayID'), get('TransID'), keys.merchantId, '', ''].join('*'),
    [get('PayID'), get('TransID'), keys.merchantId, get('Amount'), get('Currency')].join('*'),
  ]);
  if (typeof read === 'string') return read;
  const { get } = read;
  const payId = get('PayID');
  const transId = get('TransID');
  const payment = state.ledger.payment(payId);
  if (!payment || payment.secondary !== transId) {
    const reply = encryptAxeptaReply(
      {
        payId,
        transId,
        status: 'FAILED',
        code: AXEPTA_SIMULATOR_CODES.unknownPayment,
        description: 'PayID unknown',
      },
      keys,
    );
    return sealed(reply, keys);
  }
  const credited = state.ledger.refundedCents(payment);
  const reply = encryptAxeptaReply(
    {
      payId,
      transId,
      status: 'OK',
      code: AXEPTA_SUCCESS_CODE,
      description: 'success',
      currency: 'EUR',
      extra: [
        ['AmountAuth', String(payment.amountCents)],
        ['AmountCap', String(payment.amountCents)],
        ['AmountCred', String(credited)],
        ['LastStatus', credited > 0 ? 'CREDITED' : 'CAPTURED'],
      ],
    },
    keys,
  );
  return sealed(reply, keys);
}
