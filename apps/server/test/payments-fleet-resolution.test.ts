import { buildPath, paymentStatusResponseSchema, routes } from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { fleetCharges, mailOutbox, payments } from '../src/db/schema/index.ts';
import { lockPlates } from '../src/modules/journeys/repository.ts';
import { cancelAbandonedPayments } from '../src/modules/payments/abandoned.ts';
import {
  type FleetCardProcessor,
  fleetChargeKey,
  FleetProcessorUnavailable,
} from '../src/modules/payments/fleet-cards/processor.ts';
import { createSandboxProcessor } from '../src/modules/payments/fleet-cards/sandbox-processor.ts';
import { lockPayment } from '../src/modules/payments/repository.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import {
  allJourneysBasket,
  billingInfo,
  fleetCards,
  freshPlate,
  ingest,
  onTenant,
  owedTrips,
  payboxSuccessUrl,
  plateSession,
  tripPassages,
} from './helpers/payments.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';
import { expectError } from './helpers/requests.ts';

/**
 * Issue 9 item 4: a fleet charge is recorded (committed) before the processor is called, no
 * transaction spans the call, and a charge whose answer was lost is resolved by the job.
 * The processor is the sandbox behind a script that loses requests or answers on demand.
 */
const sandbox = createSandboxProcessor();
const script = {
  /** Runs inside the processor's charge call, before it charges. */
  duringCharge: undefined as (() => Promise<void>) | undefined,
  /** The request never reaches the processor. */
  requestLost: false,
  /** The processor charges, but its answer never comes back. */
  answerLost: false,
  /** Lookups and voids fail. */
  unreachable: false,
  lookups: [] as string[],
  lookupDelayMs: 0,
};
const unavailable = (why: string) => new FleetProcessorUnavailable(why);
const processor: FleetCardProcessor = {
  async charge(charge) {
    await script.duringCharge?.();
    if (script.requestLost) throw unavailable('request lost');
    const answer = await sandbox.charge(charge);
    if (script.answerLost) throw unavailable('answer lost');
    return answer;
  },
  async find(key) {
    script.lookups.push(key);
    if (script.lookupDelayMs > 0) await new Promise((r) => setTimeout(r, script.lookupDelayMs));
    if (script.unreachable) throw unavailable('unreachable');
    return sandbox.find(key);
  },
  async void(key) {
    if (script.unreachable) throw unavailable('unreachable');
    return sandbox.void(key);
  },
};
beforeEach(() => {
  Object.assign(script, {
    duringCharge: undefined,
    requestLost: false,
    answerLost: false,
    unreachable: false,
    lookups: [],
    lookupDelayMs: 0,
  });
});

const config = testConfig({ rateLimit: { max: 100_000, windowMs: 60_000 } });
const app = useApp(config, { fleetProcessor: processor });
const db = () => app().database.db;
const minute = 60_000;
const shell = { ...fleetCards.SHELL, email: 'fleet@example.fr' };

async function plateTrip() {
  const { tenant, plate } = await owedTrips(app(), { platePrefix: 'FR' });
  const basket = () => allJourneysBasket(app(), tenant, plateSession(config, tenant.id, plate));
  return { tenant, plate, basket };
}

const pay = (tenant: RoadTenant, sessionId: string, card: Record<string, string> = shell) =>
  onTenant(app(), tenant, {
    method: 'POST',
    url: buildPath(routes.paymentPrivateCards.path),
    payload: { sessionId, ...card },
  });

const statusOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return paymentStatusResponseSchema.parse(response.json()).status;
};

async function paymentStatus(tenant: RoadTenant, id: string) {
  return statusOf(
    await onTenant(app(), tenant, {
      method: 'GET',
      url: buildPath(routes.paymentStatus.path, { id }),
    }),
  );
}

async function rows(id: string) {
  const [payment] = await db().select().from(payments).where(eq(payments.id, id));
  const [charge] = await db().select().from(fleetCharges).where(eq(fleetCharges.paymentId, id));
  return { payment, charge };
}

/** The job as the scheduler runs it, past the grace, on this test's tenant only. */
const resolve = (tenant: RoadTenant, at = new Date(Date.now() + minute)) =>
  app().services.payments.resolveFleetCharges(at, { whitelabelId: tenant.id });

/** Within `ms`, or a clear failure instead of a hung test. */
const within = <T>(ms: number, work: Promise<T>, what: string) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(what)), ms)),
  ]);

