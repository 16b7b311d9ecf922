import { FORM_CONTENT_TYPE } from '../../../../shared/form-body.ts';
import { postForm, type PostOutcome } from '../direct/transport.ts';
import type {
  PspServerToServer,
  RefundAnswer,
  RefundCall,
  RefundLookup,
  UnknownCause,
} from '../server-to-server.ts';
import { PayboxError } from './errors.ts';
import {
  buildPayboxDirectRequest,
  PAYBOX_DIRECT_TYPES,
  payboxDateq,
  payboxQuestionDay,
  type PayboxDirectAccount,
  type PayboxDirectType,
} from './direct-request.ts';
import {
  PAYBOX_REFUNDED_STATUS,
  payboxDirectVerdict,
  readPayboxDirectAnswer,
  type PayboxDirectAnswer,
} from './direct-response.ts';
import type { QuestionNumbers } from './question-numbers.ts';

/**
 * The PspServerToServer port spoken in Paybox Direct (PPPS, psp-protocols.md section 5): a refund is
 * TYPE 00014 on the payment's NUMTRANS / NUMAPPEL, REFERENCE = the attempt's key; findRefund is the
 * inquiry 00017 on the payment (5.8, 5.10).
 *
 * Hosts (5.1): the first is tried; the next ones only when the connection could not even be made,
 * because then nothing reached Paybox. ActiveMerchant also re-posts to the fallback on 00001 / 00097
 * / 00098; we do not: those answers may follow an action, so they are `unknown` and the caller
 * looks with findRefund first.
 */

export interface PayboxDirectOptions {
  readonly account: PayboxDirectAccount;
  /** Production: main host then fallback (5.1); pre-production or the simulator: one. */
  readonly urls: readonly string[];
  readonly timeoutMs: number;
  readonly questionNumbers: QuestionNumbers;
  readonly clock?: () => Date;
}

type Exchange =
  | { readonly ok: true; readonly answer: PayboxDirectAnswer }
  | { readonly ok: false; readonly cause: UnknownCause };

/** "numtrans/numappel", as notifications.ts stores a Paybox payment's psp_transaction. */
export function payboxTransactionOf(pspTransaction: string): { transaction: string; call: string } {
  const match = /^([0-9]{1,10})\/([0-9]{1,10})$/.exec(pspTransaction);
  if (!match?.[1] || !match[2]) {
    throw new PayboxError(
      'invalid_field',
      'the payment has no Paybox "numtrans/numappel" to refund',
      'pspTransaction',
    );
  }
  return { transaction: match[1], call: match[2] };
}

export function createPayboxDirect(options: PayboxDirectOptions): PspServerToServer {
  const clock = options.clock ?? (() => new Date());
  if (options.urls.length === 0) throw new Error('Paybox Direct needs at least one URL');

  async function ask(
    type: PayboxDirectType,
    call: RefundCall,
    signal: AbortSignal | undefined,
  ): Promise<Exchange> {
    const original = payboxTransactionOf(call.payment.pspTransaction);
    const now = clock();
    const questionNumber = await options.questionNumbers(
      options.account.site,
      payboxQuestionDay(now),
    );
    const refund = type === PAYBOX_DIRECT_TYPES.refund;
    const request = buildPayboxDirectRequest({
      account: options.account,
      type,
      version: '00103',
      questionNumber,
      dateq: payboxDateq(now),
      ...original,
      ...(refund ? { amountCents: call.amountCents, reference: call.attemptKey } : {}),
    });
    const body = Buffer.from(request.body, 'latin1');
    let outcome: PostOutcome = { ok: false, cause: 'unreachable', sent: false };
    for (const url of options.urls) {
      outcome = await postForm(url, body, FORM_CONTENT_TYPE, {
        timeoutMs: options.timeoutMs,
        signal,
      });
      if (outcome.ok || outcome.sent || outcome.cause !== 'unreachable') break;
    }
    if (!outcome.ok) return { ok: false, cause: outcome.cause };
    if (outcome.answer.status !== 200) return { ok: false, cause: 'psp_unavailable' };
    const read = readPayboxDirectAnswer(outcome.answer.body, {
      site: options.account.site,
      rang: options.account.rang,
      questionNumber,
    });
    return read.ok ? read : { ok: false, cause: 'unreadable' };
  }

  return {
    async refund(call, signal): Promise<RefundAnswer> {
      const exchange = await ask(PAYBOX_DIRECT_TYPES.refund, call, signal);
      if (!exchange.ok) return { kind: 'unknown', cause: exchange.cause };
      const { answer } = exchange;
      const verdict = payboxDirectVerdict(answer.code);
      if (verdict === 'unknown') return { kind: 'unknown', cause: 'psp_unavailable' };
      if (verdict === 'refused') return { kind: 'refused', code: answer.code };
      // The refund's own NUMTRANS with the payment's NUMAPPEL (5.4), stored like a payment's.
      const id = [answer.transaction, answer.call].filter(Boolean).join('/');
      if (id === '') return { kind: 'unknown', cause: 'unreadable' };
      return { kind: 'accepted', pspTransaction: id, code: answer.code };
    },

    /**
     * The inquiry on the payment (5.8) says whether it was refunded, not by how much, nor by which
     * REFERENCE. So: no refund on it and none known before → `none`; refunded and none known before →
     * this attempt's (`done`); refunded with earlier refunds confirmed, it cannot tell whether this
     * attempt added to them → `unknown` (a person checks the back office, Q-P3).
     */
    async findRefund(call, signal): Promise<RefundLookup> {
      const exchange = await ask(PAYBOX_DIRECT_TYPES.inquiry, call, signal);
      if (!exchange.ok) return { kind: 'unknown', cause: exchange.cause };
      const { answer } = exchange;
      if (payboxDirectVerdict(answer.code) !== 'accepted' || answer.status === undefined) {
        return { kind: 'unknown', cause: 'psp_unavailable' };
      }
      const refunded = answer.status === PAYBOX_REFUNDED_STATUS;
      if (call.refundedBeforeCents === 0) {
        return refunded ? { kind: 'done', pspTransaction: null } : { kind: 'none' };
      }
      // Refunded: this attempt's part cannot be told apart; not refunded: contradicts Portico's books.
      return { kind: 'unknown', cause: 'unreadable' };
    },
  };
}
