import {
  apiPrefix,
  buildPath,
  journeySetSchema,
  type PassageInput,
  paymentStatusResponseSchema,
  routes,
} from '@portico/contract';
import { a79WholeRoadEast } from '@portico/contract/testing';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { journeys, prepaymentCredits } from '../src/db/schema/index.ts';
import { runCompletionJob } from '../src/jobs/completion.ts';
import { runDunningJob } from '../src/jobs/dunning.ts';
import { createSandboxProcessor } from '../src/modules/payments/fleet-cards/sandbox-processor.ts';
import { alertMails, subscribe } from './helpers/alert-deliveries.ts';
import { startApp, useApp } from './helpers/build-app.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { testConfig } from './helpers/config.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import {
  allJourneysBasket,
  fleetCards,
  freshPlate,
  onTenant,
  plateSession,
  tripPassages,
} from './helpers/payments.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 13 item 2: a paid prepayment is a credit (valid 30 days) that settles the matching journeys
 * the builder completes, one unit each, exactly once; the payment's status tells what expired.
 * The clock is the app's (injectable): each test moves it to drive, and to let credits expire.
 */
const config = testConfig({ rateLimit: { max: 100_000, windowMs: 60_000 } });
const processor = createSandboxProcessor();
let clockMs = Date.now();
const clock = () => new Date(clockMs);
const app = useApp(config, { fleetProcessor: processor, clock });
const db = () => app().database.db;
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

type Prepaid = { in: string; out: string; vehicleCategory: 1 | 2 | 3 | 4 | 5 };

/** A fresh tenant and plate that prepaid these trips with a fleet card at the clock's time. */
async function prepaid(trips: Prepaid[], tenant?: RoadTenant) {
  const road = tenant ?? (await createRoadTenant(db()));
  const plate = freshPlate('CR');
  const paymentId = await pay(app(), road, plate, trips);
  return { tenant: road, plate, paymentId };
}

