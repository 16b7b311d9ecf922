import {
  apiPrefix,
  type DeadlineMessage,
  deadlineMessage,
  journeySetSchema,
  type PassageInput,
  type PaymentLimit,
  routes,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { payments, vehicleRegistry } from '../src/db/schema/index.ts';
import { a79GantryPairs, a79Gantries, a79Gates, a79Tariffs } from '../src/db/seed/demo-road.ts';
import { seedRoad } from '../src/db/seed/seed-road.ts';
import { type DemoPlateKey, demoPlates, storedPlate } from '../src/demo/plates.ts';
import { findVehicleJourneys } from '../src/demo/repository.ts';
import { seedDemoTrips } from '../src/demo/seed-demo-trips.ts';
import { deadlineAt, indemnityAt } from '../src/modules/journeys/dunning.ts';
import { decodeDunningState } from '../src/modules/journeys/dunning-codec.ts';
import type { JourneyRow } from '../src/modules/journeys/repository.ts';
import { createJourneysService } from '../src/modules/journeys/service.ts';
import { defaultJourneySettings } from '../src/modules/journeys/settings.ts';
import { createPassagesService } from '../src/modules/passages/service.ts';
import { useApp } from './helpers/build-app.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { testConfig } from './helpers/config.ts';
import { createTenant } from './helpers/factories.ts';

const app = useApp();
const db = () => app().database.db;

/** A tenant of its own with the A79 road: the demo trips go there, at clocks the tests choose. */
async function roadTenant(database: Database): Promise<number> {
  const tenant = await createTenant(database);
  await seedRoad(database, tenant.id, {
    gates: a79Gates,
    gantryPairs: a79GantryPairs,
    gantries: a79Gantries,
    tariffs: a79Tariffs,
  });
  return tenant.id;
}

/** What a visitor sees of a journey at `now`, as the lookups compute it from the stored state. */
interface Seen {
  status: JourneyRow['status'];
  stage: JourneyRow['dunningKind'];
  paymentLimit: PaymentLimit | null;
  ttcCents: number | null;
  indemnityCents: number | null;
  message: DeadlineMessage | null;
}

function seen(row: JourneyRow, now: Date): Seen {
  const state = row.dunning ? decodeDunningState(row.dunning) : null;
  const deadline = state ? deadlineAt(state, now, defaultJourneySettings) : null;
  return {
    status: row.status,
    stage: row.dunningKind,
    paymentLimit: row.paymentLimit,
    ttcCents: row.ttcCents,
    indemnityCents: state ? indemnityAt(state, now, defaultJourneySettings) : null,
    message: state
      ? deadlineMessage(
          {
            paymentLimit: row.paymentLimit,
            caseOrigin: row.caseOrigin,
            deadline: deadline?.toISOString() ?? null,
          },
          now,
        )
      : null,
  };
}

async function journeysOf(tenantId: number, key: DemoPlateKey): Promise<JourneyRow[]> {
  const demo = demoPlates[key];
  return findVehicleJourneys(db(), tenantId, {
    plate: storedPlate(demo.display),
    countryCode: demo.countryCode,
  });
}

const due = (
  ttcCents: number,
  message: DeadlineMessage,
  status: JourneyRow['status'] = 'TERMINE',
): Seen => ({
  status,
  stage: 'due',
  paymentLimit: null,
  ttcCents,
  indemnityCents: 0,
  message,
});
const daysBeforeSurcharge = (days: number): DeadlineMessage => ({
  key: 'daysBeforeSurcharge',
  days,
  tone: days === 1 ? 'red' : 'green',
});
const notice = (
  paymentLimit: 'PRIMO_DESIGNATED' | 'BEFORE_OMP',
  ttcCents: number,
  indemnityCents: number,
  days: number,
): Seen => ({
  status: 'TERMINE',
  stage: 'notice',
  paymentLimit,
  ttcCents,
  indemnityCents,
  message:
    paymentLimit === 'BEFORE_OMP'
      ? { key: 'daysBeforeOmp', days, tone: 'green' }
      : daysBeforeSurcharge(days),
});

/** The README's promises, at noon in Paris. */
const promised: Record<DemoPlateKey, Seen[]> = {
  dueThreeDays: [due(420, daysBeforeSurcharge(3))],
  dueTwoDays: [due(220, daysBeforeSurcharge(2))],
  dueOneDay: [due(240, daysBeforeSurcharge(1))],
  dueLastDay: [due(640, { key: 'lastDayBeforeSurcharge', tone: 'red' })],
  ongoing: [due(110, daysBeforeSurcharge(3), 'EN_COURS')],
  completed: [due(320, daysBeforeSurcharge(2))],
  heavy: [due(1920, daysBeforeSurcharge(2))],
  electric: [due(320, daysBeforeSurcharge(2))],
  noticeReducedIndemnity: [
    notice('PRIMO_DESIGNATED', 290, 0, 23),
    notice('BEFORE_OMP', 420, 1000, 57),
  ],
  noticeFullIndemnity: [
    notice('PRIMO_DESIGNATED', 420, 0, 18),
    notice('BEFORE_OMP', 320, 9000, 38),
  ],
  firstOffence: [notice('PRIMO_DESIGNATED', 420, 0, 53)],
  omp: [
    {
      status: 'TERMINE',
      stage: 'omp',
      paymentLimit: 'OMP',
      ttcCents: 420,
      indemnityCents: 0,
      message: { key: 'omp' },
    },
  ],
  paid: [
    {
      status: 'TERMINE',
      stage: 'paid',
      paymentLimit: null,
      ttcCents: 420,
      indemnityCents: 0,
      message: null,
    },
  ],
  tagPaid: [
    {
      status: 'TERMINE',
      stage: null,
      paymentLimit: null,
      ttcCents: 0,
      indemnityCents: null,
      message: null,
    },
  ],
  noTrips: [],
  cnp: [
    {
      status: 'TERMINE',
      stage: 'infraction',
      paymentLimit: 'INFRACTION',
      ttcCents: 420,
      indemnityCents: 1000,
      message: daysBeforeSurcharge(51),
    },
  ],
  iris: [
    {
      status: 'TERMINE',
      stage: 'imported',
      paymentLimit: 'IRIS',
      ttcCents: 420,
      indemnityCents: 9000,
      message: { key: 'late', tone: 'red' },
    },
  ],
  foreign: [due(420, daysBeforeSurcharge(2))],
};

const keys = Object.keys(demoPlates) as DemoPlateKey[];

describe('demo trips', () => {
  const noon = new Date('2026-11-20T11:00:00Z');

  it('gives each demo plate the state the README promises', async () => {
    const tenantId = await roadTenant(db());
    expect(await seedDemoTrips(db(), { now: noon, whitelabelId: tenantId })).toMatchObject({
      seeded: true,
    });
    for (const key of keys) {
      const rows = await journeysOf(tenantId, key);
      expect({ key, seen: rows.map((row) => seen(row, noon)) }).toEqual({
        key,
        seen: promised[key],
      });
    }
    const [omp] = await journeysOf(tenantId, 'omp');
    expect(omp?.pvNumber).toMatch(/^T-[0-9A-F]+-2026-\d{6}$/i);
    const [paid] = await journeysOf(tenantId, 'paid');
    expect(paid).toMatchObject({ frozen: true, alreadyPaidCents: 420, nextTransitionAt: null });
    // Paid through a real payment: its row, its line, settled by the payments' settlement.
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.id, paid?.paymentId ?? ''));
    expect(payment).toMatchObject({ status: 'SUCCEED', amountCents: 420, method: 'CREDIT_CARD' });
    const [heavy] = await journeysOf(tenantId, 'heavy');
    expect(heavy).toMatchObject({ vehicleClass: 4, emissionTier: 'euro5' });
    const [electric] = await journeysOf(tenantId, 'electric');
    expect(electric).toMatchObject({ vehicleClass: 1, emissionTier: 'low_emission' });
    const [completed] = await journeysOf(tenantId, 'completed');
    expect(completed?.gantries).toHaveLength(4);
    const [ongoing] = await journeysOf(tenantId, 'ongoing');
    expect(ongoing).toMatchObject({ completed: false, outGate: null });
    const [cnp] = await journeysOf(tenantId, 'cnp');
    expect(cnp).toMatchObject({
      nature: 'nonPaymentDeclaration',
      ticketNumber: demoPlates.cnp.cases[0].caseNumber,
    });
    const [iris] = await journeysOf(tenantId, 'iris');
    expect(iris).toMatchObject({
      nature: 'latePayment',
      caseOrigin: 'IRIS',
      pvNumber: demoPlates.iris.cases[0].caseNumber,
    });
    const [tagPaid] = await journeysOf(tenantId, 'tagPaid');
    expect(tagPaid).toMatchObject({ tagPaidOnly: true, dunning: null });
  });

  it.each([
    ['just after midnight', '2026-11-19T23:10:00Z'],
    ['late in the evening', '2026-11-20T22:40:00Z'],
    ['in summer time', '2026-07-01T05:00:00Z'],
  ])('counts 3, 2, 1 days and the last day whatever the hour: %s', async (_label, at) => {
    const tenantId = await roadTenant(db());
    const now = new Date(at);
    await seedDemoTrips(db(), { now, whitelabelId: tenantId });
    const messages = await Promise.all(
      (['dueThreeDays', 'dueTwoDays', 'dueOneDay', 'dueLastDay'] as const).map(async (key) => {
        const rows = await journeysOf(tenantId, key);
        return rows.map((row) => seen(row, now).message);
      }),
    );
    expect(messages).toEqual([
      [daysBeforeSurcharge(3)],
      [daysBeforeSurcharge(2)],
      [daysBeforeSurcharge(1)],
      [{ key: 'lastDayBeforeSurcharge', tone: 'red' }],
    ]);
  });

  it('gives the same demo when seeded twice, and leaves other plates alone', async () => {
    const tenantId = await roadTenant(db());
    // Another vehicle's trip an hour before, still within its 72 h.
    const journeys = createJourneysService(db());
    const before = new Date(noon.getTime() - 3_600_000);
    const roadside = createPassagesService(db(), { journeys, clock: () => before });
    const other: PassageInput = {
      passageId: 'other-1',
      gantry: 'molinet-est',
      direction: 'east',
      plate: 'XY-999-ZZ',
      countryCode: 'FR',
      vehicleClass: 1,
      emission: null,
      at: before.toISOString(),
      tagPaid: false,
    };
    await roadside.ingest(tenantId, [other]);
    const otherRows = await findVehicleJourneys(db(), tenantId, {
      plate: 'XY999ZZ',
      countryCode: 'FR',
    });
    expect(otherRows).toHaveLength(1);

    const snapshot = async () => {
      const all = await Promise.all(keys.map((key) => journeysOf(tenantId, key)));
      // Ids, pv numbers, payment ids and write times are new at each seeding; the rest is the same.
      return all.map((rows) =>
        rows.map(
          ({ id: _id, pvNumber, paymentId, createdAt: _c, updatedAt: _u, dunning, ...rest }) => ({
            ...rest,
            dunning: dunning && { ...dunning, pvNumber: null },
            hasPvNumber: pvNumber !== null,
            paidByAPayment: paymentId !== null,
          }),
        ),
      );
    };
    await seedDemoTrips(db(), { now: noon, whitelabelId: tenantId });
    const first = await snapshot();
    await seedDemoTrips(db(), { now: noon, whitelabelId: tenantId });
    expect(await snapshot()).toEqual(first);
    expect(
      await findVehicleJourneys(db(), tenantId, { plate: 'XY999ZZ', countryCode: 'FR' }),
    ).toEqual(otherRows);
  });

  it('seeds the demo A79 at start time and registers every demo vehicle', async () => {
    const result = await seedDemoTrips(db(), { now: new Date() });
    expect(result).toMatchObject({ seeded: true });
    const rows = await db().select().from(vehicleRegistry);
    for (const demo of Object.values(demoPlates)) {
      expect(rows).toContainEqual(
        expect.objectContaining({
          plate: storedPlate(demo.display),
          countryCode: demo.countryCode,
          ...demo.registry,
        }),
      );
    }
    const [electric] = await db()
      .select()
      .from(vehicleRegistry)
      .where(eq(vehicleRegistry.plate, storedPlate(demoPlates.electric.display)));
    expect(electric?.energy).toBe('EL');
  });

  it('answers the lookups of the README on the demo portal', async () => {
    await seedDemoTrips(db(), { now: new Date() });
    const lookUp = async (query: Record<string, string>) => {
      const response = await app().inject({
        method: 'GET',
        url: `${apiPrefix}${routes.detailedJourneys.path}`,
        query: { ...query, captchaToken: solvedCaptchaToken(testConfig()) },
      });
      return { status: response.statusCode, body: response.json<unknown>() };
    };
    const journeysOfPlate = async (key: DemoPlateKey) => {
      const { display, countryCode } = demoPlates[key];
      const answer = await lookUp({ plate: display, country: countryCode });
      if (answer.status !== 200) return answer;
      return journeySetSchema
        .parse(answer.body)
        .journeys.map(({ paymentLimit, nature, status, totalPrice }) => ({
          paymentLimit,
          nature,
          status,
          totalPrice,
        }));
    };
    expect(await journeysOfPlate('noticeReducedIndemnity')).toEqual([
      {
        paymentLimit: 'PRIMO_DESIGNATED',
        nature: 'latePayment',
        status: 'TERMINE',
        totalPrice: 290,
      },
      { paymentLimit: 'BEFORE_OMP', nature: 'latePayment', status: 'TERMINE', totalPrice: 1420 },
    ]);
    expect(await journeysOfPlate('noticeFullIndemnity')).toContainEqual(
      expect.objectContaining({ paymentLimit: 'BEFORE_OMP', totalPrice: 9320 }),
    );
    expect(await journeysOfPlate('omp')).toEqual([
      expect.objectContaining({ paymentLimit: 'OMP', totalPrice: 420 }),
    ]);
    expect(await journeysOfPlate('ongoing')).toEqual([
      expect.objectContaining({ status: 'EN_COURS', paymentLimit: null }),
    ]);
    expect(await journeysOfPlate('foreign')).toEqual([
      expect.objectContaining({ nature: 'freeFlow', totalPrice: 420 }),
    ]);
    const cnp = await lookUp({ caseNumber: demoPlates.cnp.cases[0].caseNumber });
    expect(cnp.status).toBe(200);
    expect(journeySetSchema.parse(cnp.body).journeys).toEqual([
      expect.objectContaining({ nature: 'nonPaymentDeclaration', totalPrice: 1420 }),
    ]);
    const iris = await lookUp({ caseNumber: demoPlates.iris.cases[0].caseNumber });
    expect(journeySetSchema.parse(iris.body).journeys).toEqual([
      expect.objectContaining({ paymentLimit: 'IRIS', caseOrigin: 'IRIS', totalPrice: 9420 }),
    ]);
    for (const key of ['paid', 'tagPaid', 'noTrips'] as const) {
      expect({ key, answer: await journeysOfPlate(key) }).toEqual({ key, answer: [] });
    }
  });
});
