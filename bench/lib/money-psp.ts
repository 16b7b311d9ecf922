import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import {
  makePspServerToServer,
  type PspServerToServers,
} from '../../apps/server/src/modules/payments/psp/direct/factory.ts';
import { databaseQuestionNumbers } from '../../apps/server/src/modules/payments/psp/paybox/question-numbers.ts';
import type { DirectKnob } from '../../apps/server/src/modules/payments/psp/simulator/direct-knob.ts';
import { directSimulatorRoutes } from '../../apps/server/src/modules/payments/psp/simulator/direct-simulator.ts';
import { SimulatorLedger } from '../../apps/server/src/modules/payments/psp/simulator/ledger.ts';
import {
  axeptaSimulatorMerchant,
  payboxSimulatorAccount,
} from '../../apps/server/src/modules/payments/psp/simulator/routes.ts';
import { registerFormBody } from '../../apps/server/src/shared/form-body.ts';

/**
 * The PSP side of the money bench (bench/money.ts): the simulators' server-to-server endpoints
 * (Paybox Direct, Axepta) on 127.0.0.1 with a ledger the bench holds, so that the payments it
 * seeds are ones the PSP knows without a hosted-page flow each, misbehaving as the knob says;
 * and the real adapters (makePspServerToServer) pointed at it, wrapped to count what Portico sent.
 */

export interface PspCounts {
  /** refund() calls, by attempt key: more than one for a key is a refund sent twice. */
  refundCallsByKey: Map<string, number>;
  findRefundCalls: number;
  /**
   * When the PSP's answer said the attempt was refunded (the last such answer), by attempt key:
   * wall (performance.now()) and on the job's clock (ms since the epoch, backoff jumps included).
   */
  refundedAt: Map<string, { wall: number; clock: number }>;
  answers: Map<string, number>;
}

export interface MoneyPsp {
  ledger: SimulatorLedger;
  port: PspServerToServers;
  counts: PspCounts;
  close(): Promise<void>;
}

function counted(
  inner: PspServerToServers,
  counts: PspCounts,
  clock: () => Date,
): PspServerToServers {
  const now = () => ({ wall: performance.now(), clock: clock().getTime() });
  const tally = (what: string) => counts.answers.set(what, (counts.answers.get(what) ?? 0) + 1);
  return {
    available: (provider) => inner.available(provider),
    async refund(call, signal) {
      const key = call.attemptKey;
      counts.refundCallsByKey.set(key, (counts.refundCallsByKey.get(key) ?? 0) + 1);
      const answer = await inner.refund(call, signal);
      tally(`refund ${answer.kind}${answer.kind === 'unknown' ? ` (${answer.cause})` : ''}`);
      if (answer.kind === 'accepted') counts.refundedAt.set(key, now());
      return answer;
    },
    async findRefund(call, signal) {
      counts.findRefundCalls += 1;
      const found = await inner.findRefund(call, signal);
      tally(`findRefund ${found.kind}${found.kind === 'unknown' ? ` (${found.cause})` : ''}`);
      if (found.kind === 'done') counts.refundedAt.set(call.attemptKey, now());
      return found;
    },
  };
}

/** Starts the simulated PSP and answers the port the refund job sends through. */
export async function startMoneyPsp(
  db: Database,
  payments: Pick<PaymentsConfig, 'paybox' | 'axepta' | 'simulator' | 'direct'>,
  knob: DirectKnob,
  clock: () => Date,
): Promise<MoneyPsp> {
  const ledger = new SimulatorLedger();
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(
    async (scope) => {
      registerFormBody(scope);
      await scope.register(directSimulatorRoutes, {
        ledger,
        knob,
        paybox: payboxSimulatorAccount,
        axepta: axeptaSimulatorMerchant,
      });
    },
    { prefix: '/psp-simulator' },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const counts: PspCounts = {
    refundCallsByKey: new Map(),
    findRefundCalls: 0,
    refundedAt: new Map(),
    answers: new Map(),
  };
  const inner = makePspServerToServer({
    payments,
    questionNumbers: databaseQuestionNumbers(db),
    simulatorOrigin: () => origin,
    clock,
  });
  return { ledger, port: counted(inner, counts, clock), counts, close: () => app.close() };
}
