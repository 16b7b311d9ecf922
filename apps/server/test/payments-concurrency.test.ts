import { buildPath, paymentStatusResponseSchema, routes } from '@portico/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { journeys, mailOutbox, payments } from '../src/db/schema/index.ts';
import type { MailKind } from '../src/db/schema/mail.ts';
import { createSandboxProcessor } from '../src/modules/payments/fleet-cards/sandbox-processor.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import {
  allJourneysBasket,
  billingInfo,
  fleetCards,
  onTenant,
  owedTrips,
  payboxSuccessUrl,
  plateSession,
} from './helpers/payments.ts';

/**
 * Exactly once: many payments of the same trips at the same time, on PostgreSQL in CI's second
 * pass (a pool of connections really racing; on PGlite they serialise, and the answer must be the
 * same). One pays, the others are duplicates and are never charged.
 */
const config = testConfig({ rateLimit: { max: 100_000, windowMs: 60_000 } });
const processor = createSandboxProcessor();
const app = useApp(config, { fleetProcessor: processor });
const racers = 100;

// Let the e-mails of the settlements be captured before the database closes.
afterAll(() => app().services.mail.idle());

/** The outbox rows of `kind` about these payments (their payload names the payment). */
async function mailsAbout(kind: MailKind, paymentIds: readonly string[]) {
  const rows = await app().database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
  return rows.filter((row) => paymentIds.includes(String(row.payload.paymentId)));
}

async function sharedTrip() {
  const { tenant, plate } = await owedTrips(app(), { platePrefix: 'RC' });
  // Each racer made its own lookup and its own basket of the same trip.
  const baskets = [];
  for (let i = 0; i < racers; i += 1) {
    baskets.push(await allJourneysBasket(app(), tenant, plateSession(config, tenant.id, plate)));
  }
  return { tenant, plate, baskets };
}

async function settledBy(plate: string) {
  return app().database.db.select().from(journeys).where(eq(journeys.plate, plate));
}

describe(`${racers} concurrent payments of the same trips`, () => {
  it('fleet cards: exactly one SUCCEED and charged, the others DUPLICATED and not charged', async () => {
    const { tenant, plate, baskets } = await sharedTrip();
    const before = processor.approvedCharges();
    const answers = await Promise.all(
      baskets.map((basket) =>
        onTenant(app(), tenant, {
          method: 'POST',
          url: buildPath(routes.paymentPrivateCards.path),
          payload: { sessionId: basket.id, ...fleetCards.SHELL, email: 'race@example.fr' },
        }),
      ),
    );
    // The charge attempts are recorded one at a time under the plate's settlement lock: a racer
    // that finds the trips paid, or another fleet charge of them awaiting its answer, is refused
    // before any charge (409). None of them but the winner was charged.
    const statuses = answers.map((answer) =>
      answer.statusCode === 200
        ? paymentStatusResponseSchema.parse(answer.json()).status
        : `${answer.statusCode} ${answer.json<{ message: string }>().message}`,
    );
    expect(statuses.filter((status) => status === 'SUCCEED')).toHaveLength(1);
    expect(
      statuses.every((status) =>
        ['SUCCEED', 'DUPLICATED', '409 payment_journeys_invalid'].includes(status),
      ),
    ).toBe(true);
    expect(processor.approvedCharges() - before).toBe(1);
    const [journey] = await settledBy(plate);
    const winner = baskets[statuses.indexOf('SUCCEED')];
    expect(journey).toMatchObject({
      dunningKind: 'paid',
      paymentId: winner?.id,
      alreadyPaidCents: 420,
    });
  });

  it('card PSP: concurrent success notifications settle one payment; the others are DUPLICATED, refund flagged', async () => {
    const { tenant, plate, baskets } = await sharedTrip();
    for (const basket of baskets) {
      const started = await onTenant(app(), tenant, {
        method: 'POST',
        url: buildPath(routes.paymentPsp.path),
        payload: { sessionId: basket.id, billingInfo },
      });
      expect(started.statusCode, started.body).toBe(200);
    }
    const rows = await app()
      .database.db.select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          baskets.map((basket) => basket.id),
        ),
      );
    const notify = (reference: string) =>
      onTenant(app(), tenant, { method: 'GET', url: payboxSuccessUrl(reference, 420) });
    const answers = await Promise.all(rows.map((row) => notify(row.reference)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(rows.map(() => 200));
    const settled = await app()
      .database.db.select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          baskets.map((basket) => basket.id),
        ),
      );
    const succeeded = settled.filter((row) => row.status === 'SUCCEED');
    expect(succeeded).toHaveLength(1);
    expect(settled.filter((row) => row.status === 'DUPLICATED')).toHaveLength(racers - 1);
    expect(settled.filter((row) => row.refundDue)).toHaveLength(racers - 1);
    const [journey] = await settledBy(plate);
    expect(journey).toMatchObject({ paymentId: succeeded[0]?.id, alreadyPaidCents: 420 });
    // Replayed afterwards, every notification is a no-op.
    await Promise.all(rows.map((row) => notify(row.reference)));
    const again = await app()
      .database.db.select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          baskets.map((basket) => basket.id),
        ),
      );
    expect(again.filter((row) => row.status === 'SUCCEED').map((row) => row.id)).toEqual([
      succeeded[0]?.id,
    ]);
    // Issue 26 item 13: each duplicate's payer is told, once, that the money comes back; the
    // payment that settled sends its receipt.
    const ids = baskets.map((basket) => basket.id);
    const duplicatedMails = await mailsAbout('payment_duplicated', ids);
    expect(duplicatedMails).toHaveLength(racers - 1);
    expect(new Set(duplicatedMails.map((row) => row.payload.paymentId)).size).toBe(racers - 1);
    expect(duplicatedMails.every((row) => row.recipient === billingInfo.email)).toBe(true);
    expect(await mailsAbout('payment_receipt', ids)).toHaveLength(1);

    // The duplicated page's e-mail field sends that notice again to the address typed there.
    const duplicate = settled.find((row) => row.status === 'DUPLICATED');
    if (!duplicate) throw new Error('no duplicate');
    const again202 = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.sendPaymentReceipt.path),
      headers: { 'accept-language': 'it' },
      payload: { sessionId: duplicate.id, email: 'altro@example.it' },
    });
    expect(again202.statusCode, again202.body).toBe(202);
    await app().services.mail.idle();
    const [resent] = (await mailsAbout('payment_duplicated', [duplicate.id])).filter(
      (row) => row.recipient === 'altro@example.it',
    );
    expect(resent?.message?.attachments).toEqual([]);
    expect(resent?.message?.subject).toContain(`il tuo pagamento ${duplicate.reference}`);
    expect(resent?.message?.text).toContain('erano già stati pagati con un altro pagamento');
    expect(resent?.message?.text).toMatch(/4,20\s€/);
    expect(resent?.message?.text).toContain(plate);
  });
});