async function pay(on: FastifyInstance, tenant: RoadTenant, plate: string, trips: Prepaid[]) {
  const session = plateSession(config, tenant.id, plate, clock());
  const basket = await allJourneysBasket(on, tenant, session, trips);
  const response = await onTenant(on, tenant, {
    method: 'POST',
    url: buildPath(routes.paymentPrivateCards.path),
    payload: { sessionId: basket.id, email: 'credit@example.fr', ...fleetCards.SHELL },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(paymentStatusResponseSchema.parse(response.json()).status).toBe('SUCCEED');
  return basket.id;
}

async function ingestOn(on: FastifyInstance, tenant: RoadTenant, passages: PassageInput[]) {
  const response = await onTenant(on, tenant, {
    method: 'POST',
    url: `${apiPrefix}${routes.ingestPassages.path}`,
    payload: { passages },
    headers: { 'x-api-key': tenant.key },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A trip of the plate that started three hours before the clock (completed by now). */
const drive = (plate: string, options: Parameters<typeof tripPassages>[2] = {}) =>
  tripPassages(plate, new Date(clockMs - 3 * hour), options);

async function credits(paymentId: string) {
  return db().select().from(prepaymentCredits).where(eq(prepaymentCredits.paymentId, paymentId));
}

async function journeysOf(tenant: RoadTenant, plate: string) {
  return plateJourneys(db(), tenant.id, plate);
}

/** GET /detailedJourneys of the plate: the trips the visitor sees as owed. */
async function lookUp(tenant: RoadTenant, plate: string) {
  const response = await onTenant(app(), tenant, {
    method: 'GET',
    url: `${apiPrefix}${routes.detailedJourneys.path}`,
    query: { plate, country: 'FR', captchaToken: solvedCaptchaToken(config, clock()) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return journeySetSchema.parse(response.json()).journeys;
}

async function status(tenant: RoadTenant, paymentId: string) {
  const response = await onTenant(app(), tenant, {
    method: 'GET',
    url: buildPath(routes.paymentStatus.path, { id: paymentId }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return paymentStatusResponseSchema.parse(response.json());
}

const later = (ms: number) => {
  clockMs += ms;
};

describe('prepaid credits settle the journeys they cover', () => {
  it('settles a trip of the same route and class: paid, no e-mail, nothing due, no notice', async () => {
    clockMs = Date.now();
    const { tenant, plate, paymentId } = await prepaid([
      { in: 'A71', out: 'RN79', vehicleCategory: 1 },
    ]);
    await subscribe(db(), tenant, plate);
    later(day);
    await ingestOn(app(), tenant, drive(plate));

    const [journey] = await journeysOf(tenant, plate);
    expect(journey).toMatchObject({
      dunningKind: 'paid',
      alreadyPaidCents: 420,
      frozen: true,
      paymentId,
      nextTransitionAt: null,
    });
    expect(await credits(paymentId)).toEqual([
      expect.objectContaining({ count: 1, remaining: 0, unitTtcCents: 420 }),
    ]);
    expect(await lookUp(tenant, plate)).toEqual([]);
    expect(await alertMails(db(), tenant, 'alert_passage')).toEqual([]);
    // Past the 72 h: the dunning job issues no notice for it.
    later(4 * day);
    await runDunningJob(db(), clock(), { whitelabelId: tenant.id });
    expect((await journeysOf(tenant, plate))[0]).toMatchObject({
      dunningKind: 'paid',
      noticeDate: null,
    });
  });

  it('leaves another class, another route, another plate and a trip before the purchase due', async () => {
    clockMs = Date.now();
    const tenant = await createRoadTenant(db());
    const other = freshPlate('CO');
    // Driven the day before the credit was bought.
    await ingestOn(app(), tenant, drive(other));
    later(day);
    const { plate, paymentId } = await prepaid(
      [{ in: '34', out: '30-32', vehicleCategory: 1 }],
      tenant,
    );
    later(day);
    await ingestOn(app(), tenant, [
      // Class 2 on the credit's route; class 1 on a longer route (34 -> 23).
      ...drive(plate, { gantries: a79WholeRoadEast.slice(0, 2), vehicleClass: 2 }),
      ...tripPassages(plate, new Date(clockMs - 8 * hour)),
    ]);
    // The same route and class driven by another plate after the purchase.
    await ingestOn(app(), tenant, drive(other, { gantries: a79WholeRoadEast.slice(0, 2) }));

    const journeys = [...(await journeysOf(tenant, plate)), ...(await journeysOf(tenant, other))];
    expect(journeys).toHaveLength(4);
    expect(journeys.map((row) => [row.dunningKind, row.alreadyPaidCents])).toEqual([
      ['due', 0],
      ['due', 0],
      ['due', 0],
      ['due', 0],
    ]);
    expect(await credits(paymentId)).toEqual([expect.objectContaining({ remaining: 1 })]);
  });

  it('settles nothing after 30 days, and the payment status tells the unit expired unused', async () => {
    clockMs = Date.now();
    const { tenant, plate, paymentId } = await prepaid([
      { in: '34', out: '23', vehicleCategory: 1 },
      { in: '34', out: '23', vehicleCategory: 1 },
    ]);
    later(2 * day);
    await ingestOn(app(), tenant, drive(plate));
    expect((await status(tenant, paymentId)).prepaidTrips).toEqual([
      expect.objectContaining({
        in: expect.objectContaining({ id: '34', label: expect.any(String) }),
        out: expect.objectContaining({ id: '23', label: expect.any(String) }),
        vehicleCategory: 1,
        count: 2,
        used: 1,
        remaining: 1,
        expiredUnused: 0,
      }),
    ]);
    later(29 * day);
    await ingestOn(app(), tenant, drive(plate));
    const journeys = await journeysOf(tenant, plate);
    expect(journeys.map((row) => row.dunningKind)).toEqual(['paid', 'due']);
    expect((await status(tenant, paymentId)).prepaidTrips).toEqual([
      expect.objectContaining({ count: 2, used: 1, remaining: 0, expiredUnused: 1 }),
    ]);
  });

  it('settles a cheaper trip inside the route without refund, and a dearer one owes the difference', async () => {
    clockMs = Date.now();
    const { tenant, plate, paymentId } = await prepaid([
      { in: '34', out: '23', vehicleCategory: 1 },
      { in: '34', out: '23', vehicleCategory: 1 },
    ]);
    later(day);
    // Le Montet Est then Montbeugny Ouest: 33 -> 29, 2.20 on a 4.20 credit.
    await ingestOn(app(), tenant, drive(plate, { gantries: a79WholeRoadEast.slice(1, 3) }));
    expect((await journeysOf(tenant, plate))[0]).toMatchObject({
      dunningKind: 'paid',
      ttcCents: 220,
      alreadyPaidCents: 220,
    });
    expect(await credits(paymentId)).toEqual([expect.objectContaining({ remaining: 1 })]);

    // The remaining unit was bought at an older, cheaper tariff: 3.00 for a 4.20 trip.
    await db()
      .update(prepaymentCredits)
      .set({ unitTtcCents: 300 })
      .where(eq(prepaymentCredits.paymentId, paymentId));
    later(day);
    await ingestOn(app(), tenant, drive(plate));
    const dearer = (await journeysOf(tenant, plate))[1];
    expect(dearer).toMatchObject({ dunningKind: 'due', ttcCents: 420, alreadyPaidCents: 300 });
    const owed = await lookUp(tenant, plate);
    expect(owed.map((trip) => [trip.ttcPrice, trip.alreadyPaid, trip.totalPrice])).toEqual([
      [420, 300, 120],
    ]);
    // The rest is paid like any trip: the basket charges 1.20.
    const basket = await allJourneysBasket(
      app(),
      tenant,
      plateSession(config, tenant.id, plate, clock()),
    );
    expect(basket.amount).toBe(120);
    // Unpaid past the 72 h, the notice is for the rest (a first notice: no indemnity).
    later(4 * day);
    await runDunningJob(db(), clock(), { whitelabelId: tenant.id });
    expect((await journeysOf(tenant, plate))[1]).toMatchObject({
      dunningKind: 'notice',
      paymentLimit: 'PRIMO_DESIGNATED',
    });
    expect((await lookUp(tenant, plate)).map((trip) => trip.totalPrice)).toEqual([120]);
  });

  it('settles an ongoing trip when the completion job completes it, not before', async () => {
    clockMs = Date.now();
    const { tenant, plate, paymentId } = await prepaid([
      { in: '34', out: '30-32', vehicleCategory: 1 },
    ]);
    later(day);
    // Le Montet's pair, the last passage 20 minutes ago: still on the road.
    await ingestOn(
      app(),
      tenant,
      tripPassages(plate, new Date(clockMs - 30 * minute), {
        gantries: a79WholeRoadEast.slice(0, 2),
      }),
    );
    expect((await journeysOf(tenant, plate))[0]).toMatchObject({
      status: 'EN_COURS',
      dunningKind: 'due',
      alreadyPaidCents: 0,
    });
    expect(await credits(paymentId)).toEqual([expect.objectContaining({ remaining: 1 })]);
    later(2 * hour);
    await runCompletionJob({ db: db(), journeys: app().services.journeys }, clock(), {
      whitelabelId: tenant.id,
    });
    expect((await journeysOf(tenant, plate))[0]).toMatchObject({
      status: 'TERMINE',
      dunningKind: 'paid',
      alreadyPaidCents: 100,
    });
    expect(await credits(paymentId)).toEqual([expect.objectContaining({ remaining: 0 })]);
  });

  it('a count of 2 settles two trips, the third is due', async () => {
    clockMs = Date.now();
    const { tenant, plate, paymentId } = await prepaid([
      { in: '34', out: '23', vehicleCategory: 1 },
      { in: '34', out: '23', vehicleCategory: 1 },
    ]);
    later(day);
    await ingestOn(app(), tenant, [
      ...tripPassages(plate, new Date(clockMs - 7 * hour)),
      ...tripPassages(plate, new Date(clockMs - 5 * hour)),
      ...drive(plate),
    ]);
    const journeys = await journeysOf(tenant, plate);
    expect(journeys.map((row) => row.dunningKind)).toEqual(['paid', 'paid', 'due']);
    expect(await credits(paymentId)).toEqual([expect.objectContaining({ count: 2, remaining: 0 })]);
    expect((await lookUp(tenant, plate)).map((trip) => trip.totalPrice)).toEqual([420]);
  });
});

describe('a trip paid in part after its basket was priced', () => {
  it('refuses the basket as a duplicate instead of overpaying, and the rest stays due', async () => {
    clockMs = Date.now();
    const tenant = await createRoadTenant(db());
    const plate = freshPlate('CR');
    await ingestOn(app(), tenant, drive(plate));
    const session = plateSession(config, tenant.id, plate, clock());
    const basket = await allJourneysBasket(app(), tenant, session);
    expect(basket.amount).toBe(420);
    // While the visitor types the card, 3.00 of the trip is settled by other means (what a credit
    // or a corrected declared exit does under the plate's lock).
    const [journey] = await journeysOf(tenant, plate);
    await db()
      .update(journeys)
      .set({ alreadyPaidCents: 300 })
      .where(eq(journeys.id, journey?.id ?? 0));
    const response = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.paymentPrivateCards.path),
      payload: { sessionId: basket.id, email: 'credit@example.fr', ...fleetCards.SHELL },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(paymentStatusResponseSchema.parse(response.json()).status).toBe('DUPLICATED');
    expect((await journeysOf(tenant, plate))[0]).toMatchObject({
      dunningKind: 'due',
      alreadyPaidCents: 300,
    });
    expect((await lookUp(tenant, plate)).map((trip) => trip.totalPrice)).toEqual([120]);
  });
});

describe('two instances ingesting the same trip at once', () => {
  // On PostgreSQL a second app on the same database (another instance); on PGlite each app has
  // its own database, so the same app ingests twice at once.
  let second: FastifyInstance | undefined;
  afterAll(async () => {
    await second?.close();
  });

  it('consume exactly one unit, and the lookup shows nothing due', async () => {
    clockMs = Date.now();
    const other =
      config.database.kind === 'pglite'
        ? app()
        : (second = await startApp(config, { fleetProcessor: processor, clock }));
    const { tenant, plate, paymentId } = await prepaid([
      { in: '34', out: '23', vehicleCategory: 1 },
      { in: '34', out: '23', vehicleCategory: 1 },
    ]);
    later(day);
    const passages = drive(plate);
    for (let round = 0; round < 5; round += 1) {
      await Promise.all([ingestOn(app(), tenant, passages), ingestOn(other, tenant, passages)]);
    }
    const journeys = await journeysOf(tenant, plate);
    expect(journeys.map((row) => [row.dunningKind, row.alreadyPaidCents])).toEqual([['paid', 420]]);
    expect(await credits(paymentId)).toEqual([expect.objectContaining({ remaining: 1 })]);
    expect(await lookUp(tenant, plate)).toEqual([]);
  });
});
