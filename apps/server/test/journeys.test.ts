import { a79WholeRoadEast } from '@portico/contract/testing';
import {
  addParisDays,
  apiPrefix,
  type PassageInput,
  passageBatchResultSchema,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openPostgres } from '../src/db/drivers/postgres.ts';
import { runCompletionJob } from '../src/jobs/completion.ts';
import { runDunningJob } from '../src/jobs/dunning.ts';
import { applyDunningEvent } from '../src/modules/journeys/dunning-events.ts';
import { decodeDunningState, encodeDunningState } from '../src/modules/journeys/dunning-codec.ts';
import {
  findJourneys,
  type JourneyRow,
  lockPlates,
  updateJourney,
} from '../src/modules/journeys/repository.ts';
import { createJourneysService } from '../src/modules/journeys/service.ts';
import { defaultJourneySettings } from '../src/modules/journeys/settings.ts';
import { useApp } from './helpers/build-app.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';
import { trip } from './helpers/trips.ts';

const app = useApp();
const url = `${apiPrefix}${routes.ingestPassages.path}`;
const minute = 60_000;
const hour = 60 * minute;

/** A tenant of its own with the A79 road and a fresh key (helpers/road-tenant.ts). */
function roadsideTenant(db: Database): Promise<RoadTenant> {
  return createRoadTenant(db);
}

