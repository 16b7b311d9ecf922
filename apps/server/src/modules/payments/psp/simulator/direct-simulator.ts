import { randomInt } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { formEncoding, parseFormPairs } from '../../../../shared/form-body.ts';
import type { AxeptaKeys } from '../axepta/response.ts';
import {
  answerAxeptaCredit,
  answerAxeptaInquire,
  type AxeptaDirectState,
} from './axepta-direct-answer.ts';
import { answerAsKnobSays, type DirectKnob } from './direct-knob.ts';
import type { SimulatorLedger } from './ledger.ts';
import type { RecallPaybox } from './recall.ts';
import {
  answerPayboxDirect,
  payboxDirectAnswerBody,
  type PayboxDirectState,
} from './paybox-direct-answer.ts';
import type { PayboxSimulatorShop } from './paybox-reply.ts';

/**
 * The simulators' server-to-server endpoints (issue 29): Paybox Direct's PPPS.php and Axepta's
 * credit.aspx / inquire.aspx, answering on the payments the hosted pages settled (the ledger), and
 * misbehaving as the knob says. Unlike the hosted pages they send nothing anywhere: they only answer.
 */

export interface DirectSimulatorOptions {
  readonly ledger: SimulatorLedger;
  /** Recalls a Paybox transaction settled before this process started (recall.ts). */
  readonly recallPaybox?: RecallPaybox;
  readonly knob: DirectKnob;
  readonly paybox: PayboxSimulatorShop;
  readonly axepta: AxeptaKeys;
}

const PAYBOX_CONTENT_TYPE = 'text/html; charset=ISO-8859-1';
const AXEPTA_CONTENT_TYPE = 'text/plain; charset=iso-8859-1';

function pairsOf(request: FastifyRequest): [string, string][] {
  const body = typeof request.body === 'string' ? request.body : '';
  return parseFormPairs(body, formEncoding(request.headers['content-type']));
}

export const directSimulatorRoutes: FastifyPluginAsync<DirectSimulatorOptions> = async (
  app,
  { ledger, knob, paybox, axepta, recallPaybox },
) => {
  const held = new Set<Socket>();
  app.addHook('preClose', async () => {
    for (const socket of held) socket.destroy();
    held.clear();
  });
  const payboxState: PayboxDirectState = {
    ledger,
    seenQuestions: new Map(),
    newTransaction: () => String(randomInt(10_000_000, 100_000_000)),
  };
  const axeptaState: AxeptaDirectState = { ledger, answersByReqId: new Map() };

  app.post('/paybox/PPPS.php', async (request, reply) => {
    const pairs = pairsOf(request);
    const numtrans = pairs.find(([name]) => name === 'NUMTRANS')?.[1];
    if (recallPaybox && numtrans) await recallPaybox(ledger, numtrans);
    const answer = answerPayboxDirect(pairs, paybox, payboxState);
    return answerAsKnobSays(reply, knob, held, PAYBOX_CONTENT_TYPE, payboxDirectAnswerBody(answer));
  });

  app.post('/axepta/credit.aspx', async (request, reply) => {
    const body = answerAxeptaCredit(pairsOf(request), axepta, axeptaState);
    return answerAsKnobSays(reply, knob, held, AXEPTA_CONTENT_TYPE, Buffer.from(body, 'latin1'));
  });

  app.post('/axepta/inquire.aspx', async (request, reply) => {
    const body = answerAxeptaInquire(pairsOf(request), axepta, axeptaState);
    return answerAsKnobSays(reply, knob, held, AXEPTA_CONTENT_TYPE, Buffer.from(body, 'latin1'));
  });
};
