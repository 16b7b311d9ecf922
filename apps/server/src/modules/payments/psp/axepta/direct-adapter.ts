import { postForm } from '../direct/transport.ts';
import type {
  PspServerToServer,
  RefundAnswer,
  RefundLookup,
  UnknownCause,
} from '../server-to-server.ts';
import {
  AXEPTA_CREDIT_PATH,
  AXEPTA_INQUIRE_PATH,
  buildAxeptaCredit,
  buildAxeptaInquire,
  type AxeptaDirectRequest,
} from './direct-request.ts';
import {
  axeptaDirectVerdict,
  inquiryAmount,
  readAxeptaDirectAnswer,
  type AxeptaDirectAnswer,
} from './direct-response.ts';
import type { AxeptaKeys } from './response.ts';

/**
 * The PspServerToServer port spoken in Axepta / Computop Paygate (psp-protocols.md section 6):
 * refund = credit.aspx on the payment's PayID with TransID = ReqID = the attempt's key; findRefund =
 * inquire.aspx on the PayID, comparing AmountCred with what Portico knows was refunded before.
 *
 * Why the inquiry rather than re-sending with the same ReqID (6.6): ReqID only deduplicates once the
 * first action reached a final status, and the platform's answer to a repeated ReqID is "the status
 * of the original", which is not documented field by field; a re-send is also a money movement
 * should deduplication not hold. The inquiry moves nothing and its AmountCred is the figure the
 * documentation calls precise (6.5). Every credit still carries ReqID, so a refund re-sent after a
 * `none` is deduplicated by the platform if the first one arrived late after all.
 */

export interface AxeptaDirectOptions {
  readonly keys: AxeptaKeys;
  /** Origin (and path prefix) of the .aspx endpoints: Axepta's host, or the simulator's. */
  readonly baseUrl: string;
  readonly timeoutMs: number;
}

/** The Content-Type Axepta's own messages carry (2.4); the body is ASCII anyway. */
const CONTENT_TYPE = 'application/x-www-form-urlencoded; charset=iso-8859-1';

type Exchange =
  | { readonly ok: true; readonly answer: AxeptaDirectAnswer }
  | { readonly ok: false; readonly cause: UnknownCause };

export function createAxeptaDirect(options: AxeptaDirectOptions): PspServerToServer {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function send(
    path: string,
    request: AxeptaDirectRequest,
    signal: AbortSignal | undefined,
  ): Promise<Exchange> {
    const outcome = await postForm(
      `${base}${path}`,
      Buffer.from(request.body, 'latin1'),
      CONTENT_TYPE,
      { timeoutMs: options.timeoutMs, signal },
    );
    if (!outcome.ok) return { ok: false, cause: outcome.cause };
    if (outcome.answer.status !== 200) return { ok: false, cause: 'psp_unavailable' };
    const read = readAxeptaDirectAnswer(outcome.answer.body, options.keys);
    return read.ok ? read : { ok: false, cause: 'unreadable' };
  }

  return {
    async refund(call, signal): Promise<RefundAnswer> {
      const request = buildAxeptaCredit({
        keys: options.keys,
        payId: call.payment.pspTransaction,
        transId: call.attemptKey,
        reqId: call.attemptKey,
        amountCents: call.amountCents,
        // card-psp.ts sent the payment's reference as RefNr (zero-padded to 12).
        ...(/^[A-Za-z0-9]{1,12}$/.test(call.payment.reference)
          ? { refNr: call.payment.reference }
          : {}),
      });
      const exchange = await send(AXEPTA_CREDIT_PATH, request, signal);
      if (!exchange.ok) return { kind: 'unknown', cause: exchange.cause };
      const { answer } = exchange;
      const verdict = axeptaDirectVerdict(answer.code);
      if (verdict === 'unknown') return { kind: 'unknown', cause: 'psp_unavailable' };
      if (verdict === 'refused') return { kind: 'refused', code: answer.code };
      // XID names this step (the credit); PayID is the payment's.
      return { kind: 'accepted', pspTransaction: answer.xid ?? answer.payId, code: answer.code };
    },

    async findRefund(call, signal): Promise<RefundLookup> {
      const request = buildAxeptaInquire({
        keys: options.keys,
        payId: call.payment.pspTransaction,
        transId: call.payment.reference,
      });
      const exchange = await send(AXEPTA_INQUIRE_PATH, request, signal);
      if (!exchange.ok) return { kind: 'unknown', cause: exchange.cause };
      const { answer } = exchange;
      if (axeptaDirectVerdict(answer.code) !== 'accepted') {
        return { kind: 'unknown', cause: 'psp_unavailable' };
      }
      const credited = inquiryAmount(answer, 'AmountCred') ?? 0;
      if (credited === call.refundedBeforeCents) return { kind: 'none' };
      if (credited === call.refundedBeforeCents + call.amountCents) {
        return { kind: 'done', pspTransaction: null };
      }
      // Neither: refunds Portico does not know of, or a part of this one; a person looks.
      return { kind: 'unknown', cause: 'unreadable' };
    },
  };
}
