import {
  paymentRefundsSchema,
  refundListSchema,
  refundSchema,
  vehicleTimelineSchema,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentRefunds, payments } from '../src/db/schema/index.ts';
import { paymentReceiptPdf } from '../src/modules/payments/receipts.ts';
import { queueAutomaticRefunds } from '../src/modules/refunds/automatic-refunds.ts';
import { maxRefundTries } from '../src/modules/refunds/refund-rules.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { paymentStatusOf } from './helpers/card-browser.ts';
import { testConfig } from './helpers/config.ts';
import { refundDesk } from './helpers/refund-desk.ts';
import { fakeRefundPsp } from './helpers/refund-psp.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { expectError } from './helpers/requests.ts';
import { auditTrail } from './helpers/support-desk.ts';

/**
 * Refunds through the PSPs (issue 29 item 1) with an in-process PSP behind the server-to-server
 * port: the finance desk's refunds, the automatic ones of refund_due payments, and the job's
 * crash safety (written down first, looked up before any resend, a lease).
 */
const base = unlimitedConfig(testConfig({ publicOrigin: 'https://portal.test.example' }));
// AUTOMATIC_REFUNDS=true: the white-labels' own settings decide (refund_due under a ceiling).
const config = {
  ...base,
  payments: { ...base.payments, direct: { ...base.payments.direct, automaticRefunds: true } },
};
let now = new Date();
const psp = fakeRefundPsp();
const app = useApp(config, { clock: () => now, pspServerToServer: psp.port });
const reason = 'The driver paid twice for the same trip';
const minute = 60_000;
const silentLogger = { warn: () => {} };

beforeEach(() => {
  now = new Date();
  psp.reset();
});

/** Runs the job for one white-label at `at` (the lease and backoff are measured from it). */
const runJob = (whitelabelId: number, at = now) => app().services.refunds.run(at, { whitelabelId });

