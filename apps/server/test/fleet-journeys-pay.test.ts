import { buildPath, paymentSessionSchema, routes } from '@portico/contract';
import type { LightMyRequestResponse } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import type { RenterFixture } from './helpers/renters.ts';
import type { RoadTenant } from './helpers/road-tenant.ts';
import { useCardApp } from './helpers/card-app.ts';
import { payAtSimulator, paymentStatusOf, startCardPayment } from './helpers/card-browser.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { freshPlate, onTenant } from './helpers/payments.ts';
import { expectError } from './helpers/requests.ts';
import {
  addFleetPeriod,
  day,
  driveTrip,
  fleetTenant,
  makeNotice,
  makePaid,
  tripsPage,
} from './helpers/fleet-trips.ts';
import { makeOmp } from './helpers/journey-states.ts';

/**
 * A renter pays trips and notices of its fleet's lists together (issue 25 item 7): its token, no
 * lookup session, several plates in one basket, by card through the PSP simulator; the receipt
 * names the company and its VAT number.
 */
describe('renters pay their fleet’s trips', () => {
  const { app } = useCardApp('PAYBOX');
  let tenant: RoadTenant;
  let renter: RenterFixture;
  let other: RenterFixture;
  const plateA = freshPlate('PA');
  const plateB = freshPlate('PB');
  const plateC = freshPlate('PC');
  const start = new Date(Date.now() - 30 * day);
  start.setUTCHours(7, 0, 0, 0);
  const at = (days: number) => new Date(start.getTime() + days * day);
  const ids = { noticeA: 0, noticeB: 0, paid: 0, omp: 0, others: 0 };

  beforeAll(async () => {
    ({ tenant, renter, other } = await fleetTenant(app()));
    for (const plate of [plateA, plateB]) {
      await addFleetPeriod(app(), tenant, renter.companyId, plate, at(-1));
    }
    await addFleetPeriod(app(), tenant, other.companyId, plateC, at(-1));
    ids.noticeA = await driveTrip(app(), tenant, plateA, at(0));
    ids.noticeB = await driveTrip(app(), tenant, plateB, at(1));
    ids.paid = await driveTrip(app(), tenant, plateA, at(2));
    ids.omp = await driveTrip(app(), tenant, plateB, at(3));
    ids.others = await driveTrip(app(), tenant, plateC, at(0));
    await makeNotice(app(), ids.noticeA, `PAY-${plateA}`);
    await makeNotice(app(), ids.noticeB, `PAY-${plateB}`);
    await makePaid(app(), ids.paid, 420);
    await makeOmp(app().database.db, ids.omp);
  });

  const basket = (
    who: RenterFixture | null,
    journeys: unknown[],
    query: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.payJourneys.path),
      query,
      payload: { journeys },
      headers: who ? { authorization: `Bearer ${who.accessToken}` } : {},
    });

  it('pays two notices of two plates by card; the receipt names the company and its VAT', async () => {
    const response = await basket(renter, [
      { idDossier: String(ids.noticeA) },
      { idDossier: String(ids.noticeB) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const session = paymentSessionSchema.parse(response.json());
    const listed = await tripsPage(app(), tenant, renter, { types: 'latePayment' });
    const owed = listed.data.reduce((sum, trip) => sum + trip.totalPrice, 0);
    expect(session.amount).toBe(owed);
    expect(session.journeys.map((journey) => Number(journey.id)).sort()).toEqual(
      [ids.noticeA, ids.noticeB].sort(),
    );
    // Both vehicles, for the payment page to name (the receipt's too).
    expect(session.vehicles?.map((vehicle) => vehicle.plate).sort()).toEqual(
      [plateA, plateB].sort(),
    );

    // Left to pay after it: a trip of the fleet's other vehicle (the other company's does not
    // count), which the success page's "pay other journeys" counts (issue 26 item 12).
    await driveTrip(app(), tenant, plateB, at(5));
    const page = await startCardPayment(app(), tenant, session.id);
    await payAtSimulator(app(), tenant, page, { number: '4012001037141112' });
    expect(await paymentStatusOf(app(), tenant, session.id)).toMatchObject({
      status: 'SUCCEED',
      amount: owed,
      remainingJourneys: 1,
    });

    const after = await tripsPage(app(), tenant, renter, { status: 'paid' });
    const paidIds = after.data.map((trip) => Number(trip.id));
    expect(paidIds).toEqual(expect.arrayContaining([ids.noticeA, ids.noticeB]));
    const paidA = after.data.find((trip) => Number(trip.id) === ids.noticeA);
    expect(paidA?.paidAmount).toBeGreaterThan(0);
    expect(paidA?.paidAt).not.toBeNull();

    const receipt = await onTenant(app(), tenant, {
      method: 'GET',
      url: buildPath(routes.paymentReceipt.path),
      query: { sessionId: session.id, lang: 'fr' },
    });
    expect(receipt.statusCode).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain('Loc Auto SAS');
    expect(text).toContain('FR40123456789');
    expect(text).toContain(`PAY-${plateA}`);
    expect(text).toContain(`PAY-${plateB}`);
    // Both vehicles, in the facts and on their rows, not the first plate alone.
    expect(text).toContain(`${plateA}, ${plateB}`);

    // The e-mail names them too: the company, its VAT number and the vehicles.
    const [mail] = await app()
      .database.db.select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'payment_receipt'),
          sql`${mailOutbox.payload}->>'paymentId' = ${session.id}`,
        ),
      );
    if (!mail) throw new Error('no receipt e-mail');
    const content = await app().services.mailRenderers.payment_receipt(mail);
    for (const expected of ['Loc Auto SAS', 'FR40123456789', `${plateA}, ${plateB}`]) {
      expect(content?.text).toContain(expected);
    }
  });

  it('answers another company’s trip as unknown (404)', async () => {
    expectError(
      await basket(renter, [{ idDossier: String(ids.others) }]),
      404,
      'payment_journeys_invalid',
    );
    expectError(
      await basket(other, [{ idDossier: String(ids.paid) }]),
      404,
      'payment_journeys_invalid',
    );
    expectError(
      await basket(renter, [{ idDossier: '99999999999' }]),
      404,
      'payment_journeys_invalid',
    );
  });

  it('refuses a paid trip, an OMP case, an ongoing id and a trip listed twice', async () => {
    for (const journeys of [
      [{ idDossier: String(ids.paid) }],
      [{ idDossier: String(ids.omp) }],
      [{ inProgressId: String(ids.omp) }],
      [{ idDossier: String(ids.omp) }, { idDossier: String(ids.omp) }],
    ]) {
      expectError(await basket(renter, journeys), 400, 'payment_journeys_invalid');
    }
    expectError(await basket(renter, []), 400, 'session_without_journeys');
  });

  it('never lets a renter prepay (unauthorized_prepayment)', async () => {
    const prepaid = { prepaymentJourney: { in: '34', out: '30', vehicleCategory: 1 } };
    expectError(await basket(renter, [prepaid]), 400, 'unauthorized_prepayment');
    expectError(
      await basket(renter, [{ idDossier: String(ids.omp) }, prepaid]),
      400,
      'unauthorized_prepayment',
    );
  });

  it('wants a lookup session from anyone but a renter', async () => {
    expectError(
      await basket(null, [{ idDossier: String(ids.noticeA) }]),
      403,
      'payment_session_invalid',
    );
  });
});
