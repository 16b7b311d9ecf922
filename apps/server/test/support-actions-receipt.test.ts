import { a79WholeRoadEast } from '@portico/contract/testing';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { testConfig } from './helpers/config.ts';
import { allJourneysBasket, billingInfo, freshPlate, plateSession } from './helpers/payments.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';
import {
  auditTrail,
  ingestPassages,
  payAllTrips,
  supportDesk,
  type SupportDesk,
} from './helpers/support-desk.ts';
import { trip } from './helpers/trips.ts';

/**
 * Re-sending a paid payment's receipt from the console (issue 28 item 7): the receipt e-mail of
 * the outbox, to the payment's address or the one the agent gives, sent by the mail service.
 */
const config = unlimitedConfig(testConfig({ publicOrigin: 'https://portal.test.example' }));
const hour = 3_600_000;
let now = new Date();
const app = useApp(config, { clock: () => now });
const reason = 'The driver never got the first e-mail';

async function paidPayment() {
  const desk = await supportDesk(app(), now);
  const plate = freshPlate('RC');
  await ingestPassages(
    app(),
    desk.road,
    trip(plate, a79WholeRoadEast, new Date(now.getTime() - 3 * hour)),
  );
  return { desk, plate, paymentId: await payAllTrips(app(), config, desk.road, plate) };
}

const resend = (desk: { call: SupportDesk['call'] }, paymentId: string, body: unknown) =>
  desk.call('POST', 'resendReceipt', { params: { paymentId }, body });

/** The receipt e-mails of the payment in the outbox, oldest first. */
async function receiptMails(paymentId: string) {
  // The outbox dates rows by the database's clock, a little after this file's fixed `now`.
  await app().services.mail.idle();
  await app().services.mail.runOutbox(new Date(Date.now() + 1000));
  return app()
    .database.db.select({ recipient: mailOutbox.recipient, status: mailOutbox.status })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'payment_receipt'),
        sql`${mailOutbox.payload} ->> 'paymentId' = ${paymentId}`,
      ),
    )
    .orderBy(asc(mailOutbox.id));
}

describe('POST /operator/payments/:paymentId/receipt', () => {
  it('e-mails the receipt again to the payment\u2019s address, or to the one given', async () => {
    const { desk, paymentId } = await paidPayment();
    const own = await resend(desk, paymentId, { reason });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ paymentId, email: billingInfo.email });
    const given = await resend(desk, paymentId, { reason, email: 'other@example.org' });
    expect(given.json()).toEqual({ paymentId, email: 'other@example.org' });

    const mails = await receiptMails(paymentId);
    expect(mails.map((mail) => mail.recipient)).toEqual([
      billingInfo.email,
      billingInfo.email,
      'other@example.org',
    ]);
    expect(mails.every((mail) => mail.status !== 'pending')).toBe(true);

    const events = await auditTrail(app(), desk.road.id, 'receipts.resend');
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      staffId: desk.memberId,
      targetType: 'payment',
      targetId: paymentId,
      reason,
      after: { recipient: 'given' },
    });
  });

  it('answers 409 for a payment not paid, 404 for another white-label\u2019s', async () => {
    const { desk, paymentId } = await paidPayment();
    const plate = freshPlate('RO');
    await ingestPassages(
      app(),
      desk.road,
      trip(plate, a79WholeRoadEast, new Date(now.getTime() - 3 * hour)),
    );
    const open = await allJourneysBasket(
      app(),
      desk.road,
      plateSession(config, desk.road.id, plate, now),
    );
    expectError(await resend(desk, open.id, { reason }), 409, 'payment_not_paid');
    const stranger = await supportDesk(app(), now);
    expectError(await resend(stranger, paymentId, { reason }), 404, 'payment_not_found');
    expect(await auditTrail(app(), stranger.road.id, 'receipts.resend')).toEqual([]);
  });

  it('wants the agent\u2019s role and a reason; no fresh passkey check', async () => {
    const { desk, paymentId } = await paidPayment();
    expectError(
      await resend(await signedInStaff(app(), now, ['content']), paymentId, { reason }),
      403,
      'forbidden',
    );
    expectError(await resend(desk, paymentId, {}), 400, 'invalid_request');
    expectError(
      await resend(desk, paymentId, { reason, email: 'not an address' }),
      400,
      'invalid_request',
    );
    const started = now;
    try {
      now = new Date(started.getTime() + 10 * 60_000);
      expect((await resend(desk, paymentId, { reason })).statusCode).toBe(200);
    } finally {
      now = started;
    }
  });
});