describe('a refund asked for by the finance desk', () => {
  it('is approved at once, sent by the job, shown on the payment, e-mailed and audited', async () => {
    const desk = await refundDesk(app(), config, now);
    const payment = await desk.paidPayment();
    const part = Math.floor(payment.amountCents / 3);
    const asked = await desk.refund(payment.id, { amountCents: part, reason });
    expect(asked.statusCode, asked.body).toBe(200);
    const refund = refundSchema.parse(asked.json());
    expect(refund).toMatchObject({ state: 'approved', amountCents: part, automatic: false });
    expect(refund.approvedBy).toBe('Sam Support');

    expect(await runJob(desk.road.id)).toBe(1);
    const [row] = await desk.attempts(payment.id);
    expect(row).toMatchObject({ state: 'refunded', tries: 1 });
    expect(row?.pspTransaction).toMatch(/^RF\d+$/);
    expect(psp.moneyMoved.get(row?.attemptKey ?? '')).toBe(1);
    expect(psp.calls.map((call) => call.kind)).toEqual(['refund']);

    const view = paymentRefundsSchema.parse(
      (await desk.call('GET', 'paymentRefunds', { params: { paymentId: payment.id } })).json(),
    );
    expect(view).toMatchObject({
      refundedCents: part,
      refundableCents: payment.amountCents - part,
    });
    expect(view.refunds.map((each) => each.state)).toEqual(['refunded']);

    const [mail] = await desk.refundMails(payment.id);
    expect(mail).toMatchObject({ recipient: payment.email, language: payment.language });
    await app().services.mail.idle();
    await app().services.mail.runOutbox(new Date(Date.now() + 1000));
    const [sent] = await desk.refundMails(payment.id);
    expect(sent?.status).not.toBe('pending');
    expect(sent?.message?.text).toContain(payment.reference);

    const [requested] = await auditTrail(app(), desk.road.id, 'refunds.request');
    expect(requested).toMatchObject({ reason, targetId: payment.id });
    expect(requested?.after).toMatchObject({ amountCents: part, state: 'approved' });
    expect(await auditTrail(app(), desk.road.id, 'refunds.refunded')).toHaveLength(1);
  });

  it('shows the refunded amount on the public payment status and the console timeline', async () => {
    const desk = await refundDesk(app(), config, now, ['agent', 'finance']);
    const payment = await desk.paidPayment();
    await desk.refund(payment.id, { amountCents: 150, reason });
    expect(await paymentStatusOf(app(), desk.road, payment.id)).toMatchObject({ refunded: 0 });
    await runJob(desk.road.id);
    expect(await paymentStatusOf(app(), desk.road, payment.id)).toMatchObject({
      amount: payment.amountCents,
      refunded: 150,
    });
    const timeline = vehicleTimelineSchema.parse(
      (
        await desk.call('GET', 'vehicleTimeline', {
          params: { country: payment.countryCode, plate: payment.plate },
        })
      ).json(),
    );
    expect(timeline.payments.items).toMatchObject([{ id: payment.id, refundedCents: 150 }]);
    const receipt = await paymentReceiptPdf(
      app().database.db,
      desk.road.id,
      payment.id,
      'en',
      silentLogger,
    );
    // The totals stay what was paid; the refund is said under them.
    expect(receipt.model.totals.totalCents).toBe(payment.amountCents);
    expect(await pdfText(receipt.pdf)).toMatch(
      /Refunded on \d\d\/\d\d\/\d{4}: €1\.50 to the card used\./,
    );
  });

  it('never gives back more than was taken less what is refunded', async () => {
    const desk = await refundDesk(app(), config, now);
    const payment = await desk.paidPayment();
    const over = await desk.refund(payment.id, { amountCents: payment.amountCents + 1, reason });
    expectError(over, 409, 'refund_over_amount');
    expect((await desk.refund(payment.id, { amountCents: 100, reason })).statusCode).toBe(200);
    // Unfinished: another attempt waits until this one is done.
    expectError(
      await desk.refund(payment.id, { amountCents: 1, reason }),
      409,
      'refund_in_progress',
    );
    await runJob(desk.road.id);
    const rest = payment.amountCents - 100;
    expectError(
      await desk.refund(payment.id, { amountCents: rest + 1, reason }),
      409,
      'refund_over_amount',
    );
    expect((await desk.refund(payment.id, { amountCents: rest, reason })).statusCode).toBe(200);
    await runJob(desk.road.id);
    expectError(
      await desk.refund(payment.id, { amountCents: 1, reason }),
      409,
      'refund_over_amount',
    );
  });

  it('lets exactly one of two concurrent requests for the whole amount through', async () => {
    const desk = await refundDesk(app(), config, now);
    const payment = await desk.paidPayment();
    const body = { amountCents: payment.amountCents, reason };
    const answers = await Promise.all([
      desk.refund(payment.id, body),
      desk.refund(payment.id, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    if (refused) expectError(refused, 409, 'refund_in_progress');
    expect(await desk.attempts(payment.id)).toHaveLength(1);
  });

  it('is refused for a payment that took no money, and bounds every input', async () => {
    const desk = await refundDesk(app(), config, now);
    const payment = await desk.paidPayment();
    await app()
      .database.db.update(payments)
      .set({ status: 'CANCELLED' })
      .where(eq(payments.id, payment.id));
    expectError(
      await desk.refund(payment.id, { amountCents: 1, reason }),
      409,
      'payment_not_refundable',
    );
    for (const body of [
      { amountCents: 0, reason },
      { amountCents: 1.5, reason },
      { amountCents: 100_000_001, reason },
      { amountCents: 1, reason: 'x' },
      { amountCents: 1, reason: 'y'.repeat(501) },
    ]) {
      expect((await desk.refund(payment.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('asks for the finance role and a fresh passkey check; an agent only reads', async () => {
    const agent = await refundDesk(app(), config, now, ['agent']);
    const payment = await agent.paidPayment();
    expectError(await agent.refund(payment.id, { amountCents: 1, reason }), 403, 'forbidden');
    expect((await agent.call('GET', 'refunds')).statusCode).toBe(200);

    const finance = await refundDesk(app(), config, now);
    const own = await finance.paidPayment();
    now = new Date(now.getTime() + 6 * minute);
    expectError(
      await finance.refund(own.id, { amountCents: 1, reason }),
      403,
      'fresh_check_required',
    );
    expect(await finance.attempts(own.id)).toHaveLength(0);
  });

  it('is invisible to another white-label', async () => {
    const desk = await refundDesk(app(), config, now);
    const payment = await desk.refundDuePayment();
    await runJob(desk.road.id);
    const [attempt] = await desk.attempts(payment.id);
    const other = await refundDesk(app(), config, now);
    expectError(
      await other.refund(payment.id, { amountCents: 1, reason }),
      404,
      'payment_not_found',
    );
    expectError(
      await other.call('GET', 'paymentRefunds', { params: { paymentId: payment.id } }),
      404,
      'payment_not_found',
    );
    expectError(
      await other.decide(String(attempt?.id), { decision: 'approve', reason }),
      404,
      'refund_not_found',
    );
    for (const view of ['waiting', 'history']) {
      const list = refundListSchema.parse(
        (await other.call('GET', 'refunds', { query: { view } })).json(),
      );
      expect(list.refunds).toEqual([]);
    }
  });
});

describe('automatic refunds of refund_due payments', () => {
  it('sends one under the ceiling without a person and clears refund_due', async () => {
    const desk = await refundDesk(app(), config, now);
    const payment = await desk.refundDuePayment();
    await desk.setRefundSettings({ automatic: true, ceilingCents: payment.amountCents });
    await runJob(desk.road.id);
    const [attempt] = await desk.attempts(payment.id);
    expect(attempt).toMatchObject({
      state: 'refunded',
      amountCents: payment.amountCents,
      requestedBy: null,
      approvedByName: 'automatic',
      reason: 'refund_due',
    });
    const [after] = await app()
      .database.db.select()
      .from(payments)
      .where(eq(payments.id, payment.id));
    expect(after?.refundDue).toBe(false);
    // Once: a later run makes no second attempt.
    await runJob(desk.road.id);
    expect(await desk.attempts(payment.id)).toHaveLength(1);
  });

  it('waits for a person when the deployment does not allow them (no AUTOMATIC_REFUNDS)', async () => {
    const desk = await refundDesk(app(), config, now);
    const payment = await desk.refundDuePayment();
    await desk.setRefundSettings({ automatic: true, ceilingCents: payment.amountCents });
    const deployment = { db: app().database.db, automaticAllowed: false };
    await queueAutomaticRefunds(deployment, now, { whitelabelId: desk.road.id });
    const [attempt] = await desk.attempts(payment.id);
    expect(attempt).toMatchObject({ state: 'awaiting_approval', approvedByName: null });
  });

  it('waits for the finance desk over the ceiling (or when off), then approved is sent', async () => {
    const desk = await refundDesk(app(), config, now);
    const payment = await desk.refundDuePayment();
    await desk.setRefundSettings({ automatic: true, ceilingCents: payment.amountCents - 1 });
    await runJob(desk.road.id);
    const [waiting] = await desk.attempts(payment.id);
    expect(waiting?.state).toBe('awaiting_approval');
    expect(psp.calls).toEqual([]);
    const list = refundListSchema.parse(
      (await desk.call('GET', 'refunds', { query: { view: 'waiting' } })).json(),
    );
    expect(list.refunds.map((each) => each.id)).toEqual([String(waiting?.id)]);

    const approved = await desk.decide(String(waiting?.id), { decision: 'approve', reason });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'approved', approvedBy: 'Sam Support' });
    expectError(
      await desk.decide(String(waiting?.id), { decision: 'approve', reason }),
      409,
      'refund_not_pending',
    );
    await runJob(desk.road.id);
    const [done] = await desk.attempts(payment.id);
    expect(done?.state).toBe('refunded');
    const [audit] = await auditTrail(app(), desk.road.id, 'refunds.approve');
    expect(audit).toMatchObject({
      before: { state: 'awaiting_approval' },
      after: { state: 'approved' },
    });
  });

  it('approval needs a fresh passkey check; a cancelled attempt is not made again', async () => {
    const desk = await refundDesk(app(), config, now);
    const payment = await desk.refundDuePayment();
    await runJob(desk.road.id);
    const [waiting] = await desk.attempts(payment.id);
    expect(waiting?.state).toBe('awaiting_approval');
    now = new Date(now.getTime() + 6 * minute);
    expectError(
      await desk.decide(String(waiting?.id), { decision: 'approve', reason }),
      403,
      'fresh_check_required',
    );
    now = new Date(now.getTime() - 6 * minute);
    const cancelled = await desk.decide(String(waiting?.id), { decision: 'cancel', reason });
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
    await runJob(desk.road.id);
    expect(await desk.attempts(payment.id)).toHaveLength(1);
    expect(psp.calls).toEqual([]);
  });
});

describe('the refund job', () => {
  async function approvedAttempt() {
    const desk = await refundDesk(app(), config, now);
    const payment = await desk.paidPayment();
    const answer = await desk.refund(payment.id, { amountCents: payment.amountCents, reason });
    expect(answer.statusCode, answer.body).toBe(200);
    const id = Number(refundSchema.parse(answer.json()).id);
    const row = async () => {
      const [found] = await app()
        .database.db.select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.id, id));
      if (!found) throw new Error('no attempt');
      return found;
    };
    return { desk, payment, row };
  }

  it('asks the PSP after a lost answer: done is refunded, never sent twice', async () => {
    const { desk, row } = await approvedAttempt();
    psp.script(['lose-after-acting']);
    await runJob(desk.road.id);
    expect(await row()).toMatchObject({ state: 'unknown', tries: 1, lastError: 'timeout' });
    // Not before its backoff.
    expect(await runJob(desk.road.id)).toBe(0);
    await runJob(desk.road.id, new Date(now.getTime() + 2 * minute));
    const done = await row();
    expect(done).toMatchObject({ state: 'refunded', pspTransaction: expect.stringMatching(/^RF/) });
    expect(psp.calls.map((call) => call.kind)).toEqual(['refund', 'find']);
    expect(psp.moneyMoved.get(done.attemptKey)).toBe(1);
  });

  it('sends again only after the PSP says it holds nothing', async () => {
    const { desk, row } = await approvedAttempt();
    psp.script(['lose']);
    await runJob(desk.road.id);
    await runJob(desk.road.id, new Date(now.getTime() + 2 * minute));
    const done = await row();
    expect(done.state).toBe('refunded');
    expect(psp.calls.map((call) => call.kind)).toEqual(['refund', 'find', 'refund']);
    expect(psp.moneyMoved.get(done.attemptKey)).toBe(1);
  });

  it('reads a throwing port as unknown, never as a refusal', async () => {
    const { desk, row } = await approvedAttempt();
    psp.script(['throw']);
    await runJob(desk.road.id);
    expect(await row()).toMatchObject({ state: 'unknown', lastError: 'unreachable' });
  });

  it('keeps a refusal final and refund_due flagged', async () => {
    const desk = await refundDesk(app(), config, now);
    const payment = await desk.refundDuePayment();
    await desk.setRefundSettings({ automatic: true, ceilingCents: payment.amountCents });
    psp.script(['refuse']);
    await runJob(desk.road.id);
    const [attempt] = await desk.attempts(payment.id);
    expect(attempt).toMatchObject({ state: 'refused', pspCode: '00021', nextTryAt: null });
    const [after] = await app()
      .database.db.select()
      .from(payments)
      .where(eq(payments.id, payment.id));
    expect(after?.refundDue).toBe(true);
    expect(await desk.refundMails(payment.id)).toEqual([]);
  });

  it('gives up after its tries, leaves the attempt for a person, who retries it', async () => {
    const { desk, row } = await approvedAttempt();
    // The send and every lookup but the last try's are lost.
    psp.script(
      ['lose'],
      Array.from({ length: maxRefundTries - 1 }, () => 'unknown' as const),
    );
    let at = now;
    for (let run = 0; run < maxRefundTries + 2; run += 1) {
      await runJob(desk.road.id, at);
      at = new Date(at.getTime() + 2 * 60 * minute);
    }
    const stuck = await row();
    expect(stuck).toMatchObject({ state: 'unknown', tries: maxRefundTries, nextTryAt: null });
    expect(psp.calls.filter((call) => call.kind === 'refund')).toHaveLength(1);
    const waiting = refundListSchema.parse(
      (await desk.call('GET', 'refunds', { query: { view: 'waiting' } })).json(),
    );
    expect(waiting.refunds).toMatchObject([{ id: String(stuck.id), needsPerson: true }]);

    expect((await desk.decide(String(stuck.id), { decision: 'retry', reason })).statusCode).toBe(
      200,
    );
    await runJob(desk.road.id);
    expect((await row()).state).toBe('refunded');
  });

  it('after a crash while sending, asks the PSP first once the lease is over', async () => {
    const { desk, row } = await approvedAttempt();
    // What a kill -9 between the committed `sending` and the PSP's answer leaves: the lease
    // still running, the PSP may or may not have refunded.
    const leaseEnd = new Date(now.getTime() + 10 * minute);
    await app()
      .database.db.update(paymentRefunds)
      .set({ state: 'sending', nextTryAt: leaseEnd })
      .where(eq(paymentRefunds.id, (await row()).id));
    expect(await runJob(desk.road.id)).toBe(0);
    await runJob(desk.road.id, new Date(leaseEnd.getTime() + 1));
    expect((await row()).state).toBe('refunded');
    expect(psp.calls.map((call) => call.kind)).toEqual(['find', 'refund']);
  });

  it('never lets two runs send one attempt (the lease)', async () => {
    const { desk, row } = await approvedAttempt();
    const open = psp.hold();
    const first = runJob(desk.road.id);
    // The first run has claimed the attempt and is inside the PSP call.
    await expect.poll(() => psp.calls.length).toBe(1);
    expect((await row()).state).toBe('sending');
    expect(await runJob(desk.road.id)).toBe(0);
    open();
    await first;
    expect((await row()).state).toBe('refunded');
    expect(psp.calls.map((call) => call.kind)).toEqual(['refund']);
  });
});
