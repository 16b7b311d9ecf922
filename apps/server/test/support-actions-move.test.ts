import { a79WholeRoadEast } from '@portico/contract/testing';
import { describe, expect, it } from 'vitest';
import { runDunningJob } from '../src/jobs/dunning.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { testConfig } from './helpers/config.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import { passagesNotInOneJourney } from './helpers/passage-journeys.ts';
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
 * Moving passages read from a wrong plate to the right one (issue 28 item 7): one transaction
 * moves them and rebuilds both plates' trips with the real builder and prices; the public lookup
 * shows the result. A trip already paid or noticed keeps its passages.
 */
const config = unlimitedConfig(testConfig({ publicOrigin: 'https://portal.test.example' }));
const hour = 3_600_000;
const minute = 60_000;
let now = new Date();
const app = useApp(config, { clock: () => now });
const reason = 'The camera at Montbeugny Est misread the plate';

/**
 * A car crossed the whole road eastbound; the cameras read its plate right on the first three
 * gantries and wrong on the last three: two trips of two plates instead of one.
 */
async function misreadTrip(desk: SupportDesk) {
  const right = freshPlate('RT');
  const wrong = freshPlate('WR');
  const start = new Date(now.getTime() - 4 * hour);
  const first = trip(right, a79WholeRoadEast.slice(0, 3), start);
  const last = trip(wrong, a79WholeRoadEast.slice(3), new Date(start.getTime() + 30 * minute));
  await ingestPassages(app(), desk.road, [...first, ...last]);
  return { right, wrong, movedIds: last.map((passage) => passage.passageId) };
}

const move = (desk: { call: SupportDesk['call'] }, body: unknown) =>
  desk.call('POST', 'movePassages', { body });

describe('POST /operator/passages/move', () => {
  it('gives the passages the right plate and rebuilds both plates\u2019 trips, priced', async () => {
    const desk = await supportDesk(app(), now);
    const { right, wrong, movedIds } = await misreadTrip(desk);
    const before = await lookUpPlate(app(), config, desk.road, right);
    expect(before.journeys).toHaveLength(1);
    expect(before.journeys[0]?.ttcPrice).toBeLessThan(420);
    expect((await lookUpPlate(app(), config, desk.road, wrong)).journeys).toHaveLength(1);

    const answer = await move(desk, {
      passageIds: movedIds,
      toPlate: right,
      toCountry: 'FR',
      reason,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      moved: 3,
      fromPlates: [{ plate: wrong, countryCode: 'FR' }],
      toPlate: { plate: right, countryCode: 'FR' },
    });

    // One whole-road trip of the right plate: 4.20 EUR for a car (three transits).
    const after = await lookUpPlate(app(), config, desk.road, right);
    expect(after.journeys).toHaveLength(1);
    expect(after.journeys[0]).toMatchObject({
      in: { id: '34' },
      out: { id: '23' },
      ttcPrice: 420,
    });
    expect((await lookUpPlate(app(), config, desk.road, wrong)).journeys).toEqual([]);
    expect(await plateJourneys(app().database.db, desk.road.id, wrong)).toEqual([]);
    expect(await passagesNotInOneJourney(app().database.db, desk.road.id)).toEqual([]);

    const [event, ...more] = await auditTrail(app(), desk.road.id, 'passages.move');
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      staffId: desk.memberId,
      targetType: 'plate',
      targetId: `${right}|FR`,
      reason,
      before: { plates: [{ plate: wrong, countryCode: 'FR' }], passageIds: movedIds },
      after: { plate: { plate: right, countryCode: 'FR' }, passageIds: movedIds },
    });
  });

  it('refuses to take passages out of a paid trip, and changes nothing', async () => {
    const desk = await supportDesk(app(), now);
    const { right, wrong, movedIds } = await misreadTrip(desk);
    await payAllTrips(app(), config, desk.road, wrong);
    expectError(
      await move(desk, { passageIds: movedIds, toPlate: right, toCountry: 'FR', reason }),
      409,
      'passages_not_movable',
    );
    // Nor onto the plate they already have.
    const [own] = await plateJourneys(app().database.db, desk.road.id, right);
    expectError(
      await move(desk, {
        passageIds: own?.passageIds ?? [],
        toPlate: right,
        toCountry: 'FR',
        reason,
      }),
      409,
      'passages_not_movable',
    );
    expect(await plateJourneys(app().database.db, desk.road.id, wrong)).toHaveLength(1);
    expect(await auditTrail(app(), desk.road.id, 'passages.move')).toEqual([]);
  });

  it('refuses to take passages out of a noticed trip', async () => {
    const desk = await supportDesk(app(), now);
    const { right, movedIds } = await misreadTrip(desk);
    // Four days later, unpaid: the dunning job has issued both trips' notices.
    await runDunningJob(app().database.db, new Date(now.getTime() + 4 * 24 * hour), {
      whitelabelId: desk.road.id,
    });
    expectError(
      await move(desk, { passageIds: movedIds, toPlate: right, toCountry: 'FR', reason }),
      409,
      'passages_not_movable',
    );
  });

  it('answers 404 for another white-label\u2019s passages and 400 for a bad body', async () => {
    const owner = await supportDesk(app(), now);
    const { right, movedIds } = await misreadTrip(owner);
    const stranger = await supportDesk(app(), now);
    expectError(
      await move(stranger, { passageIds: movedIds, toPlate: right, toCountry: 'FR', reason }),
      404,
      'passage_not_found',
    );
    const good = { passageIds: movedIds, toPlate: right, toCountry: 'FR', reason };
    for (const body of [
      { ...good, reason: undefined },
      { ...good, passageIds: [] },
      { ...good, passageIds: Array.from({ length: 201 }, (_, index) => `p-${index}`) },
      { ...good, toPlate: '!' },
      { ...good, toCountry: 'fr' },
    ]) {
      expectError(await move(owner, body), 400, 'invalid_request');
    }
  });

  it('wants the agent\u2019s role and a passkey check within five minutes', async () => {
    const desk = await supportDesk(app(), now);
    const { right, movedIds } = await misreadTrip(desk);
    const body = { passageIds: movedIds, toPlate: right, toCountry: 'FR', reason };
    expectError(await move(await signedInStaff(app(), now, ['finance']), body), 403, 'forbidden');
    const started = now;
    try {
      now = new Date(started.getTime() + 5 * minute + 1);
      expectError(await move(desk, body), 403, 'fresh_check_required');
    } finally {
      now = started;
    }
    expect(await auditTrail(app(), desk.road.id, 'passages.move')).toEqual([]);
  });
});