describe('a fleet charge is recorded before the processor is called', () => {
  it('is committed first, and no transaction or lock of the payment spans the call', async () => {
    const { tenant, plate, basket } = await plateTrip();
    const { id } = await basket();
    let seen: Awaited<ReturnType<typeof rows>> | undefined;
    script.duringCharge = async () => {
      seen = await rows(id);
      // Another connection takes the payment's row lock and the plate's settlement lock: they
      // would wait for the end of a transaction open across this call (PGlite: a queued one).
      await within(
        3000,
        db().transaction(async (tx) => {
          await lockPayment(tx, id);
          await lockPlates(tx, tenant.id, [{ plate, countryCode: 'FR' }]);
        }),
        'the payment is locked during the processor call',
      );
    };
    expect(statusOf(await pay(tenant, id))).toBe('SUCCEED');
    expect(seen?.payment).toMatchObject({ status: 'PENDING', method: 'SHELL' });
    expect(seen?.charge).toMatchObject({
      state: 'charging',
      chargeKey: fleetChargeKey(id),
      amountCents: 420,
      cardType: 'SHELL',
    });
    expect((await rows(id)).charge).toMatchObject({ state: 'approved' });
    expect(sandbox.stateOf(fleetChargeKey(id))).toMatchObject({ status: 'approved' });
  });
});

