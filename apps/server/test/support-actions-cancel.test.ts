import { a79WholeRoadEast } from '@portico/contract/testing';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { runDunningJob } from '../src/jobs/dunning.ts';
import { payments } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { testConfig } from './helpers/config.ts';
import {
  allJourneysBasket,
  freshPlate,
  onTenant,
  payboxSuccessUrl,
  plateSession,
} from './helpers/payments.ts';
import { startCardPayment } from './helpers/card-browser.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';
import {
  auditTrail,
  ingestPassages,
  lookUpPlate,
  payAllTrips,
  supportDesk,
} from './helpers/support-desk.ts';
import { trip } from './helpers/trips.ts';

/**
 * Cancelling a trip read in error (issue 28 item 7), through the real ingestion, console and
 * public portal: the trip leaves the driver's lookup and basket, escalation stops, later
 * rebuilds never bring it back, and the staff see who cancelled it and why.
 */
/** The portal's origin: https, so the staff's calls from https://{host} are its own. */
const config = unlimitedConfig(testConfig({ publicOrigin: 'https://portal.test.example' }));
const hour = 3_600_000;
let now = new Date();
const app = useApp(config, { clock: () => now });
const reason = 'Misread plate: the camera read a B for an 8';

async function agentWithTrips(trips = 1) {
  const desk = await supportDesk(app(), now);
  const plate = freshPlate('CX');
  for (let index = 0; index < trips; index += 1) {
    const start = new Date(now.getTime() - (3 + 3 * index) * hour);
    await ingestPassages(app(), desk.road, trip(plate, a79WholeRoadEast, start));
  }
  const journeys = await plateJourneys(app().database.db, desk.road.id, plate);
  expect(journeys).toHaveLength(trips);
  return { desk, plate, journeys };
}

const cancel = (
  desk: { call: Awaited<ReturnType<typeof supportDesk>>['call'] },
  id: number,
  body: unknown = { reason },
) => desk.call('POST', 'cancelJourney', { params: { journeyId: String(id) }, body });

