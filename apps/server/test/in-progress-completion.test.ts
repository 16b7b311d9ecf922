import {
  apiPrefix,
  buildPath,
  inProgressCompletionSchema,
  journeyPriceSchema,
  journeySetSchema,
  type PassageInput,
  paymentSessionSchema,
  paymentStatusResponseSchema,
  routes,
} from '@portico/contract';
import { makePassage } from '@portico/contract/testing';
import { describe, expect, it } from 'vitest';
import { createSandboxProcessor } from '../src/modules/payments/fleet-cards/sandbox-processor.ts';
import { accountClient } from './helpers/accounts.ts';
import { alertMails, subscribe } from './helpers/alert-deliveries.ts';
import { useApp } from './helpers/build-app.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { accountsTestConfig } from './helpers/config.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import { fleetCards, freshPlate, onTenant, plateSession } from './helpers/payments.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';
import { expectError } from './helpers/requests.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { markPlatesProven } from './helpers/vehicle-proofs.ts';

/**
 * Issue 13 item 3: the driver of an ongoing trip declares its exit; the trip is completed there,
 * priced and payable at once; a later passage past that exit wins. The app's clock is moved by
 * each test so that trips are ongoing (last passage minutes ago) when completed.
 */
const config = accountsTestConfig();
let clockMs = Date.now();
const clock = () => new Date(clockMs);
const app = useApp(config, { fleetProcessor: createSandboxProcessor(), clock });
const db = () => app().database.db;
const minute = 60_000;

/** One eastbound passage of the plate at this gantry, `minutesAgo` before the clock. */
function passage(plate: string, gantry: string, minutesAgo: number): PassageInput {
  return makePassage({
    passageId: `ip-${uniqueSuffix()}`,
    gantry,
    plate,
    at: new Date(clockMs - minutesAgo * minute).toISOString(),
  });
}

