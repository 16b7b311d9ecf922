import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryQuestionNumbers } from '../paybox/question-numbers.ts';
import type { RefundCall, SettledPaymentRef } from '../server-to-server.ts';
import { defaultDirectKnob } from '../simulator/direct-knob.ts';
import { makePspServerToServer, PspNotConfiguredError } from './factory.ts';
import { loopbackOrigin } from './loopback-origin.ts';
import {
  listeningSimulator,
  settleAxepta,
  settlePaybox,
  type ListeningSimulator,
} from './settled-on-simulator.ts';

let sim: ListeningSimulator;
beforeAll(async () => {
  sim = await listeningSimulator(defaultDirectKnob());
});
afterAll(() => sim.app.close());

const simulatorOnly = {
  paybox: null,
  axepta: null,
  simulator: { enabled: true, pendingDelayMs: 30 },
  direct: {
    automaticRefunds: false,
    timeoutMs: 2_000,
    paybox: null,
    axepta: null,
    simulatorKnob: { delayMs: 0, silentShare: 0, dropShare: 0 },
  },
};

const refundOf = (payment: SettledPaymentRef, attemptKey: string): RefundCall => ({
  whitelabelId: 1,
  payment,
  amountCents: payment.amountCents,
  refundedBeforeCents: 0,
  attemptKey,
});

describe('makePspServerToServer', () => {
  it("picks the adapter by the payment's provider; both reach the simulators", async () => {
    const psps = makePspServerToServer({
      payments: simulatorOnly,
      questionNumbers: memoryQuestionNumbers(),
      simulatorOrigin: () => sim.origin,
    });
    expect(psps.available('PAYBOX')).toBe(true);
    expect(psps.available('AXEPTA')).toBe(true);
    const paybox = await settlePaybox(sim, 700);
    const axepta = await settleAxepta(sim, 800);
    expect(await psps.refund(refundOf(paybox, 'rf-factory-1'))).toMatchObject({
      kind: 'accepted',
      code: '00000',
    });
    expect(await psps.refund(refundOf(axepta, 'rf-factory-2'))).toMatchObject({
      kind: 'accepted',
      code: '00000000',
    });
  });

  it('before the server listens, a simulated call is unknown and sends nothing', async () => {
    const psps = makePspServerToServer({
      payments: simulatorOnly,
      questionNumbers: memoryQuestionNumbers(),
      simulatorOrigin: () => null,
    });
    const payment = await settlePaybox(sim, 100);
    expect(await psps.refund(refundOf(payment, 'rf-factory-3'))).toEqual({
      kind: 'unknown',
      cause: 'unreachable',
    });
  });

  it('no simulator and no server-to-server account: not available, and a call throws', async () => {
    const psps = makePspServerToServer({
      payments: { ...simulatorOnly, simulator: { enabled: false, pendingDelayMs: 30 } },
      questionNumbers: memoryQuestionNumbers(),
      simulatorOrigin: () => sim.origin,
    });
    expect(psps.available('PAYBOX')).toBe(false);
    const payment = await settlePaybox(sim, 100);
    await expect(psps.refund(refundOf(payment, 'rf-factory-4'))).rejects.toThrow(
      PspNotConfiguredError,
    );
  });

  it('a real hosted account without its server-to-server URL has no adapter', () => {
    const psps = makePspServerToServer({
      payments: {
        ...simulatorOnly,
        axepta: {
          pageUrl: 'https://paymentpage.axepta.bnpparibas/payssl.aspx',
          merchantId: 'M1',
          hmacKey: 'h',
          blowfishPassword: 'b',
        },
        direct: { ...simulatorOnly.direct, axepta: null },
      },
      questionNumbers: memoryQuestionNumbers(),
      simulatorOrigin: () => sim.origin,
    });
    expect(psps.available('AXEPTA')).toBe(false);
    expect(psps.available('PAYBOX')).toBe(true);
  });
});

describe('loopbackOrigin', () => {
  it('reaches a wildcard address on 127.0.0.1, brackets IPv6, and is null before listening', () => {
    expect(loopbackOrigin({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(loopbackOrigin({ address: '::', family: 'IPv6', port: 3000 })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(loopbackOrigin({ address: '::1', family: 'IPv6', port: 8080 })).toBe(
      'http://[::1]:8080',
    );
    expect(loopbackOrigin(null)).toBeNull();
    expect(loopbackOrigin('/tmp/socket')).toBeNull();
  });
});