describe('a fleet charge whose answer was lost', () => {
  it('stays PENDING, a retry is told it is being confirmed, and the job settles it', async () => {
    const { tenant, plate, basket } = await plateTrip();
    const { id } = await basket();
    script.answerLost = true;
    expect(statusOf(await pay(tenant, id))).toBe('PENDING');
    expect(await paymentStatus(tenant, id)).toBe('PENDING');
    expectError(await pay(tenant, id), 409, 'payment_being_confirmed');
    // Another basket of the same trips is refused before any charge or PSP page.
    const other = await basket();
    expectError(await pay(tenant, other.id), 409, 'payment_journeys_invalid');
    expectError(
      await onTenant(app(), tenant, {
        method: 'POST',
        url: buildPath(routes.paymentPsp.path),
        payload: { sessionId: other.id, billingInfo },
      }),
      409,
      'payment_journeys_invalid',
    );
    // Within the grace, the job leaves it to the request that may still be waiting.
    expect(await resolve(tenant, new Date())).toBe(0);
    expect(await resolve(tenant)).toBe(1);
    expect(await paymentStatus(tenant, id)).toBe('SUCCEED');
    expect(script.lookups).toEqual([fleetChargeKey(id)]);
    expect(sandbox.approvedCharges()).toBeGreaterThan(0);
    const [journey] = await plateJourneys(db(), tenant.id, plate);
    expect(journey).toMatchObject({ dunningKind: 'paid', paymentId: id, alreadyPaidCents: 420 });
    expect(await rows(id)).toMatchObject({
      payment: { refundDue: false, pspTransaction: expect.any(String) },
      charge: { state: 'approved' },
    });
    await app().services.mail.idle();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.whitelabelId, tenant.id));
    expect(mails.map((mail) => mail.kind)).toEqual(['payment_receipt']);
    // Resolved: the job does not look at it again.
    expect(await resolve(tenant, new Date(Date.now() + 60 * minute))).toBe(0);
  });

  it('approved for trips paid meanwhile by a card: DUPLICATED, and the charge is voided', async () => {
    const { tenant, plate, basket } = await plateTrip();
    const card = await basket();
    const started = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.paymentPsp.path),
      payload: { sessionId: card.id, billingInfo },
    });
    expect(started.statusCode, started.body).toBe(200);
    const fleet = await basket();
    script.answerLost = true;
    expect(statusOf(await pay(tenant, fleet.id))).toBe('PENDING');
    const [cardRow] = await db().select().from(payments).where(eq(payments.id, card.id));
    const notified = await onTenant(app(), tenant, {
      method: 'GET',
      url: payboxSuccessUrl(`${cardRow?.reference}`, 420),
    });
    expect(notified.statusCode, notified.body).toBe(200);
    expect(await paymentStatus(tenant, card.id)).toBe('SUCCEED');

    expect(await resolve(tenant)).toBe(1);
    expect(await paymentStatus(tenant, fleet.id)).toBe('DUPLICATED');
    expect(sandbox.stateOf(fleetChargeKey(fleet.id))).toEqual({ status: 'voided' });
    expect(await rows(fleet.id)).toMatchObject({
      payment: { status: 'DUPLICATED', refundDue: false },
      charge: { state: 'voided', authorizationCode: expect.any(String) },
    });
    const [journey] = await plateJourneys(db(), tenant.id, plate);
    expect(journey).toMatchObject({ paymentId: card.id, alreadyPaidCents: 420 });
  });

  it('never received: REJECTED, the key voided (a late charge takes nothing), the trips payable', async () => {
    const { tenant, plate, basket } = await plateTrip();
    const { id } = await basket();
    script.requestLost = true;
    expect(statusOf(await pay(tenant, id))).toBe('PENDING');
    script.requestLost = false;
    expect(await resolve(tenant)).toBe(1);
    expect(await paymentStatus(tenant, id)).toBe('REJECTED');
    expect(await rows(id)).toMatchObject({
      payment: { refundDue: false },
      charge: { state: 'voided', processorCode: 'not_found' },
    });
    // The lost request arriving now: the processor answers voided and takes no money.
    expect(
      await processor.charge({
        key: fleetChargeKey(id),
        cardType: 'SHELL',
        cardNumber: shell.cardNumber,
        cardValidity: shell.cardValidity,
        cvv: shell.cvv,
        amountCents: 420,
        reference: 'LATE',
      }),
    ).toEqual({ status: 'voided' });
    const again = await basket();
    expect(statusOf(await pay(tenant, again.id))).toBe('SUCCEED');
    const [journey] = await plateJourneys(db(), tenant.id, plate);
    expect(journey).toMatchObject({ paymentId: again.id, alreadyPaidCents: 420 });
  });

  it('refused at the processor: REJECTED, voided just in case, the trips payable', async () => {
    const { tenant, basket } = await plateTrip();
    const { id } = await basket();
    script.answerLost = true;
    const refused = { ...shell, cardNumber: '7002000000000000002' };
    expect(statusOf(await pay(tenant, id, refused))).toBe('PENDING');
    expect(await resolve(tenant)).toBe(1);
    expect(await paymentStatus(tenant, id)).toBe('REJECTED');
    expect((await rows(id)).charge).toMatchObject({ state: 'voided', processorCode: '05' });
    script.answerLost = false;
    expect(statusOf(await pay(tenant, (await basket()).id))).toBe('SUCCEED');
  });

  it('processor unreachable: PENDING with refund_due, retried with backoff, settled when it answers', async () => {
    const { tenant, basket } = await plateTrip();
    const { id } = await basket();
    script.answerLost = true;
    expect(statusOf(await pay(tenant, id))).toBe('PENDING');
    script.unreachable = true;
    const first = new Date(Date.now() + minute);
    expect(await resolve(tenant, first)).toBe(1);
    expect(await rows(id)).toMatchObject({
      payment: { status: 'PENDING', refundDue: true },
      charge: {
        state: 'charging',
        failures: 1,
        lastError: 'unreachable',
        nextCheckAt: new Date(first.getTime() + 15_000),
      },
    });
    expect(await paymentStatus(tenant, id)).toBe('PENDING');
    // Not again before its backoff; again after it, still unreachable: the wait doubles.
    expect(await resolve(tenant, new Date(first.getTime() + 10_000))).toBe(0);
    const second = new Date(first.getTime() + 15_000);
    expect(await resolve(tenant, second)).toBe(1);
    expect((await rows(id)).charge).toMatchObject({
      failures: 2,
      nextCheckAt: new Date(second.getTime() + 30_000),
    });
    // The abandoned-payments job (two hours) leaves it alone: the card may have paid.
    await cancelAbandonedPayments(db(), new Date(Date.now() + 3 * 60 * minute), {
      whitelabelId: tenant.id,
    });
    expect(await paymentStatus(tenant, id)).toBe('PENDING');
    script.unreachable = false;
    expect(await resolve(tenant, new Date(second.getTime() + 30_000))).toBe(1);
    expect(await rows(id)).toMatchObject({
      payment: { status: 'SUCCEED', refundDue: false },
      charge: { state: 'approved' },
    });
  });

  it('two instances resolving at once look each charge up once', async () => {
    const tenant = await createRoadTenant(db());
    const ids: string[] = [];
    script.answerLost = true;
    for (let index = 0; index < 3; index += 1) {
      const plate = freshPlate('FT');
      await ingest(app(), tenant, tripPassages(plate, new Date(Date.now() - 2 * 3_600_000)));
      const { id } = await allJourneysBasket(app(), tenant, plateSession(config, tenant.id, plate));
      ids.push(id);
      expect(statusOf(await pay(tenant, id))).toBe('PENDING');
    }
    script.lookupDelayMs = 100;
    const [a, b] = await Promise.all([resolve(tenant), resolve(tenant)]);
    expect(a + b).toBe(3);
    expect(script.lookups.sort()).toEqual(ids.map(fleetChargeKey).sort());
    for (const id of ids) expect((await rows(id)).payment?.status).toBe('SUCCEED');
  });
});
