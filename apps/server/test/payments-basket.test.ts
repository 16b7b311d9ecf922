import {
  buildPath,
  int4Max,
  paymentMethodsResponseSchema,
  paymentSessionSchema,
  routes,
} from '@portico/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicleRegistry, whitelabels } from '../src/db/schema/index.ts';
import { issueLookupSession } from '../src/modules/lookups/session.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { makeOmp, plateJourneys } from './helpers/journey-states.ts';
import {
  allJourneysBasket,
  billingInfo,
  freshPlate,
  ingest,
  onTenant,
  plateSession,
  tripPassages,
} from './helpers/payments.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';
import { expectError } from './helpers/requests.ts';

const base = testConfig();
const config = testConfig({
  rateLimit: { max: 100_000, windowMs: 60_000 },
  // Settings are read per request here: the methods test changes them.
  contentCacheMs: 0,
});
const app = useApp(config);
const hour = 3_600_000;
const db = () => app().database.db;

/** A tenant and a plate with a completed whole-road trip two days ago and one today. */
async function plateWithTrips() {
  const tenant = await createRoadTenant(db());
  const plate = freshPlate();
  await ingest(app(), tenant, [
    ...tripPassages(plate, new Date(Date.now() - 50 * hour)),
    ...tripPassages(plate, new Date(Date.now() - 3 * hour), {
      gantries: [
        'le-montet-est',
        'montbeugny-ouest',
        'montbeugny-est',
        'molinet-ouest',
        'molinet-est',
      ],
    }),
  ]);
  const rows = await plateJourneys(db(), tenant.id, plate);
  return { tenant, plate, rows, session: plateSession(config, tenant.id, plate) };
}

const payJourneys = (tenant: RoadTenant, sessionId: string, journeys: unknown[]) =>
  onTenant(app(), tenant, {
    method: 'POST',
    url: buildPath(routes.payJourneys.path),
    query: { sessionId },
    payload: { journeys },
  });

