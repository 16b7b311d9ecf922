import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { PAYBOX_DIRECT_TYPES } from '../../src/modules/payments/psp/paybox/direct-request.ts';
import { SimulatorLedger } from '../../src/modules/payments/psp/simulator/ledger.ts';
import {
  answerPayboxDirect,
  payboxDirectAnswerBody,
  type PayboxDirectState,
} from '../../src/modules/payments/psp/simulator/paybox-direct-answer.ts';
import type { PayboxSimulatorShop } from '../../src/modules/payments/psp/simulator/paybox-reply.ts';
import { formEncoding, parseFormPairs } from '../../src/shared/form-body.ts';

/**
 * What the test PSP does with a refund (00014): answer it, move the money and never answer (the
 * answer is lost), or never even act on it (the request is lost). Inquiries are always answered.
 */
export type RefundPlan = 'answer' | 'refund-then-hang' | 'hang';

export interface ReceivedQuestion {
  /** TYPE: 00014 refund, 00017 inquiry. */
  type: string;
  /** REFERENCE: a refund attempt's key (empty for an inquiry). */
  reference: string;
  /** NUMTRANS of the payment asked about. */
  transaction: string;
}

export interface TestPayboxDirect {
  /** The PPPS.php URL, for PAYBOX_DIRECT_URLS. */
  url: string;
  /** The money side: the payments it knows and the refunds it made. */
  ledger: SimulatorLedger;
  questions: ReceivedQuestion[];
  /** Resolves once `count` refund questions were dealt with (acted on or not, per the plan). */
  refundsReceived(count: number): Promise<void>;
  close(): Promise<void>;
}

const CONTENT_TYPE = 'text/html; charset=ISO-8859-1';

/**
 * Paybox Direct (PPPS.php) outside the server process under test, so that it outlives a kill -9:
 * the simulator's own protocol side (paybox-direct-answer.ts: HMAC, NUMQUESTION, refund and
 * inquiry over its ledger) on a node:https server on 127.0.0.1 (PAYBOX_DIRECT_URLS takes https
 * only), with `plan` deciding which refunds are answered.
 */
export async function startTestPayboxDirect({
  shop,
  tls,
  plan,
}: {
  shop: PayboxSimulatorShop;
  tls: { key: string; cert: string };
  /** `nth`: how many refund questions with this REFERENCE came before (0 for the first). */
  plan: (reference: string, nth: number) => RefundPlan;
}): Promise<TestPayboxDirect> {
  const ledger = new SimulatorLedger();
  const state: PayboxDirectState = {
    ledger,
    seenQuestions: new Map(),
    newTransaction: () => String(randomInt(10_000_000, 100_000_000)),
  };
  const questions: ReceivedQuestion[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let handledRefunds = 0;
  const refundHandled = () => {
    handledRefunds += 1;
    for (const waiter of waiters.filter((candidate) => handledRefunds >= candidate.count)) {
      waiter.resolve();
    }
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const encoding = formEncoding(request.headers['content-type']);
    const pairs = parseFormPairs(Buffer.concat(chunks).toString(encoding), encoding);
    const field = (name: string) => pairs.find(([key]) => key === name)?.[1] ?? '';
    const question = {
      type: field('TYPE'),
      reference: field('REFERENCE'),
      transaction: field('NUMTRANS'),
    };
    const refund = question.type === PAYBOX_DIRECT_TYPES.refund;
    const chosen = refund
      ? plan(
          question.reference,
          questions.filter((q) => q.type === question.type && q.reference === question.reference)
            .length,
        )
      : 'answer';
    questions.push(question);
    if (chosen === 'hang') return refundHandled(); // never acted on, never answered
    const answer = answerPayboxDirect(pairs, shop, state);
    if (refund) refundHandled();
    if (chosen === 'refund-then-hang') return; // the money moved, the answer never leaves
    response.writeHead(200, { 'content-type': CONTENT_TYPE });
    response.end(payboxDirectAnswerBody(answer));
  }

  const server = createServer(tls, (request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/PPPS.php`,
    ledger,
    questions,
    refundsReceived: (count) =>
      new Promise((resolve) => {
        if (handledRefunds >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    close: () =>
      new Promise((resolve) => {
        // Hung questions hold their sockets: cut them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