describe('POST /operator/journeys/:journeyId/cancel', () => {
  it('takes the trip out of the driver\u2019s lookup and basket, and keeps who and why', async () => {
    const { desk, plate, journeys } = await agentWithTrips(2);
    const [older, newer] = journeys;
    if (!older || !newer) throw new Error('no trips');
    expect((await lookUpPlate(app(), config, desk.road, plate)).journeys).toHaveLength(2);

    const answer = await cancel(desk, newer.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      id: String(newer.id),
      plate,
      countryCode: 'FR',
      stage: 'cancelled',
      deadline: null,
      cancellation: { at: now.toISOString(), by: desk.memberId, reason },
    });

    const lookup = await lookUpPlate(app(), config, desk.road, plate);
    expect(lookup.journeys.map((journey) => journey.id)).toEqual([String(older.id)]);
    // The basket of every owed trip prices the other one alone (4.20 EUR for the whole road).
    const basket = await allJourneysBasket(
      app(),
      desk.road,
      plateSession(config, desk.road.id, plate, now),
    );
    expect(basket.amount).toBe(420);

    const [event, ...more] = await auditTrail(app(), desk.road.id, 'trips.cancel');
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      staffId: desk.memberId,
      staffName: 'Sam Support',
      targetType: 'journey',
      targetId: String(newer.id),
      reason,
      before: { stage: 'due', cancellation: null },
      after: { stage: 'cancelled', cancellation: { by: desk.memberId, reason } },
    });
  });

  it('stops escalation: no notice when the 72 hours are over, and a rebuild does not revive it', async () => {
    const { desk, plate, journeys } = await agentWithTrips(1);
    const [journey] = journeys;
    if (!journey) throw new Error('no trip');
    expect((await cancel(desk, journey.id)).statusCode).toBe(200);

    await runDunningJob(app().database.db, new Date(now.getTime() + 5 * 24 * hour), {
      whitelabelId: desk.road.id,
    });
    // A new passage of the plate rebuilds its journeys: the cancelled one stays as it is.
    await ingestPassages(
      app(),
      desk.road,
      trip(plate, a79WholeRoadEast, new Date(now.getTime() - hour)),
    );
    const rows = await plateJourneys(app().database.db, desk.road.id, plate);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: journey.id,
      dunningKind: 'cancelled',
      pvNumber: null,
      nextTransitionAt: null,
      frozen: true,
      cancelReason: reason,
      cancelledBy: desk.memberId,
    });
    expect(rows[1]).toMatchObject({ dunningKind: 'due' });
    const lookup = await lookUpPlate(app(), config, desk.road, plate);
    expect(lookup.journeys.map((trip) => trip.id)).toEqual([String(rows[1]?.id)]);
  });

  it('refuses a paid trip, a cancelled one, and writes no audit event for a refusal', async () => {
    const { desk, plate, journeys } = await agentWithTrips(1);
    const [journey] = journeys;
    if (!journey) throw new Error('no trip');
    await payAllTrips(app(), config, desk.road, plate);
    expectError(await cancel(desk, journey.id), 409, 'journey_already_paid');

    const other = await agentWithTrips(1);
    const [due] = other.journeys;
    if (!due) throw new Error('no trip');
    expect((await cancel(other.desk, due.id)).statusCode).toBe(200);
    expectError(await cancel(other.desk, due.id), 409, 'journey_not_cancellable');
    // Still on the road (two gantries, the last ten minutes ago): it may yet become another trip.
    const ongoing = freshPlate('CO');
    const start = new Date(now.getTime() - 20 * 60_000);
    await ingestPassages(
      app(),
      other.desk.road,
      trip(ongoing, a79WholeRoadEast.slice(0, 2), start),
    );
    const [road] = await plateJourneys(app().database.db, other.desk.road.id, ongoing);
    expect(road?.status).toBe('EN_COURS');
    expectError(await cancel(other.desk, road?.id ?? 0), 409, 'journey_not_cancellable');
    expect(await auditTrail(app(), desk.road.id, 'trips.cancel')).toEqual([]);
    expect(await auditTrail(app(), other.desk.road.id, 'trips.cancel')).toHaveLength(1);
  });

  it('flags refund_due when a payment started before the cancellation is confirmed after it', async () => {
    const { desk, plate, journeys } = await agentWithTrips(1);
    const [journey] = journeys;
    if (!journey) throw new Error('no trip');
    const basket = await allJourneysBasket(
      app(),
      desk.road,
      plateSession(config, desk.road.id, plate, now),
    );
    await startCardPayment(app(), desk.road, basket.id);
    expect((await cancel(desk, journey.id)).statusCode).toBe(200);
    const [pending] = await app()
      .database.db.select()
      .from(payments)
      .where(eq(payments.id, basket.id));
    const notified = await onTenant(app(), desk.road, {
      method: 'GET',
      url: payboxSuccessUrl(pending?.reference ?? '', basket.amount),
    });
    expect(notified.statusCode, notified.body).toBe(200);
    const [settled] = await app()
      .database.db.select()
      .from(payments)
      .where(eq(payments.id, basket.id));
    expect(settled?.refundDue).toBe(true);
    expect((await plateJourneys(app().database.db, desk.road.id, plate))[0]).toMatchObject({
      dunningKind: 'cancelled',
      paymentId: null,
    });
  });

  it('answers 404 for another white-label\u2019s trip and 400 without a reason', async () => {
    const { journeys } = await agentWithTrips(1);
    const [journey] = journeys;
    if (!journey) throw new Error('no trip');
    const stranger = await supportDesk(app(), now);
    expectError(await cancel(stranger, journey.id), 404, 'journey_not_found');
    expectError(await cancel(stranger, 999_999_999), 404, 'journey_not_found');
    const { desk } = await agentWithTrips(0);
    for (const body of [
      {},
      { reason: 'no' },
      { reason: 'bad\u0007text' },
      { reason: 'x'.repeat(501) },
    ]) {
      expectError(await cancel(desk, journey.id, body), 400, 'invalid_request');
    }
  });

  it('wants the agent\u2019s role and a passkey check within five minutes', async () => {
    const { journeys } = await agentWithTrips(1);
    const [journey] = journeys;
    if (!journey) throw new Error('no trip');
    const editor = await signedInStaff(app(), now, ['content']);
    expectError(await cancel(editor, journey.id), 403, 'forbidden');

    const { desk, journeys: own } = await agentWithTrips(1);
    const started = now;
    try {
      now = new Date(started.getTime() + 5 * 60_000 + 1);
      expectError(await cancel(desk, own[0]?.id ?? 0), 403, 'fresh_check_required');
    } finally {
      now = started;
    }
    expect(await auditTrail(app(), desk.road.id, 'trips.cancel')).toEqual([]);
  });
});
