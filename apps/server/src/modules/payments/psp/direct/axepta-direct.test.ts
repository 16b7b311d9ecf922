import { describe, expect, it } from 'vitest';
import { createAxeptaDirect, type AxeptaDirectOptions } from '../axepta/direct-adapter.ts';
import { AXEPTA_DEMO_MERCHANT } from '../axepta/test-data.ts';
import type { SettledPaymentRef } from '../server-to-server.ts';
import { AXEPTA_SIMULATOR_CODES } from '../simulator/axepta-direct-answer.ts';
import { AXEPTA_SIMULATOR_DIRECT_PREFIX } from '../simulator/direct-paths.ts';
import {
  closedPortOrigin,
  refundCalls,
  useListeningSimulator,
  settleAxepta,
} from './settled-on-simulator.ts';

/** The Axepta adapter (credit.aspx, inquire.aspx) against the simulator over real HTTP. */

const { knob, sim: listening } = useListeningSimulator();
const call = refundCalls('axepta');

function adapter(overrides: Partial<AxeptaDirectOptions> = {}) {
  return createAxeptaDirect({
    keys: AXEPTA_DEMO_MERCHANT,
    baseUrl: `${listening().origin}${AXEPTA_SIMULATOR_DIRECT_PREFIX}`,
    timeoutMs: 2_000,
    ...overrides,
  });
}

describe('Axepta refunds on the simulator', () => {
  it('refunds a settled payment: the credit step XID', async () => {
    const payment = await settleAxepta(listening(), 1250);
    const answer = await adapter().refund(call(payment, 1250));
    expect(answer).toMatchObject({ kind: 'accepted', code: '00000000' });
    if (answer.kind === 'accepted') {
      expect(answer.pspTransaction).toMatch(/^[0-9A-F]{32}$/);
      expect(answer.pspTransaction).not.toBe(payment.pspTransaction);
    }
  });

  it('refunds in parts, then refuses more than captured less credited', async () => {
    const payment = await settleAxepta(listening(), 1000);
    expect((await adapter().refund(call(payment, 600))).kind).toBe('accepted');
    expect(await adapter().refund(call(payment, 401, 600))).toEqual({
      kind: 'refused',
      code: AXEPTA_SIMULATOR_CODES.amountTooHigh,
    });
    expect((await adapter().refund(call(payment, 400, 600))).kind).toBe('accepted');
  });

  it('refuses an unknown PayID, and a wrong HMAC key (20120044)', async () => {
    const unknown: SettledPaymentRef = {
      provider: 'AXEPTA',
      reference: 'NOPE',
      pspTransaction: '00000000000000000000000000000000',
      amountCents: 100,
    };
    expect(await adapter().refund(call(unknown, 100))).toEqual({
      kind: 'refused',
      code: AXEPTA_SIMULATOR_CODES.unknownPayment,
    });
    const payment = await settleAxepta(listening(), 300);
    const wrongMac = adapter({ keys: { ...AXEPTA_DEMO_MERCHANT, hmacKey: 'not-the-key' } });
    expect(await wrongMac.refund(call(payment, 300))).toEqual({
      kind: 'refused',
      code: '20120044',
    });
  });

  it('the same ReqID refunds once: the repeat gets the first answer (6.6)', async () => {
    const payment = await settleAxepta(listening(), 800);
    const refund = call(payment, 500);
    const first = await adapter().refund(refund);
    const again = await adapter().refund(refund);
    expect(again).toEqual(first);
    expect(await adapter().findRefund(refund)).toEqual({ kind: 'done', pspTransaction: null });
  });

  it('a silent PSP is unknown (timeout); findRefund compares AmountCred and finds it done', async () => {
    const payment = await settleAxepta(listening(), 900);
    knob.silentShare = 1;
    const refund = call(payment, 900);
    expect(await adapter({ timeoutMs: 300 }).refund(refund)).toEqual({
      kind: 'unknown',
      cause: 'timeout',
    });
    knob.silentShare = 0;
    expect(await adapter().findRefund(refund)).toEqual({ kind: 'done', pspTransaction: null });
  });

  it('a cut connection is unknown (unreachable); findRefund finds it done', async () => {
    const payment = await settleAxepta(listening(), 650);
    knob.dropShare = 1;
    const refund = call(payment, 650);
    expect(await adapter().refund(refund)).toEqual({ kind: 'unknown', cause: 'unreachable' });
    knob.dropShare = 0;
    expect(await adapter().findRefund(refund)).toEqual({ kind: 'done', pspTransaction: null });
  });

  it('findRefund: none before, done after, unknown when AmountCred fits neither', async () => {
    const payment = await settleAxepta(listening(), 1000);
    const refund = call(payment, 300, 200);
    expect(await adapter().findRefund(call(payment, 300))).toEqual({ kind: 'none' });
    expect((await adapter().refund(call(payment, 200))).kind).toBe('accepted');
    expect(await adapter().findRefund(refund)).toEqual({ kind: 'none' });
    expect((await adapter().refund(refund)).kind).toBe('accepted');
    expect(await adapter().findRefund(refund)).toEqual({ kind: 'done', pspTransaction: null });
    expect(await adapter().findRefund(call(payment, 100, 0))).toEqual({
      kind: 'unknown',
      cause: 'unreadable',
    });
  });

  it('an unreachable host is unknown (unreachable); a slow one is waited for', async () => {
    const payment = await settleAxepta(listening(), 500);
    const closed = adapter({ baseUrl: await closedPortOrigin() });
    expect(await closed.refund(call(payment, 500))).toEqual({
      kind: 'unknown',
      cause: 'unreachable',
    });
    knob.delayMs = 300;
    expect((await adapter().refund(call(payment, 500))).kind).toBe('accepted');
  });
});