async function ingest(tenant: RoadTenant, items: readonly PassageInput[]) {
  const response = await app().inject({
    method: 'POST',
    url,
    headers: {
      [whitelabelHostHeader]: tenant.host,
      'content-type': 'application/json',
      'x-api-key': tenant.key,
    },
    payload: JSON.stringify({ passages: items }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return passageBatchResultSchema.parse(response.json());
}

const db = () => app().database.db;
const journeysOf = (tenant: RoadTenant) => findJourneys(db(), tenant.id);
const ofPlate = async (tenant: RoadTenant, plate: string) =>
  (await journeysOf(tenant)).filter((row) => row.plate === plate);

async function onlyJourney(tenant: RoadTenant, plate: string): Promise<JourneyRow> {
  const rows = await ofPlate(tenant, plate);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error('no journey');
  return row;
}

const march = new Date('2026-03-02T08:00:00Z');
const dunning = (tenant: RoadTenant, now: Date, batchSize?: number) =>
  runDunningJob(db(), now, { whitelabelId: tenant.id, batchSize });

describe('journeys from ingested passages', () => {
  it('builds priced journeys: the whole road class 1 costs 420, Le Montet to Montbeugny 220', async () => {
    const tenant = await roadsideTenant(db());
    await ingest(tenant, [
      ...trip('WHOLE1', a79WholeRoadEast, march),
      ...trip('SHORT1', ['le-montet-est', 'montbeugny-ouest'], march),
    ]);
    const whole = await onlyJourney(tenant, 'WHOLE1');
    expect(whole).toMatchObject({
      countryCode: 'FR',
      direction: 'east',
      inGate: '34',
      outGate: '23',
      status: 'TERMINE',
      completed: true,
      vehicleClass: 1,
      emissionTier: 'standard',
      ttcCents: 420,
      htCents: 350,
      tvaCents: 70,
      tvaRate: 20,
      tariffDate: '2026-03-02',
      tagPaidOnly: false,
      pricingError: null,
      billableGantries: a79WholeRoadEast,
      dunningKind: 'due',
      paymentLimit: null,
      pvNumber: null,
      indemnityCents: 0,
      frozen: false,
      nature: 'freeFlow',
      alreadyPaidCents: 0,
      paidAt: null,
    });
    expect(whole.passageIds).toHaveLength(6);
    const lastPassage = new Date(march.getTime() + 50 * minute);
    expect(whole.lastPassageAt).toEqual(lastPassage);
    expect(whole.deadline).toEqual(new Date(lastPassage.getTime() + 72 * hour));
    expect(whole.nextTransitionAt).toEqual(whole.deadline);
    expect(whole.key).toBe(`WHOLE1|FR|east|${whole.passageIds[0]}`);

    expect(await onlyJourney(tenant, 'SHORT1')).toMatchObject({
      inGate: '33',
      outGate: '29',
      ttcCents: 220,
    });
  });

  it('changes no journey when the batch is replayed', async () => {
    const tenant = await roadsideTenant(db());
    const batch = [
      ...trip('REPLAY1', a79WholeRoadEast.slice(0, 3), march),
      ...trip('REPLAY2', a79WholeRoadEast.slice(2), march),
    ];
    await ingest(tenant, batch);
    const before = await journeysOf(tenant);
    expect(before).toHaveLength(2);
    expect(await ingest(tenant, batch)).toMatchObject({ accepted: 0, duplicates: 7 });
    expect(await journeysOf(tenant)).toEqual(before);
  });

  it('reconciles a late passage that merges two journeys: one row left, priced as one trip', async () => {
    const tenant = await roadsideTenant(db());
    const [west, , east] = trip(
      'MERGE1',
      ['le-montet-ouest', 'le-montet-est', 'montbeugny-est'],
      march,
      {},
      60,
    );
    if (!west || !east) throw new Error('trip');
    // 08:00 and 10:00 are 120 minutes apart: two journeys until the 09:00 passage arrives.
    await ingest(tenant, [west, east]);
    const apart = await ofPlate(tenant, 'MERGE1');
    expect(apart.map((row) => row.ttcCents)).toEqual([20, 100]);

    const [, late] = trip('MERGE1', ['le-montet-ouest', 'le-montet-est'], march, {}, 60);
    if (!late) throw new Error('trip');
    await ingest(tenant, [late]);
    const merged = await onlyJourney(tenant, 'MERGE1');
    expect(merged.key).toBe(apart[0]?.key);
    expect(merged.passageIds).toEqual([west.passageId, late.passageId, east.passageId]);
    // Le Montet transit 1.00 + Montbeugny Est 1.00.
    expect(merged).toMatchObject({ ttcCents: 200, inGate: '34', outGate: '25' });
  });

  it('never makes tag-paid passages due', async () => {
    const tenant = await roadsideTenant(db());
    await ingest(tenant, trip('TAG1', a79WholeRoadEast.slice(0, 4), march, { tagPaid: true }));
    const tagged = await onlyJourney(tenant, 'TAG1');
    expect(tagged).toMatchObject({
      tagPaidOnly: true,
      ttcCents: 0,
      htCents: 0,
      tvaCents: 0,
      billableGantries: [],
      dunning: null,
      dunningKind: null,
      nextTransitionAt: null,
    });
    expect(tagged.tagPaidGantries).toHaveLength(4);
    await dunning(tenant, new Date('2027-01-01T00:00:00Z'));
    expect(await onlyJourney(tenant, 'TAG1')).toEqual(tagged);
  });

  it('stores a journey whose tariff is missing unpriced, without a running clock', async () => {
    const tenant = await roadsideTenant(db());
    // Before the first tariff's validity (2026-02-01): no price exists.
    await ingest(
      tenant,
      trip('OLD1', a79WholeRoadEast.slice(0, 2), new Date('2025-06-01T08:00:00Z')),
    );
    expect(await onlyJourney(tenant, 'OLD1')).toMatchObject({
      pricingError: expect.stringContaining('no tariff'),
      ttcCents: null,
      dunning: null,
      nextTransitionAt: null,
    });
  });
});

describe('completion job', () => {
  it('turns an ongoing journey TERMINE only after the quiet period', async () => {
    const tenant = await roadsideTenant(db());
    const journeys = createJourneysService(db());
    // Passages dated just now, so ingestion (real clock) sees the journey ongoing.
    const start = new Date(Date.now() - 20 * minute);
    await ingest(tenant, trip('LIVE1', ['le-montet-ouest', 'le-montet-est'], start));
    const ongoing = await onlyJourney(tenant, 'LIVE1');
    expect(ongoing).toMatchObject({ status: 'EN_COURS', completed: false, outGate: null });

    const quietEnd = ongoing.lastPassageAt.getTime() + 90 * minute;
    const complete = (now: number) =>
      runCompletionJob({ db: db(), journeys }, new Date(now), { whitelabelId: tenant.id });
    await complete(quietEnd);
    expect(await onlyJourney(tenant, 'LIVE1')).toEqual(ongoing);

    expect(await complete(quietEnd + 1)).toBe(1);
    const done = await onlyJourney(tenant, 'LIVE1');
    expect(done).toMatchObject({ status: 'TERMINE', completed: true, outGate: '30' });
    expect(done.key).toBe(ongoing.key);
    // Twice in a row: nothing left to complete, nothing changes.
    expect(await complete(quietEnd + 1)).toBe(0);
    expect(await onlyJourney(tenant, 'LIVE1')).toEqual(done);
  });
});

describe('dunning job', () => {
  it('issues notices at the deadline, the full indemnity after 15 days and the OMP after 60', async () => {
    const tenant = await roadsideTenant(db());
    const nextDay = new Date(march.getTime() + 24 * hour);
    await ingest(tenant, [
      ...trip('LATE1', ['le-montet-est', 'montbeugny-ouest'], march),
      ...trip('LATE1', ['le-montet-est', 'montbeugny-ouest'], nextDay),
    ]);
    const [first, second] = await ofPlate(tenant, 'LATE1');
    if (!first || !second) throw new Error('two journeys expected');
    const unchanged = async () => expect(await journeysOf(tenant)).toEqual(all);
    let all = await journeysOf(tenant);

    // Nothing before the deadline.
    expect(await dunning(tenant, new Date(first.deadline.getTime() - 1))).toMatchObject({
      updated: 0,
    });
    await unchanged();

    // The plate's first notice: PRIMO_DESIGNATED, no indemnity.
    const firstNotice = new Date(first.deadline.getTime() + 1);
    expect(await dunning(tenant, firstNotice)).toEqual({
      updated: 1,
      notices: 1,
      omp: 0,
      deferred: 0,
      noticeEmails: 0,
    });
    const noticed = await ofPlate(tenant, 'LATE1');
    expect(noticed[0]).toMatchObject({
      dunningKind: 'notice',
      paymentLimit: 'PRIMO_DESIGNATED',
      noticeDate: firstNotice,
      indemnityCents: 0,
      nature: 'latePayment',
      frozen: true,
      nextTransitionAt: addParisDays(firstNotice, 60),
    });
    const code = tenant.code.toUpperCase();
    expect(noticed[0]?.pvNumber).toBe(`${code}-2026-000001`);
    expect(noticed[0]?.dunning && decodeDunningState(noticed[0].dunning)).toMatchObject({
      stage: 'notice',
      pvNumber: `${code}-2026-000001`,
    });
    expect(noticed[1]).toMatchObject({ dunningKind: 'due', pvNumber: null });

    // Twice in a row: nothing changes.
    all = await journeysOf(tenant);
    expect(await dunning(tenant, firstNotice)).toEqual({
      updated: 0,
      notices: 0,
      omp: 0,
      deferred: 0,
      noticeEmails: 0,
    });
    await unchanged();

    // The second one: a later notice of the plate, BEFORE_OMP with the reduced indemnity.
    const secondNotice = new Date(second.deadline.getTime() + 1);
    expect(await dunning(tenant, secondNotice)).toMatchObject({ notices: 1 });
    const later = async () => {
      const row = (await ofPlate(tenant, 'LATE1'))[1];
      if (!row) throw new Error('second journey');
      return row;
    };
    expect(await later()).toMatchObject({
      paymentLimit: 'BEFORE_OMP',
      indemnityCents: 1000,
      pvNumber: `${code}-2026-000002`,
    });

    // 9000 cents from 15 Paris days after the notice, not before.
    const fullFrom = addParisDays(secondNotice, 15);
    all = await journeysOf(tenant);
    expect(await dunning(tenant, new Date(fullFrom.getTime() - 1))).toMatchObject({ updated: 0 });
    await unchanged();
    expect(await dunning(tenant, fullFrom)).toEqual({
      updated: 1,
      notices: 0,
      omp: 0,
      deferred: 0,
      noticeEmails: 0,
    });
    expect(await later()).toMatchObject({ paymentLimit: 'BEFORE_OMP', indemnityCents: 9000 });

    // OMP 60 days after each notice, not before.
    const firstOmp = addParisDays(firstNotice, 60);
    all = await journeysOf(tenant);
    expect(await dunning(tenant, new Date(firstOmp.getTime() - 1))).toMatchObject({ updated: 0 });
    await unchanged();
    expect(await dunning(tenant, firstOmp)).toEqual({
      updated: 1,
      notices: 0,
      omp: 1,
      deferred: 0,
      noticeEmails: 0,
    });
    const secondOmp = addParisDays(secondNotice, 60);
    expect(await dunning(tenant, new Date(secondOmp.getTime() - 1))).toMatchObject({
      updated: 0,
    });
    expect(await dunning(tenant, secondOmp)).toEqual({
      updated: 1,
      notices: 0,
      omp: 1,
      deferred: 0,
      noticeEmails: 0,
    });
    const [omp1, omp2] = await ofPlate(tenant, 'LATE1');
    expect(omp1).toMatchObject({ paymentLimit: 'OMP', indemnityCents: 0, nextTransitionAt: null });
    expect(omp2).toMatchObject({
      paymentLimit: 'OMP',
      indemnityCents: 9000,
      pvNumber: `${code}-2026-000002`,
      nextTransitionAt: null,
    });
    all = await journeysOf(tenant);
    expect(await dunning(tenant, new Date('2028-01-01T00:00:00Z'))).toMatchObject({ updated: 0 });
    await unchanged();
  });

  it('keeps an escalated journey and its passages out of later rebuilds', async () => {
    const tenant = await roadsideTenant(db());
    const [a, b] = trip('FROZEN1', ['le-montet-ouest', 'le-montet-est', 'montbeugny-ouest'], march);
    if (!a || !b) throw new Error('trip');
    await ingest(tenant, [a]);
    const due = await onlyJourney(tenant, 'FROZEN1');
    await dunning(tenant, new Date(due.deadline.getTime() + 1));
    const noticed = await onlyJourney(tenant, 'FROZEN1');
    // A passage that would have extended it arrives late: it makes its own journey.
    await ingest(tenant, [b]);
    const rows = await ofPlate(tenant, 'FROZEN1');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(noticed);
    expect(rows[1]?.passageIds).toEqual([b.passageId]);
  });

  it('never escalates a paid journey', async () => {
    const tenant = await roadsideTenant(db());
    await ingest(tenant, trip('PAID1', a79WholeRoadEast, march));
    const journey = await onlyJourney(tenant, 'PAID1');
    if (!journey.dunning) throw new Error('no dunning state');
    const paidAt = new Date(journey.deadline.getTime() - hour);
    const paid = applyDunningEvent(
      decodeDunningState(journey.dunning),
      { type: 'paid' },
      paidAt,
      defaultJourneySettings,
    );
    await updateJourney(db(), journey.id, {
      dunning: encodeDunningState(paid),
      dunningKind: paid.stage,
      paidAt,
      frozen: true,
      nextTransitionAt: null,
    });
    const stored = await onlyJourney(tenant, 'PAID1');
    for (const now of ['2026-03-06T00:00:00Z', '2026-06-01T00:00:00Z', '2027-01-01T00:00:00Z']) {
      expect(await dunning(tenant, new Date(now))).toMatchObject({ updated: 0 });
    }
    expect(await onlyJourney(tenant, 'PAID1')).toEqual(stored);
  });

  it('transitions each journey once with distinct pv numbers when two runs race', async () => {
    const tenant = await roadsideTenant(db());
    const plates = Array.from({ length: 7 }, (_, index) => `RACE${index}`);
    await ingest(
      tenant,
      plates.flatMap((plate) => trip(plate, ['le-montet-est', 'montbeugny-ouest'], march)),
    );
    const now = new Date('2026-03-10T00:00:00Z');
    const url = process.env.DATABASE_URL;
    let results;
    if (url) {
      // Two instances: two pools on the real PostgreSQL, in parallel.
      const [one, two] = await Promise.all([openPostgres(url), openPostgres(url)]);
      try {
        results = await Promise.all([
          runDunningJob(one.db, now, { whitelabelId: tenant.id, batchSize: 2 }),
          runDunningJob(two.db, now, { whitelabelId: tenant.id, batchSize: 2 }),
        ]);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    } else {
      // PGlite has a single connection: one run after the other is the closest it gets.
      results = [
        await runDunningJob(db(), now, { whitelabelId: tenant.id, batchSize: 2 }),
        await runDunningJob(db(), now, { whitelabelId: tenant.id, batchSize: 2 }),
      ];
    }
    expect(results.reduce((sum, result) => sum + result.notices, 0)).toBe(plates.length);
    const rows = await journeysOf(tenant);
    expect(rows.map((row) => row.paymentLimit)).toEqual(plates.map(() => 'PRIMO_DESIGNATED'));
    const pvNumbers = new Set(rows.map((row) => row.pvNumber));
    expect(pvNumbers.size).toBe(plates.length);
    expect(pvNumbers.has(null)).toBe(false);
  });

  // PGlite has one connection, whose advisory locks are re-entrant: only PostgreSQL can hold a
  // plate on another connection.
  it.skipIf(!process.env.DATABASE_URL)(
    'leaves a notice for the next run while another connection holds the plate',
    async () => {
      const tenant = await roadsideTenant(db());
      await ingest(tenant, trip('HELD1', ['le-montet-est', 'montbeugny-ouest'], march));
      const due = await onlyJourney(tenant, 'HELD1');
      const now = new Date(due.deadline.getTime() + 1);
      const other = await openPostgres(process.env.DATABASE_URL ?? '');
      try {
        await other.db.transaction(async (tx) => {
          await lockPlates(tx, tenant.id, [{ plate: 'HELD1', countryCode: 'FR' }]);
          expect(await dunning(tenant, now)).toEqual({
            updated: 0,
            notices: 0,
            omp: 0,
            deferred: 1,
            noticeEmails: 0,
          });
        });
      } finally {
        await other.close();
      }
      expect(await onlyJourney(tenant, 'HELD1')).toEqual(due);
      expect(await dunning(tenant, now)).toMatchObject({ notices: 1, deferred: 0 });
      expect(await onlyJourney(tenant, 'HELD1')).toMatchObject({
        paymentLimit: 'PRIMO_DESIGNATED',
      });
    },
  );
});