describe('POST /payments/allJourneys', () => {
  it('refuses a basket whose total no amount column can hold, and takes the plate’s other trips alone', async () => {
    const { tenant, plate, session, rows } = await plateWithTrips();
    // Two IRIS cases of the plate with the largest indemnity the contract takes: each trip then
    // costs more than 21,474,836.47 EUR (the int4 cents column), and so do both together.
    const tripDate = new Date(Date.now() - 30 * 24 * hour);
    const cases = [1, 2].map((index) => ({
      kind: 'IRIS',
      caseNumber: `HUGE-${index}-${plate}`,
      plate,
      countryCode: 'FR',
      date: new Date(tripDate.getTime() + index * hour).toISOString(),
      inGate: 'RN79',
      outGate: 'A71',
      vehicleClass: 1,
      caseDate: new Date(tripDate.getTime() + 24 * hour).toISOString(),
      indemnityCents: int4Max,
    }));
    const imported = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.importCases.path),
      payload: { cases },
      headers: { 'x-api-key': tenant.key },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ rejected: [] });

    const all = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.payAllJourneys.path),
      query: { sessionId: session },
      payload: { prepayments: [] },
    });
    expectError(all, 400, 'payment_journeys_invalid');
    // The plate's ordinary trips are still payable on their own.
    const ordinary = await payJourneys(
      tenant,
      session,
      rows.map((row) => ({ idDossier: String(row.id) })),
    );
    expect(ordinary.statusCode, ordinary.body).toBe(200);
  });

  it('takes every owed trip, priced by the server, and stores an OPEN basket', async () => {
    const { tenant, plate, session, rows } = await plateWithTrips();
    const basket = await allJourneysBasket(app(), tenant, session);
    expect(basket).toMatchObject({ status: 'PENDING', currency: 'EUR', plate, countryCode: 'FR' });
    // Whole road 4.20; Le Montet Est alone 1.10 + the Montbeugny and Molinet transits 1.90 + 1.30.
    expect(basket.journeys.map((journey) => journey.totalPrice)).toEqual([420, 430]);
    expect(basket.amount).toBe(850);
    expect(basket.journeys.map((journey) => journey.id)).toEqual(rows.map((row) => String(row.id)));
    expect(new Date(basket.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('leaves OMP cases and ongoing trips out; nothing payable is session_without_journeys', async () => {
    const { tenant, plate, session, rows } = await plateWithTrips();
    const [first, second] = rows;
    if (!first || !second) throw new Error('two journeys expected');
    await makeOmp(db(), first.id);
    // An ongoing trip: one passage ten minutes ago, the road goes on.
    await ingest(
      app(),
      tenant,
      tripPassages(plate, new Date(Date.now() - 10 * 60_000), { gantries: ['le-montet-ouest'] }),
    );
    const basket = await allJourneysBasket(app(), tenant, session);
    expect(basket.journeys.map((journey) => journey.id)).toEqual([String(second.id)]);
    await makeOmp(db(), second.id);
    const none = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.payAllJourneys.path),
      query: { sessionId: session },
      payload: {},
    });
    expectError(none, 400, 'session_without_journeys');
  });

  it('prices prepaid trips on the road at today\u2019s tariff', async () => {
    const { tenant, session } = await plateWithTrips();
    const basket = await allJourneysBasket(app(), tenant, session, [
      { in: 'A71', out: 'RN79', vehicleCategory: 1 },
      { in: '33', out: '30-32', vehicleCategory: 2 },
    ]);
    expect(basket.prepayments).toEqual([
      expect.objectContaining({ ttcPrice: 420, htPrice: 350, tvaPrice: 70, vehicleCategory: 1 }),
      expect.objectContaining({ ttcPrice: 170, vehicleCategory: 2 }),
    ]);
    expect(basket.amount).toBe(850 + 420 + 170);
    // Named as the lists name gates (issue 26 item 6): the payment page shows these legs.
    expect(basket.prepayments[0]).toMatchObject({
      in: { id: 'A71', label: 'A71', name: 'Montmarault' },
      out: { id: 'RN79', label: 'RN79', name: expect.any(String) },
    });
    const unknown = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.payAllJourneys.path),
      query: { sessionId: session },
      payload: { prepayments: [{ in: '34', out: 'A6', vehicleCategory: 1 }] },
    });
    expectError(unknown, 400, 'invalid_request');
  });

  it('charges a prepaid trip its estimate\u2019s emission tier: the registry\u2019s EL for a French plate', async () => {
    const tenant = await createRoadTenant(db());
    const electric = freshPlate();
    await db().insert(vehicleRegistry).values({
      countryCode: 'FR',
      plate: electric,
      model: 'RENAULT ZOE',
      energy: 'EL',
      vehicleType: 'VP',
    });
    const wholeRoad = { in: 'A71', out: 'RN79', vehicleCategory: 1 };
    const basket = await allJourneysBasket(
      app(),
      tenant,
      plateSession(config, tenant.id, electric),
      [wholeRoad, { ...wholeRoad, vehicleCategory: 3 }],
    );
    // Class 1 electric 3.20 (not 4.20); class 3 electric pays Euro 6-7 (11.70, not 13.50).
    expect(basket.prepayments.map((item) => item.ttcPrice)).toEqual([320, 1170]);
    expect(basket.amount).toBe(320 + 1170);
    // A French plate the registry does not say is electric: the driver's box changes nothing.
    const petrol = freshPlate();
    const standard = await allJourneysBasket(
      app(),
      tenant,
      plateSession(config, tenant.id, petrol),
      [{ ...wholeRoad, electric: true }],
    );
    expect(standard.amount).toBe(420);
    // A foreign plate: electric when the driver ticked the box, as its estimate.
    const foreign = issueLookupSession(
      config.lookup.secret,
      {
        whitelabelId: tenant.id,
        target: { kind: 'plate', plate: freshPlate(), countryCode: 'IT' },
      },
      new Date(),
      config.lookup.sessionTtlMs,
    );
    const ticked = await allJourneysBasket(app(), tenant, foreign, [
      { ...wholeRoad, electric: true },
      wholeRoad,
    ]);
    expect(ticked.prepayments.map((item) => item.ttcPrice)).toEqual([320, 420]);
  });

  it('refuses a forged, expired or other tenant\u2019s lookup session (403 payment_session_invalid)', async () => {
    const { tenant, plate, session } = await plateWithTrips();
    const other = await createRoadTenant(db());
    const expired = issueLookupSession(
      config.lookup.secret,
      { whitelabelId: tenant.id, target: { kind: 'plate', plate, countryCode: 'FR' } },
      new Date(Date.now() - 2 * base.lookup.sessionTtlMs),
      base.lookup.sessionTtlMs,
    );
    for (const [who, sessionId] of [
      [tenant, `${session.slice(0, -2)}xx`],
      [tenant, expired],
      [other, session],
    ] as const) {
      const response = await onTenant(app(), who, {
        method: 'POST',
        url: buildPath(routes.payAllJourneys.path),
        query: { sessionId },
        payload: {},
      });
      expectError(response, 403, 'payment_session_invalid');
    }
  });
});