async function ingest(tenant: RoadTenant, passages: PassageInput[]) {
  const response = await onTenant(app(), tenant, {
    method: 'POST',
    url: `${apiPrefix}${routes.ingestPassages.path}`,
    payload: { passages },
    headers: { 'x-api-key': tenant.key },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A fresh plate whose trip crossed Le Montet Ouest (after gate 34) ten minutes ago: ongoing. */
async function ongoingTrip(tenant?: RoadTenant, plate = freshPlate('IP')) {
  clockMs = Date.now();
  const road = tenant ?? (await createRoadTenant(db()));
  await ingest(road, [passage(plate, 'le-montet-ouest', 10)]);
  const [journey] = await plateJourneys(db(), road.id, plate);
  expect(journey).toMatchObject({ status: 'EN_COURS', outGate: null });
  if (!journey) throw new Error('no journey');
  return {
    tenant: road,
    plate,
    id: String(journey.id),
    session: plateSession(config, road.id, plate, clock()),
  };
}

function complete(
  tenant: RoadTenant,
  id: string,
  payload: unknown,
  { query, headers }: { query?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  return onTenant(app(), tenant, {
    method: 'POST',
    url: buildPath(routes.completeInProgressJourney.path, { inProgressId: id }),
    payload,
    ...(query ? { query } : {}),
    ...(headers ? { headers } : {}),
  });
}

async function lookUp(tenant: RoadTenant, plate: string) {
  const response = await onTenant(app(), tenant, {
    method: 'GET',
    url: `${apiPrefix}${routes.detailedJourneys.path}`,
    query: { plate, country: 'FR', captchaToken: solvedCaptchaToken(config, clock()) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return journeySetSchema.parse(response.json()).journeys;
}

async function payByFleetCard(tenant: RoadTenant, session: string, idDossier: string) {
  const basket = await onTenant(app(), tenant, {
    method: 'POST',
    url: buildPath(routes.payJourneys.path),
    query: { sessionId: session },
    payload: { journeys: [{ idDossier }] },
  });
  expect(basket.statusCode, basket.body).toBe(200);
  const { id, amount } = paymentSessionSchema.parse(basket.json());
  const paid = await onTenant(app(), tenant, {
    method: 'POST',
    url: buildPath(routes.paymentPrivateCards.path),
    payload: { sessionId: id, email: 'exit@example.fr', ...fleetCards.SHELL },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paymentStatusResponseSchema.parse(paid.json()).status).toBe('SUCCEED');
  return amount;
}

describe('POST /journeys/inProgress/:inProgressId/completion', () => {
  it('completes the trip at the declared exit, priced, shown completed and payable at once', async () => {
    const { tenant, plate, id, session } = await ongoingTrip();
    const response = await complete(tenant, id, { out: '29' }, { query: { sessionId: session } });
    expect(response.statusCode, response.body).toBe(200);
    // Le Montet Ouest, then the Le Montet transit and Montbeugny Ouest still ahead: 1.00 + 1.10.
    expect(inProgressCompletionSchema.parse(response.json())).toEqual({
      idDossier: id,
      status: 'TERMINE',
      out: '29',
      ttcPrice: 210,
      alreadyPaid: 0,
    });
    const [shown] = await lookUp(tenant, plate);
    expect(shown).toMatchObject({
      id,
      status: 'TERMINE',
      inProgressId: null,
      out: { id: '29' },
      ttcPrice: 210,
      totalPrice: 210,
    });
    expect(await payByFleetCard(tenant, session, id)).toBe(210);
    expect(await lookUp(tenant, plate)).toEqual([]);
  });

  it('takes the road codes of the gates as the price call does (30-32 is gate 30)', async () => {
    const { tenant, plate, id, session } = await ongoingTrip();
    const response = await complete(
      tenant,
      id,
      { out: '30-32' },
      { query: { sessionId: session } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const price = await onTenant(app(), tenant, {
      method: 'GET',
      url: buildPath(routes.journeyPrice.path),
      query: { plate, plateCountry: 'FR', in: '34', out: '30-32', category: '1' },
    });
    expect(price.statusCode, price.body).toBe(200);
    expect(inProgressCompletionSchema.parse(response.json())).toMatchObject({
      out: '30',
      ttcPrice: journeyPriceSchema.parse(price.json()).total,
    });
  });

  it.each([
    ['the entry gate', '34'],
    ['a gate behind the vehicle', '33'],
    ['a gate the road lacks', '99'],
  ])('refuses %s: in_progress_journey_not_allowed, the trip stays ongoing', async (_name, out) => {
    const { tenant, plate, id, session } = await ongoingTrip();
    if (out === '33') await ingest(tenant, [passage(plate, 'le-montet-est', 5)]);
    const response = await complete(tenant, id, { out }, { query: { sessionId: session } });
    expectError(response, 400, 'in_progress_journey_not_allowed');
    const [journey] = await plateJourneys(db(), tenant.id, plate);
    expect(journey).toMatchObject({ status: 'EN_COURS', declaredOutGate: null });
  });

  it('refuses a trip that is not ongoing, or of another session: false_in_progress_journey', async () => {
    const first = await ongoingTrip();
    const other = await ongoingTrip(first.tenant);
    expectError(
      await complete(
        first.tenant,
        other.id,
        { out: '29' },
        { query: { sessionId: first.session } },
      ),
      400,
      'false_in_progress_journey',
    );
    const done = await complete(
      first.tenant,
      first.id,
      { out: '29' },
      { query: { sessionId: first.session } },
    );
    expect(done.statusCode, done.body).toBe(200);
    expectError(
      await complete(
        first.tenant,
        first.id,
        { out: '23' },
        { query: { sessionId: first.session } },
      ),
      400,
      'false_in_progress_journey',
    );
    expectError(
      await complete(
        first.tenant,
        '999999999',
        { out: '29' },
        { query: { sessionId: first.session } },
      ),
      400,
      'false_in_progress_journey',
    );
    const [journey] = await plateJourneys(db(), first.tenant.id, other.plate);
    expect(journey).toMatchObject({ status: 'EN_COURS' });
  });

  it('refuses bad requests: invalid_request, and 403 without a session or a customer', async () => {
    const { tenant, id, session } = await ongoingTrip();
    const query = { sessionId: session };
    expectError(await complete(tenant, id, {}, { query }), 400, 'invalid_request');
    expectError(await complete(tenant, id, { out: '29', x: 1 }, { query }), 400, 'invalid_request');
    expectError(
      await complete(tenant, id, { out: 'x'.repeat(21) }, { query }),
      400,
      'invalid_request',
    );
    expectError(await complete(tenant, 'abc', { out: '29' }, { query }), 400, 'invalid_request');
    expectError(
      await complete(tenant, '9999999999', { out: '29' }, { query }),
      400,
      'invalid_request',
    );
    expectError(await complete(tenant, id, { out: '29' }), 403, 'payment_session_invalid');
    expectError(
      await complete(tenant, id, { out: '29' }, { query: { sessionId: 'forged' } }),
      403,
      'payment_session_invalid',
    );
  });

  it('completes a signed-in customer\u2019s trip of a registered plate by the bearer token', async () => {
    const { tenant, plate, id } = await ongoingTrip();
    const accounts = accountClient(app, config, tenant.host, clock);
    const stranger = await accounts.customer();
    const authorization = (token: string) => ({ authorization: `Bearer ${token}` });
    expectError(
      await complete(
        tenant,
        id,
        { out: '29' },
        { headers: authorization(stranger.tokens.accessToken) },
      ),
      400,
      'false_in_progress_journey',
    );
    const owner = await accounts.customer();
    const added = await accounts.call('addMyPlate', {
      token: owner.tokens.accessToken,
      body: { countryCode: 'FR', numberPlate: plate },
    });
    expect(added.statusCode, added.body).toBe(201);
    await markPlatesProven(app().database.db, owner.id);
    const response = await complete(
      tenant,
      id,
      { out: '29' },
      { headers: authorization(owner.tokens.accessToken) },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'TERMINE', ttcPrice: 210 });
  });
});

describe('a completion is a completed journey like any other', () => {
  it('sends the plate\u2019s passage alert for it, in the completion\u2019s transaction', async () => {
    const { tenant, plate, id, session } = await ongoingTrip();
    await subscribe(db(), tenant, plate);
    expect(await alertMails(db(), tenant, 'alert_passage')).toEqual([]);
    await complete(tenant, id, { out: '29' }, { query: { sessionId: session } });
    const mails = await alertMails(db(), tenant, 'alert_passage');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.payload).toMatchObject({ journeyId: Number(id) });
  });

  it('is settled by a prepaid credit that covers it: nothing due', async () => {
    const tenant = await createRoadTenant(db());
    const plate = freshPlate('IC');
    clockMs = Date.now() - 30 * minute;
    const basket = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.payAllJourneys.path),
      query: { sessionId: plateSession(config, tenant.id, plate, clock()) },
      payload: { prepayments: [{ in: '34', out: '29', vehicleCategory: 1 }] },
    });
    expect(basket.statusCode, basket.body).toBe(200);
    const paid = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.paymentPrivateCards.path),
      payload: {
        sessionId: paymentSessionSchema.parse(basket.json()).id,
        email: 'credit@example.fr',
        ...fleetCards.SHELL,
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { id, session } = await ongoingTrip(tenant, plate);
    const response = await complete(tenant, id, { out: '29' }, { query: { sessionId: session } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ttcPrice: 210, alreadyPaid: 210 });
    const [journey] = await plateJourneys(db(), tenant.id, plate);
    expect(journey).toMatchObject({ dunningKind: 'paid', frozen: true });
    expect(await lookUp(tenant, plate)).toEqual([]);
  });
});

describe('a passage that contradicts the declared exit', () => {
  it('unpaid: passages up to the exit keep it; one past it prices the trip on its passages', async () => {
    const { tenant, plate, id, session } = await ongoingTrip();
    await complete(tenant, id, { out: '29' }, { query: { sessionId: session } });
    await ingest(tenant, [
      passage(plate, 'le-montet-est', 8),
      passage(plate, 'montbeugny-ouest', 6),
    ]);
    let [journey] = await plateJourneys(db(), tenant.id, plate);
    expect(journey).toMatchObject({ status: 'TERMINE', outGate: '29', ttcCents: 210 });
    expect(journey?.passageIds).toHaveLength(3);

    await ingest(tenant, [passage(plate, 'montbeugny-est', 4)]);
    const rows = await plateJourneys(db(), tenant.id, plate);
    expect(rows).toHaveLength(1);
    [journey] = rows;
    // Still on the road past 29: ongoing again, priced on the four gantries crossed.
    expect(journey).toMatchObject({ id: Number(id), status: 'EN_COURS', outGate: null });
    expect(journey?.ttcCents).toBeGreaterThan(210);
    const [shown] = await lookUp(tenant, plate);
    expect(shown).toMatchObject({ status: 'EN_COURS', totalPrice: journey?.ttcCents });
  });

  it('paid: passages up to the exit join the paid trip; the road past it is a new trip due', async () => {
    const { tenant, plate, id, session } = await ongoingTrip();
    await complete(tenant, id, { out: '29' }, { query: { sessionId: session } });
    expect(await payByFleetCard(tenant, session, id)).toBe(210);

    await ingest(tenant, [
      passage(plate, 'le-montet-est', 8),
      passage(plate, 'montbeugny-ouest', 6),
    ]);
    let rows = await plateJourneys(db(), tenant.id, plate);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ dunningKind: 'paid', ttcCents: 210, alreadyPaidCents: 210 });
    expect(rows[0]?.gantries).toEqual(['le-montet-ouest', 'le-montet-est', 'montbeugny-ouest']);
    expect(await lookUp(tenant, plate)).toEqual([]);

    await ingest(tenant, [passage(plate, 'montbeugny-est', 4)]);
    rows = await plateJourneys(db(), tenant.id, plate);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ dunningKind: 'paid', ttcCents: 210 });
    // The extra road, entered at the declared exit: Montbeugny Est alone (1.00), due.
    expect(rows[1]).toMatchObject({ inGate: '29', dunningKind: 'due', ttcCents: 100 });
    const shown = await lookUp(tenant, plate);
    expect(shown).toEqual([expect.objectContaining({ in: expect.objectContaining({ id: '29' }) })]);
  });
});

describe('completion and ingestion of the same plate at once', () => {
  it('ends consistent whichever commits first (4 rounds each way)', async () => {
    for (let round = 0; round < 8; round += 1) {
      const contradicting = round % 2 === 1;
      const { tenant, plate, id, session } = await ongoingTrip();
      const gantry = contradicting ? 'montbeugny-est' : 'le-montet-est';
      const [completed] = await Promise.all([
        complete(tenant, id, { out: '29' }, { query: { sessionId: session } }),
        ingest(tenant, [passage(plate, gantry, 2)]),
      ]);
      const rows = await plateJourneys(db(), tenant.id, plate);
      expect(rows).toHaveLength(1);
      const [journey] = rows;
      expect(journey?.passageIds).toHaveLength(2);
      if (contradicting) {
        // Either refused (the passage first) or overridden by it: never completed at 29.
        expect([200, 400]).toContain(completed.statusCode);
        expect(journey).toMatchObject({ status: 'EN_COURS', outGate: null });
      } else {
        expect(completed.statusCode, completed.body).toBe(200);
        expect(journey).toMatchObject({ status: 'TERMINE', outGate: '29', ttcCents: 210 });
      }
    }
  });
});
