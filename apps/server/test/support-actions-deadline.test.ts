import { a79WholeRoadEast } from '@portico/contract/testing';
import { describe, expect, it } from 'vitest';
import { runDunningJob } from '../src/jobs/dunning.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { testConfig } from './helpers/config.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import { freshPlate } from './helpers/payments.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';
import {
  auditTrail,
  ingestPassages,
  lookUpPlate,
  payAllTrips,
  supportDesk,
  type SupportDesk,
} from './helpers/support-desk.ts';
import { trip } from './helpers/trips.ts';

/**
 * Extending a trip's deadline (issue 28 item 7): the driver's lookup shows the new one, the
 * dunning job waits for it, a rebuild keeps it; a notice's transmission to the prosecutor moves
 * the same way.
 */
const config = unlimitedConfig(testConfig({ publicOrigin: 'https://portal.test.example' }));
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
let now = new Date();
const app = useApp(config, { clock: () => now });
const reason = 'The driver was in hospital, papers seen';

async function dueTrip() {
  const desk = await supportDesk(app(), now);
  const plate = freshPlate('DL');
  await ingestPassages(
    app(),
    desk.road,
    trip(plate, a79WholeRoadEast, new Date(now.getTime() - 3 * hour)),
  );
  const [journey] = (await lookUpPlate(app(), config, desk.road, plate)).journeys;
  if (!journey?.deadline) throw new Error('no due trip');
  return { desk, plate, id: journey.id, deadline: new Date(journey.deadline) };
}

const extend = (desk: { call: SupportDesk['call'] }, id: string, body: unknown) =>
  desk.call('POST', 'extendDeadline', { params: { journeyId: id }, body });

const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

describe('POST /operator/journeys/:journeyId/deadline', () => {
  it('moves the 72-hour deadline: the lookup shows it, the dunning job waits, a rebuild keeps it', async () => {
    const { desk, plate, id, deadline } = await dueTrip();
    const until = later(deadline, 2 * day);
    const answer = await extend(desk, id, { until: until.toISOString(), reason });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id, stage: 'due', deadline: until.toISOString() });

    const [shown] = (await lookUpPlate(app(), config, desk.road, plate)).journeys;
    expect(shown?.deadline).toBe(until.toISOString());
    const [row] = await plateJourneys(app().database.db, desk.road.id, plate);
    expect(row?.nextTransitionAt?.toISOString()).toBe(until.toISOString());

    // Another trip of the plate rebuilds its journeys: the extension stays.
    await ingestPassages(app(), desk.road, trip(plate, a79WholeRoadEast, later(now, -hour)));
    const db = app().database.db;
    await runDunningJob(db, later(deadline, hour), { whitelabelId: desk.road.id });
    const waited = await plateJourneys(db, desk.road.id, plate);
    expect(waited[0]).toMatchObject({ dunningKind: 'due', pvNumber: null });
    expect(waited[0]?.nextTransitionAt?.toISOString()).toBe(until.toISOString());
    await runDunningJob(db, later(until, minute), { whitelabelId: desk.road.id });
    expect((await plateJourneys(db, desk.road.id, plate))[0]).toMatchObject({
      dunningKind: 'notice',
    });

    const [event] = await auditTrail(app(), desk.road.id, 'deadlines.extend');
    expect(event).toMatchObject({
      staffId: desk.memberId,
      targetType: 'journey',
      targetId: id,
      reason,
      before: { deadline: deadline.toISOString() },
      after: { deadline: until.toISOString() },
    });
  });

  it('moves a notice\u2019s transmission to the prosecutor', async () => {
    const { desk, plate, id, deadline } = await dueTrip();
    await runDunningJob(app().database.db, later(deadline, minute), { whitelabelId: desk.road.id });
    const [notice] = (await lookUpPlate(app(), config, desk.road, plate)).journeys;
    expect(notice?.paymentLimit).toBe('PRIMO_DESIGNATED');
    const omp = new Date(notice?.deadline ?? '');
    const until = later(omp, 10 * day);
    const answer = await extend(desk, id, { until: until.toISOString(), reason });
    expect(answer.statusCode, answer.body).toBe(200);
    const [shown] = (await lookUpPlate(app(), config, desk.road, plate)).journeys;
    expect(shown?.deadline).toBe(until.toISOString());
  });

  it('refuses an earlier date, more than 60 days, a paid trip; no fresh check needed', async () => {
    const { desk, plate, id, deadline } = await dueTrip();
    for (const until of [later(deadline, -hour), deadline, later(deadline, 60 * day + 1000)]) {
      expectError(
        await extend(desk, id, { until: until.toISOString(), reason }),
        400,
        'deadline_extension_invalid',
      );
    }
    // An ordinary action: a session older than five minutes may still do it.
    const started = now;
    try {
      now = later(started, 10 * minute);
      const answer = await extend(desk, id, {
        until: later(deadline, 60 * day).toISOString(),
        reason,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    } finally {
      now = started;
    }
    await payAllTrips(app(), config, desk.road, plate);
    expectError(
      await extend(desk, id, { until: later(deadline, 61 * day).toISOString(), reason }),
      409,
      'deadline_not_extendable',
    );
    expect(await auditTrail(app(), desk.road.id, 'deadlines.extend')).toHaveLength(1);
  });

  it('answers 403 to a content editor, 404 to another white-label, 400 without a reason', async () => {
    const { desk, id, deadline } = await dueTrip();
    const until = later(deadline, day).toISOString();
    expectError(
      await extend(await signedInStaff(app(), now, ['content']), id, { until, reason }),
      403,
      'forbidden',
    );
    expectError(
      await extend(await supportDesk(app(), now), id, { until, reason }),
      404,
      'journey_not_found',
    );
    expectError(await extend(desk, id, { until }), 400, 'invalid_request');
    expectError(await extend(desk, id, { until: 'tomorrow', reason }), 400, 'invalid_request');
    for (const id of ['abc', '0', '2147483648']) {
      expectError(await extend(desk, id, { until, reason }), 400, 'invalid_request');
    }
    expectError(await extend(desk, '2147483647', { until, reason }), 404, 'journey_not_found');
  });
});
