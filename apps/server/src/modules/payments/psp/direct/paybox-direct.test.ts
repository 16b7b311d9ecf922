import { describe, expect, it } from 'vitest';
import { createPayboxDirect, type PayboxDirectOptions } from '../paybox/direct-adapter.ts';
import { memoryQuestionNumbers } from '../paybox/question-numbers.ts';
import type { SettledPaymentRef } from '../server-to-server.ts';
import { PAYBOX_SIMULATOR_DIRECT_PATH } from '../simulator/direct-paths.ts';
import { payboxSimulatorAccount } from '../simulator/routes.ts';
import {
  closedPortOrigin,
  refundCalls,
  useListeningSimulator,
  settlePaybox,
} from './settled-on-simulator.ts';

/** The Paybox Direct adapter against the simulator over real HTTP on 127.0.0.1. */

const { knob, sim: listening } = useListeningSimulator();
const call = refundCalls('paybox');
/** One counter for the file, as the database keeps one per site and day. */
const questionNumbers = memoryQuestionNumbers();

function adapter(overrides: Partial<PayboxDirectOptions> = {}) {
  return createPayboxDirect({
    account: payboxSimulatorAccount,
    urls: [`${listening().origin}${PAYBOX_SIMULATOR_DIRECT_PATH}`],
    timeoutMs: 2_000,
    questionNumbers,
    ...overrides,
  });
}

describe('Paybox Direct refunds on the simulator', () => {
  it('refunds a settled payment: its own NUMTRANS with the payment NUMAPPEL', async () => {
    const payment = await settlePaybox(listening(), 1250);
    const answer = await adapter().refund(call(payment, 1250));
    expect(answer).toMatchObject({ kind: 'accepted', code: '00000' });
    const appel = payment.pspTransaction.split('/')[1];
    if (answer.kind === 'accepted') {
      expect(answer.pspTransaction).toMatch(/^[0-9]{10}\/[0-9]{10}$/);
      expect(Number(answer.pspTransaction.split('/')[1])).toBe(Number(appel));
    }
  });

  it('refunds in parts, then refuses more than is left (00011)', async () => {
    const payment = await settlePaybox(listening(), 1250);
    const psp = adapter();
    expect((await psp.refund(call(payment, 500))).kind).toBe('accepted');
    expect((await psp.refund(call(payment, 750, 500))).kind).toBe('accepted');
    expect(await psp.refund(call(payment, 1, 1250))).toEqual({ kind: 'refused', code: '00011' });
  });

  it('refuses an unknown transaction (00018) and a wrong HMAC key (00006)', async () => {
    const unknown: SettledPaymentRef = {
      provider: 'PAYBOX',
      reference: 'NOPE',
      pspTransaction: '99999999/88888888',
      amountCents: 100,
    };
    expect(await adapter().refund(call(unknown, 100))).toEqual({ kind: 'refused', code: '00018' });
    const payment = await settlePaybox(listening(), 300);
    const wrongKey = adapter({
      account: { ...payboxSimulatorAccount, hmacKeyHex: 'AB'.repeat(64) },
    });
    expect(await wrongKey.refund(call(payment, 300))).toEqual({ kind: 'refused', code: '00006' });
  });

  it('a NUMQUESTION already used today is unknown, not refused (00005)', async () => {
    const payment = await settlePaybox(listening(), 400);
    const alwaysOne = adapter({ questionNumbers: async () => 1_000_000 });
    expect((await alwaysOne.refund(call(payment, 100))).kind).toBe('accepted');
    expect(await alwaysOne.refund(call(payment, 100, 100))).toEqual({
      kind: 'unknown',
      cause: 'psp_unavailable',
    });
  });

  it('waits for a slow PSP within the deadline', async () => {
    const payment = await settlePaybox(listening(), 200);
    knob.delayMs = 300;
    expect((await adapter().refund(call(payment, 200))).kind).toBe('accepted');
  });

  it('a silent PSP is unknown (timeout), and findRefund then finds the refund it made', async () => {
    const payment = await settlePaybox(listening(), 900);
    knob.silentShare = 1;
    const started = Date.now();
    const refund = call(payment, 900);
    expect(await adapter({ timeoutMs: 300 }).refund(refund)).toEqual({
      kind: 'unknown',
      cause: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    knob.silentShare = 0;
    expect(await adapter().findRefund(refund)).toEqual({ kind: 'done', pspTransaction: null });
  });

  it('a cut connection is unknown (unreachable), and findRefund finds the refund', async () => {
    const payment = await settlePaybox(listening(), 650);
    knob.dropShare = 1;
    const refund = call(payment, 650);
    expect(await adapter().refund(refund)).toEqual({ kind: 'unknown', cause: 'unreachable' });
    knob.dropShare = 0;
    expect(await adapter().findRefund(refund)).toEqual({ kind: 'done', pspTransaction: null });
  });

  it('the caller can abort: unknown (timeout)', async () => {
    const payment = await settlePaybox(listening(), 150);
    knob.silentShare = 1;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect(await adapter().refund(call(payment, 150), controller.signal)).toEqual({
      kind: 'unknown',
      cause: 'timeout',
    });
  });

  it('findRefund: none on a payment never refunded; unknown when parts cannot be told', async () => {
    const payment = await settlePaybox(listening(), 1000);
    expect(await adapter().findRefund(call(payment, 400))).toEqual({ kind: 'none' });
    expect((await adapter().refund(call(payment, 400))).kind).toBe('accepted');
    expect(await adapter().findRefund(call(payment, 300, 400))).toEqual({
      kind: 'unknown',
      cause: 'unreadable',
    });
  });

  it('tries the fallback host only when the main one cannot be reached', async () => {
    const payment = await settlePaybox(listening(), 500);
    const closed = await closedPortOrigin();
    const direct = `${listening().origin}${PAYBOX_SIMULATOR_DIRECT_PATH}`;
    expect(await adapter({ urls: [`${closed}/PPPS.php`] }).refund(call(payment, 500))).toEqual({
      kind: 'unknown',
      cause: 'unreachable',
    });
    const withFallback = adapter({ urls: [`${closed}/PPPS.php`, direct] });
    expect((await withFallback.refund(call(payment, 500))).kind).toBe('accepted');
  });

  it('an answer that is not Paybox Direct is unreadable', async () => {
    const payment = await settlePaybox(listening(), 500);
    const notPaybox = adapter({ urls: [`${listening().origin}/psp-simulator/simulator.css`] });
    expect((await notPaybox.refund(call(payment, 500))).kind).toBe('unknown');
  });
});