describe('POST /payments/journeys', () => {
  it('takes the listed journeys of the session and prices them', async () => {
    const { tenant, session, rows } = await plateWithTrips();
    const [first] = rows;
    const response = await payJourneys(tenant, session, [{ idDossier: String(first?.id) }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(paymentSessionSchema.parse(response.json())).toMatchObject({ amount: 420 });
  });

  it('refuses what is not payable with the catalogue\u2019s codes', async () => {
    const { tenant, session, rows, plate } = await plateWithTrips();
    const [first, second] = rows;
    if (!first || !second) throw new Error('two journeys expected');
    const stranger = await plateWithTrips();
    const strangerId = String(stranger.rows[0]?.id);
    expectError(await payJourneys(tenant, session, []), 400, 'session_without_journeys');
    expectError(
      await payJourneys(tenant, session, [
        { idDossier: String(first.id) },
        { idDossier: String(first.id) },
      ]),
      400,
      'payment_journeys_invalid',
    );
    expectError(
      await payJourneys(tenant, session, [{ idDossier: strangerId }]),
      400,
      'payment_journeys_invalid',
    );
    expectError(
      await payJourneys(tenant, session, [{ idDossier: '999999999' }]),
      400,
      'payment_journeys_invalid',
    );
    expectError(
      await payJourneys(tenant, session, [{ inProgressId: String(first.id) }]),
      400,
      'false_in_progress_journey',
    );
    // Prepaying with a past trip left unpaid.
    expectError(
      await payJourneys(tenant, session, [
        { idDossier: String(first.id) },
        { prepaymentJourney: { in: '34', out: '23', vehicleCategory: 1 } },
      ]),
      400,
      'missing_post_payment_with_prepayment',
    );
    await makeOmp(db(), second.id);
    expectError(
      await payJourneys(tenant, session, [{ idDossier: String(second.id) }]),
      400,
      'payment_journeys_invalid',
    );
    // An ongoing trip is paid by its inProgressId, not as a finished one.
    await ingest(
      app(),
      tenant,
      tripPassages(plate, new Date(Date.now() - 5 * 60_000), { gantries: ['le-montet-ouest'] }),
    );
    const ongoing = (await plateJourneys(db(), tenant.id, plate)).find(
      (row) => row.status === 'EN_COURS',
    );
    expectError(
      await payJourneys(tenant, session, [{ idDossier: String(ongoing?.id) }]),
      400,
      'payment_journeys_invalid',
    );
    const inProgress = await payJourneys(tenant, session, [{ inProgressId: String(ongoing?.id) }]);
    expect(inProgress.statusCode, inProgress.body).toBe(200);
    expect(paymentSessionSchema.parse(inProgress.json()).journeys[0]?.status).toBe('EN_COURS');
  });

  it('refuses malformed bodies with 400 invalid_request, never a 500', async () => {
    const { tenant, session } = await plateWithTrips();
    for (const journeys of [
      [{ idDossier: '' }],
      [{ price: 1 }],
      [{ idDossier: '1', amount: 0 }],
      'x',
    ]) {
      expectError(
        await payJourneys(tenant, session, journeys as unknown[]),
        400,
        'invalid_request',
      );
    }
  });
});

describe('GET /payments/methods and the method switches', () => {
  it('shows the demo operator\u2019s ESSO switched off with its text', async () => {
    const response = await app().inject({
      method: 'GET',
      url: buildPath(routes.paymentMethods.path),
      query: { lang: 'it' },
      headers: { host: 'localhost' },
    });
    const esso = paymentMethodsResponseSchema.parse(response.json()).find((m) => m.type === 'ESSO');
    expect(esso).toMatchObject({ isEnabled: false, errorMessage: expect.stringContaining('ESSO') });
  });

  it('lists the five methods, all on by default; a switched-off one says why and is refused', async () => {
    const { tenant, session } = await plateWithTrips();
    const list = async (lang: string) => {
      const response = await onTenant(app(), tenant, {
        method: 'GET',
        url: buildPath(routes.paymentMethods.path),
        query: { lang },
      });
      expect(response.statusCode, response.body).toBe(200);
      return paymentMethodsResponseSchema.parse(response.json());
    };
    expect((await list('it')).map((method) => [method.type, method.isEnabled])).toEqual([
      ['CREDIT_CARD', true],
      ['TOTAL', true],
      ['DKV', true],
      ['SHELL', true],
      ['ESSO', true],
    ]);
    await db()
      .update(whitelabels)
      .set({
        settings: sql`jsonb_set(${whitelabels.settings}, '{payments}', ${JSON.stringify({
          methods: {
            CREDIT_CARD: {
              enabled: false,
              unavailableMessage: { it: 'Carte in manutenzione', fr: 'Cartes en maintenance' },
            },
          },
        })}::jsonb)`,
      })
      .where(eq(whitelabels.id, tenant.id));
    const card = (await list('it')).find((method) => method.type === 'CREDIT_CARD');
    expect(card).toEqual({
      type: 'CREDIT_CARD',
      isEnabled: false,
      icon: 'card',
      errorMessage: 'Carte in manutenzione',
    });
    expect((await list('de')).find((method) => method.type === 'CREDIT_CARD')?.errorMessage).toBe(
      'Cartes en maintenance',
    );
    const basket = await allJourneysBasket(app(), tenant, session);
    const refused = await onTenant(app(), tenant, {
      method: 'POST',
      url: buildPath(routes.paymentPsp.path),
      payload: { sessionId: basket.id, billingInfo },
    });
    expectError(refused, 400, 'payment_method_disabled');
  });
});
