import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payboxQuestionNumbers, paymentRefunds, payments } from '../src/db/schema/index.ts';
import { databaseQuestionNumbers } from '../src/modules/payments/psp/paybox/question-numbers.ts';
import type { RefundCall } from '../src/modules/payments/psp/server-to-server.ts';
import { useCardApp } from './helpers/card-app.ts';
import { payAtSimulator, startCardPayment } from './helpers/card-browser.ts';
import { dueBasket } from './helpers/payments.ts';

/**
 * Issue 29, the composition root: a card payment made through the portal and its simulator, then
 * refunded through `services.pspServerToServer`, which reaches the simulator on the server's own
 * address once it listens. NUMQUESTION comes from the database (PGlite, or PostgreSQL with
 * DATABASE_URL).
 */

describe.each(['PAYBOX', 'AXEPTA'] as const)('server-to-server refunds through %s', (psp) => {
  const { app, config } = useCardApp(psp);

  it('refunds a payment the portal took, and finds the refund afterwards', async () => {
    const { tenant, basket } = await dueBasket(app(), config);
    const page = await startCardPayment(app(), tenant, basket.id);
    await payAtSimulator(app(), tenant, page, { number: '4111111111111111' });
    const [row] = await app()
      .database.db.select()
      .from(payments)
      .where(and(eq(payments.id, basket.id), eq(payments.whitelabelId, tenant.id)));
    expect(row?.status).toBe('SUCCEED');
    if (!row?.pspTransaction || !row.reference) throw new Error('no PSP transaction stored');

    const s2s = app().services.pspServerToServer;
    expect(s2s.available(psp)).toBe(true);
    const call: RefundCall = {
      whitelabelId: tenant.id,
      payment: {
        provider: psp,
        reference: row.reference,
        pspTransaction: row.pspTransaction,
        amountCents: basket.amount,
      },
      amountCents: basket.amount,
      refundedBeforeCents: 0,
      attemptKey: `rf-${basket.id.slice(0, 8)}`,
    };
    // Not listening yet: nothing can be sent, so the outcome is unknown and nothing happened.
    expect(await s2s.refund(call)).toEqual({ kind: 'unknown', cause: 'unreachable' });
    await app().listen({ host: '127.0.0.1', port: 0 });
    expect(await s2s.findRefund(call)).toEqual({ kind: 'none' });
    expect(await s2s.refund(call)).toMatchObject({ kind: 'accepted' });
    expect(await s2s.findRefund(call)).toEqual({ kind: 'done', pspTransaction: null });
    // Nothing is left to refund.
    expect(
      await s2s.refund({ ...call, attemptKey: `${call.attemptKey}-2`, amountCents: 1 }),
    ).toMatchObject({ kind: 'refused' });
  });

  it('sends an approved attempt through the refund job, and refuses more than is left', async () => {
    const { tenant, basket } = await dueBasket(app(), config);
    const page = await startCardPayment(app(), tenant, basket.id);
    await payAtSimulator(app(), tenant, page, { number: '4111111111111111' });
    // The simulator answers on the server's own address (the test before may have opened it).
    if (!app().server.listening) await app().listen({ host: '127.0.0.1', port: 0 });
    const { db } = app().database;
    // As the finance desk's request leaves it: written down, approved, due now (refunds.test.ts
    // covers the request itself against a PSP of its own).
    const attempt = (attemptKey: string, amountCents: number) =>
      db
        .insert(paymentRefunds)
        .values({
          whitelabelId: tenant.id,
          paymentId: basket.id,
          amountCents,
          attemptKey,
          state: 'approved',
          reason: 'Paid twice',
          requestedByName: 'Test',
          approvedByName: 'Test',
          approvedAt: new Date(),
          nextTryAt: new Date(),
        })
        .returning();
    const part = Math.floor(basket.amount / 2);
    const [first] = await attempt(`job-${basket.id.slice(0, 8)}`, part);
    expect(await app().services.refunds.run(new Date(), { whitelabelId: tenant.id })).toBe(1);
    const [sent] = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, first?.id ?? 0));
    expect(sent).toMatchObject({ state: 'refunded', tries: 1 });
    expect(sent?.pspTransaction).toBeTruthy();
    // More than the simulator holds (the service refuses it first; the PSP would too).
    const [second] = await attempt(`job2-${basket.id.slice(0, 8)}`, basket.amount - part + 1);
    await app().services.refunds.run(new Date(), { whitelabelId: tenant.id });
    const [refused] = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, second?.id ?? 0));
    expect(refused?.state).toBe('refused');
  });

  if (psp === 'PAYBOX') {
    it('recalls a transaction settled before this process started (the demo’s, a restart)', async () => {
      const { tenant, basket } = await dueBasket(app(), config);
      const page = await startCardPayment(app(), tenant, basket.id);
      await payAtSimulator(app(), tenant, page, { number: '4111111111111111' });
      if (!app().server.listening) await app().listen({ host: '127.0.0.1', port: 0 });
      const { db } = app().database;
      // Numbers the simulator's memory has never seen, as after a restart.
      const numtrans = String(90_000_000 + Math.floor(Math.random() * 9_000_000));
      await db
        .update(payments)
        .set({ pspTransaction: `${numtrans}/12345678` })
        .where(eq(payments.id, basket.id));
      const [attempt] = await db
        .insert(paymentRefunds)
        .values({
          whitelabelId: tenant.id,
          paymentId: basket.id,
          amountCents: basket.amount,
          attemptKey: `recall-${basket.id.slice(0, 8)}`,
          state: 'approved',
          reason: 'Paid twice',
          requestedByName: 'Test',
          approvedByName: 'Test',
          approvedAt: new Date(),
          nextTryAt: new Date(),
        })
        .returning();
      await app().services.refunds.run(new Date(), { whitelabelId: tenant.id });
      const [after] = await db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.id, attempt?.id ?? 0));
      expect(after?.state).toBe('refunded');
    });

    it('hands out NUMQUESTION 1, 2, 3... per site and Paris day, concurrent calls included', async () => {
      const { db } = app().database;
      const next = databaseQuestionNumbers(db);
      const site = '7654321';
      // A shared PostgreSQL keeps rows between runs: these sites are this test's alone.
      const mine = inArray(payboxQuestionNumbers.site, [site, '7654322']);
      await db.delete(payboxQuestionNumbers).where(mine);
      const numbers = await Promise.all(Array.from({ length: 12 }, () => next(site, '2026-12-01')));
      expect([...numbers].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
      expect(await next(site, '2026-12-02')).toBe(1);
      expect(await next('7654322', '2026-12-01')).toBe(1);
      expect(await next(site, '2026-12-01')).toBe(13);
      await db.delete(payboxQuestionNumbers).where(mine);
    });
  }
});
