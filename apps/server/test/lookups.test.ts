import {
  addParisDays,
  apiPrefix,
  carSchema,
  companySchema,
  type Journey,
  type JourneySet,
  journeySetSchema,
  journeysPageSchema,
  journeysResumeResponseSchema,
  type PassageInput,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import {
  companies,
  journeysToPayPages,
  vehicleRegistry,
  whitelabels,
} from '../src/db/schema/index.ts';
import { demoTenant } from '../src/db/seed/demo-tenant.ts';
import { seedLookups } from '../src/db/seed/seed-lookups.ts';

const demoLookups = { toPayPage: demoTenant.content.tripsPage, companies: demoTenant.companies };
import { runDunningJob } from '../src/jobs/dunning.ts';
import { encodeDunningState } from '../src/modules/journeys/dunning-codec.ts';
import { findJourneys, updateJourney } from '../src/modules/journeys/repository.ts';
import {
  issueLookupSession,
  sameTarget,
  verifyLookupSession,
} from '../src/modules/lookups/session.ts';
import { createServices } from '../src/services.ts';
import { secretRing } from '../src/shared/secret-ring.ts';
import { useApp } from './helpers/build-app.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';
import { solvedCaptchaToken } from './helpers/captcha.ts';
import { testConfig } from './helpers/config.ts';
import { createTenant, uniqueSuffix } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';
import { trip } from './helpers/trips.ts';

// Many lookups from one test client: the per-IP limits are tested in lookups-rate-limit.test.ts.
const base = testConfig();
const config = testConfig({
  lookup: { ...base.lookup, rateLimitMax: 100_000 },
  rateLimit: { max: 100_000, windowMs: 60_000 },
});
const app = useApp(config);
const db = (): Database => app().database.db;
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** A tenant of its own with the A79 road and a fresh key (helpers/road-tenant.ts). */
function roadsideTenant(): Promise<RoadTenant> {
  return createRoadTenant(db());
}

/** Le Montet Est then Montbeugny Ouest, eastbound: gate 33 to 29, 2.20 EUR for class 1. */
const leMontetToMontbeugny = ['le-montet-est', 'montbeugny-ouest'];

async function ingest(tenant: RoadTenant, passages: readonly PassageInput[]): Promise<void> {
  const response = await app().inject({
    method: 'POST',
    url: `${apiPrefix}${routes.ingestPassages.path}`,
    headers: { [whitelabelHostHeader]: tenant.host, 'x-api-key': tenant.key },
    payload: { passages },
  });
  expect(response.statusCode, response.body).toBe(200);
}

type LookupRoute = 'journeys' | 'detailedJourneys' | 'vehicles' | 'journeyCompany';

function get(
  tenant: { host: string },
  name: LookupRoute,
  query: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app().inject({
    method: 'GET',
    url: `${apiPrefix}${routes[name].path}`,
    query,
    headers: { [whitelabelHostHeader]: tenant.host },
  });
}

const captcha = () => solvedCaptchaToken(config);

async function lookUp(tenant: { host: string }, query: Record<string, string>) {
  const response = await get(tenant, 'detailedJourneys', { captchaToken: captcha(), ...query });
  expect(response.statusCode, response.body).toBe(200);
  return journeySetSchema.parse(response.json());
}

const march = new Date('2026-03-02T08:00:00Z');

/** Issues the notices of the tenant's due journeys as the dunning job would at `now`. */
const dunning = (tenant: RoadTenant, now: Date) =>
  runDunningJob(db(), now, { whitelabelId: tenant.id });

async function storedJourneys(tenant: RoadTenant, plate: string) {
  return (await findJourneys(db(), tenant.id)).filter((row) => row.plate === plate);
}

describe('GET /services/v1/detailedJourneys by plate', () => {
  it('answers the plate\u2019s priced trips, sorted, with the deadline 72 h after the last passage', async () => {
    const tenant = await roadsideTenant();
    const later = new Date(march.getTime() + 3 * hour);
    // Fed out of order: the answer is still sorted by date.
    await ingest(tenant, [
      ...trip('LOOK1', leMontetToMontbeugny, later),
      ...trip('LOOK1', leMontetToMontbeugny, march),
    ]);
    const set = await lookUp(tenant, { plate: 'look 1', country: 'fr' });
    expect(set).toMatchObject({
      type: 'detailed',
      company: tenant.name,
      plate: 'LOOK1',
      countryCode: 'FR',
      vehicleInformation: null,
    });
    expect(set.sessionId).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(set.journeys.map((journey) => journey.date)).toEqual([
      march.toISOString(),
      later.toISOString(),
    ]);
    const [first] = set.journeys;
    const lastPassage = march.getTime() + 10 * minute;
    expect(first).toMatchObject({
      in: { id: '33', label: '33' },
      out: { id: '29', label: '29' },
      carCategory: 1,
      nature: 'freeFlow',
      status: 'TERMINE',
      completed: true,
      inProgressId: null,
      paymentLimit: null,
      caseOrigin: null,
      pvNumber: null,
      ticketNumber: null,
      cnpNumber: null,
      ttcPrice: 220,
      htPrice: 183,
      tvaPrice: 37,
      tva: 20,
      indemnity: 0,
      alreadyPaid: 0,
      totalPrice: 220,
      company: tenant.name,
      deadline: new Date(lastPassage + 72 * hour).toISOString(),
    } satisfies Partial<Journey>);
    const stored = await storedJourneys(tenant, 'LOOK1');
    expect(set.journeys.map((journey) => journey.id).sort()).toEqual(
      stored.map((row) => String(row.id)).sort(),
    );
  });

  it('names each gate by its place in the language asked (issue 26 item 6)', async () => {
    const tenant = await roadsideTenant();
    await ingest(tenant, trip('NAMES1', leMontetToMontbeugny, march));
    const response = await app().inject({
      method: 'GET',
      url: `${apiPrefix}${routes.detailedJourneys.path}`,
      query: { captchaToken: captcha(), plate: 'NAMES1', country: 'fr' },
      headers: { [whitelabelHostHeader]: tenant.host, 'accept-language': 'it-IT,it;q=0.9' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [journey] = journeySetSchema.parse(response.json()).journeys;
    expect(journey?.in).toEqual({ id: '33', label: '33', name: 'Le Montet' });
    expect(journey?.out).toEqual({ id: '29', label: '29', name: 'Montbeugny' });
  });

  it('answers /journeys as type resume with the sums per category', async () => {
    const tenant = await roadsideTenant();
    await ingest(tenant, [
      ...trip('RESUME1', leMontetToMontbeugny, march),
      ...trip('RESUME1', leMontetToMontbeugny, new Date(march.getTime() + day)),
    ]);
    const response = await get(tenant, 'journeys', {
      plate: 'RESUME1',
      country: 'FR',
      captchaToken: captcha(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const resume = journeysResumeResponseSchema.parse(response.json());
    expect(resume.type).toBe('resume');
    expect(resume.journeys).toHaveLength(2);
    expect(resume.summaries).toEqual({
      retardPaiement: { count: 0, price: 0, hasPrimoPassantTravel: false },
      cnp: { count: 0, price: 0, hasPrimoPassantTravel: false },
      fluxLibre: { count: 2, price: 440, hasPrimoPassantTravel: false },
    });
  });

  it('answers 200 with no trips for a plate that never drove here', async () => {
    const tenant = await roadsideTenant();
    const set = await lookUp(tenant, { plate: 'NOTRIP1', country: 'DE' });
    expect(set).toMatchObject({ plate: 'NOTRIP1', countryCode: 'DE', journeys: [] });
  });

  it('answers the registry\u2019s data of a plate with no trips', async () => {
    const tenant = await roadsideTenant();
    const plate = `NOTRIP${uniqueSuffix().slice(0, 6).toUpperCase()}`;
    await db()
      .insert(vehicleRegistry)
      .values({ countryCode: 'IT', plate, model: 'Panda', energy: 'GO', vehicleType: 'VP' });
    const set = await lookUp(tenant, { plate, country: 'IT' });
    expect(set).toMatchObject({ vehicleInformation: { type: 'VP', energy: 'GO' }, journeys: [] });
  });

  it('shows an ongoing trip with its inProgressId and no exit', async () => {
    const tenant = await roadsideTenant();
    const now = new Date();
    await ingest(tenant, trip('ONGO1', ['le-montet-est'], new Date(now.getTime() - 5 * minute)));
    const [journey] = (await lookUp(tenant, { plate: 'ONGO1', country: 'FR' })).journeys;
    expect(journey).toMatchObject({ status: 'EN_COURS', completed: false, out: null });
    expect(journey?.inProgressId).toBe(journey?.id);
  });

  it('adds the registry\u2019s vehicle type and energy, and nothing about owners', async () => {
    const tenant = await roadsideTenant();
    const plate = `REG${uniqueSuffix().slice(0, 6).toUpperCase()}`;
    await db()
      .insert(vehicleRegistry)
      .values({ countryCode: 'FR', plate, model: 'Zoe', energy: 'EL', vehicleType: 'VP' });
    await ingest(tenant, trip(plate, leMontetToMontbeugny, march));
    const set = await lookUp(tenant, { plate, country: 'FR' });
    expect(set.vehicleInformation).toEqual({ type: 'VP', energy: 'EL' });
    expect(Object.keys(set).sort()).toEqual(
      [
        'company',
        'countryCode',
        'journeys',
        'plate',
        'sessionId',
        'type',
        'vehicleInformation',
      ].sort(),
    );
  });

  it('answers lookups that arrive together (read in one statement) as it answers each alone', async () => {
    const tenant = await roadsideTenant();
    const other = await roadsideTenant();
    const plate = `GRP${uniqueSuffix().slice(0, 6).toUpperCase()}`;
    await db()
      .insert(vehicleRegistry)
      .values({ countryCode: 'FR', plate, model: 'Zoe', energy: 'EL', vehicleType: 'VP' });
    await ingest(tenant, [
      ...trip(plate, leMontetToMontbeugny, march),
      ...trip(plate, leMontetToMontbeugny, new Date(march.getTime() + day)),
    ]);
    await ingest(other, trip(plate, leMontetToMontbeugny, march));
    const lookups: [RoadTenant, Record<string, string>][] = [
      [tenant, { plate, country: 'FR' }],
      [tenant, { plate, country: 'FR', startTime: new Date(march.getTime() + hour).toISOString() }],
      [tenant, { plate, country: 'FR', onlyCNPorLatePayment: 'true' }],
      [other, { plate, country: 'FR' }],
      [tenant, { plate: 'NOTRIP1', country: 'DE' }],
    ];
    const alone: JourneySet[] = [];
    for (const [owner, query] of lookups) alone.push(await lookUp(owner, query));
    const together = await Promise.all(lookups.map(([owner, query]) => lookUp(owner, query)));
    const view = ({ plate, vehicleInformation, journeys }: JourneySet) => ({
      plate,
      vehicleInformation,
      journeys,
    });
    expect(together.map(view)).toEqual(alone.map(view));
    expect(alone.map((set) => set.journeys.length)).toEqual([2, 1, 0, 1, 0]);
    expect(alone.map((set) => set.vehicleInformation?.energy ?? null)).toEqual([
      'EL',
      'EL',
      'EL',
      'EL',
      null,
    ]);
  });

  it('leaves out tag-paid, unpriced, paid and cancelled trips, and other plates\u2019', async () => {
    const tenant = await roadsideTenant();
    await ingest(tenant, [
      ...trip('MIXED1', leMontetToMontbeugny, march),
      ...trip('MIXED1', leMontetToMontbeugny, new Date(march.getTime() + 1 * day), {
        tagPaid: true,
      }),
      // Before the first tariff (1 February 2026): stored unpriced.
      ...trip('MIXED1', leMontetToMontbeugny, new Date('2025-06-01T08:00:00Z')),
      ...trip('MIXED1', leMontetToMontbeugny, new Date(march.getTime() + 2 * day)),
      ...trip('MIXED1', leMontetToMontbeugny, new Date(march.getTime() + 3 * day)),
      ...trip('MIXED2', leMontetToMontbeugny, march),
    ]);
    const rows = await storedJourneys(tenant, 'MIXED1');
    expect(rows).toHaveLength(5);
    const paid = rows.find((row) => row.firstPassageAt.getTime() === march.getTime() + 2 * day);
    const cancelled = rows.find(
      (row) => row.firstPassageAt.getTime() === march.getTime() + 3 * day,
    );
    if (!paid || !cancelled) throw new Error('missing journeys');
    await updateJourney(db(), paid.id, {
      dunning: encodeDunningState({
        stage: 'paid',
        paidAt: march,
        paymentLimit: null,
        indemnityCents: 0,
      }),
      dunningKind: 'paid',
      frozen: true,
    });
    await updateJourney(db(), cancelled.id, {
      dunning: encodeDunningState({ stage: 'cancelled', cancelledAt: march, paymentLimit: null }),
      dunningKind: 'cancelled',
      frozen: true,
    });
    const set = await lookUp(tenant, { plate: 'MIXED1', country: 'FR' });
    expect(set.journeys.map((journey) => journey.date)).toEqual([march.toISOString()]);
  });

  it('tells a plate whose trips are all paid from one with none (issue 26 item 2)', async () => {
    const tenant = await roadsideTenant();
    await ingest(tenant, [
      ...trip('PAIDALL1', leMontetToMontbeugny, march),
      ...trip('TAGONLY1', leMontetToMontbeugny, march, { tagPaid: true }),
    ]);
    const [row] = await storedJourneys(tenant, 'PAIDALL1');
    if (!row) throw new Error('missing journey');
    await updateJourney(db(), row.id, {
      dunning: encodeDunningState({
        stage: 'paid',
        paidAt: march,
        paymentLimit: null,
        indemnityCents: 0,
      }),
      dunningKind: 'paid',
      frozen: true,
    });
    const paid = await lookUp(tenant, { plate: 'PAIDALL1', country: 'FR' });
    expect(paid).toMatchObject({ journeys: [], hasPaidJourneys: true });
    // A trip paid wholly by a toll tag is paid too.
    expect(await lookUp(tenant, { plate: 'TAGONLY1', country: 'FR' })).toMatchObject({
      journeys: [],
      hasPaidJourneys: true,
    });
    // The same plate under another country: nothing found, nothing paid.
    expect(await lookUp(tenant, { plate: 'PAIDALL1', country: 'IT' })).toMatchObject({
      journeys: [],
      hasPaidJourneys: false,
    });
    // Within the lookup's filters: a rental period before the trip finds nothing paid.
    const before = await lookUp(tenant, {
      plate: 'PAIDALL1',
      country: 'FR',
      endTime: new Date(march.getTime() - day).toISOString(),
    });
    expect(before.hasPaidJourneys).toBe(false);
    // /journeys (type resume) answers it too.
    const resume = await get(tenant, 'journeys', {
      captchaToken: captcha(),
      plate: 'PAIDALL1',
      country: 'FR',
    });
    expect(journeysResumeResponseSchema.parse(resume.json()).hasPaidJourneys).toBe(true);
  });

  it('says nothing of paid trips when some are owed', async () => {
    const tenant = await roadsideTenant();
    await ingest(tenant, trip('OWED1', leMontetToMontbeugny, march));
    const set = await lookUp(tenant, { plate: 'OWED1', country: 'FR' });
    expect(set.journeys).toHaveLength(1);
    expect(set).not.toHaveProperty('hasPaidJourneys');
  });

  it('filters by trip date and by notices only', async () => {
    const tenant = await roadsideTenant();
    const second = new Date(march.getTime() + 5 * day);
    await ingest(tenant, [
      ...trip('FILTER1', leMontetToMontbeugny, march),
      ...trip('FILTER1', leMontetToMontbeugny, second),
    ]);
    // The first trip becomes a notice; the second is still within its 72 h.
    await dunning(tenant, new Date(march.getTime() + 4 * day));
    const inRange = await lookUp(tenant, {
      plate: 'FILTER1',
      country: 'FR',
      startTime: new Date(second.getTime() - hour).toISOString(),
      endTime: new Date(second.getTime() + hour).toISOString(),
    });
    expect(inRange.journeys.map((journey) => journey.date)).toEqual([second.toISOString()]);
    const notices = await lookUp(tenant, {
      plate: 'FILTER1',
      country: 'FR',
      onlyCNPorLatePayment: 'true',
    });
    expect(notices.journeys).toHaveLength(1);
    expect(notices.journeys[0]).toMatchObject({
      nature: 'latePayment',
      paymentLimit: 'PRIMO_DESIGNATED',
      indemnity: 0,
    });
  });
  it('takes date bounds the database has no year for (0000, past 9999) as the widest filter', async () => {
    const tenant = await roadsideTenant();
    await ingest(tenant, trip('FILTER2', leMontetToMontbeugny, march));
    // PostgreSQL has no year 0000, and 9999-12-31T23:59:59-23:59 is in year 10000 once in UTC.
    const all = await lookUp(tenant, {
      plate: 'FILTER2',
      country: 'FR',
      startTime: '0000-01-01T00:00:00Z',
      endTime: '9999-12-31T23:59:59-23:59',
    });
    expect(all.journeys.map((journey) => journey.date)).toEqual([march.toISOString()]);
    const none = await lookUp(tenant, {
      plate: 'FILTER2',
      country: 'FR',
      startTime: '0000-01-01T00:00:00Z',
      endTime: '0001-01-01T00:00:00Z',
    });
    expect(none.journeys).toEqual([]);
  });
});

describe('lookup by case number', () => {
  it('finds a notice by its pvNumber and answers the plate\u2019s notices and CNP only', async () => {
    const tenant = await roadsideTenant();
    await ingest(tenant, [
      ...trip('CASE1', leMontetToMontbeugny, march),
      // Still a plain trip: a case number does not open it.
      ...trip('CASE1', leMontetToMontbeugny, new Date(march.getTime() + 10 * day)),
    ]);
    await dunning(tenant, new Date(march.getTime() + 4 * day));
    const [notice] = (await storedJourneys(tenant, 'CASE1')).filter((row) => row.pvNumber);
    if (!notice?.pvNumber) throw new Error('no notice issued');
    const set = await lookUp(tenant, { caseNumber: ` ${notice.pvNumber.toLowerCase()} ` });
    expect(set).toMatchObject({ plate: 'CASE1', countryCode: 'FR' });
    expect(set.journeys).toEqual([
      expect.objectContaining({
        id: String(notice.id),
        pvNumber: notice.pvNumber,
        nature: 'latePayment',
        paymentLimit: 'PRIMO_DESIGNATED',
      }),
    ]);
  });

  it('finds a non-payment declaration by its ticketNumber', async () => {
    const tenant = await roadsideTenant();
    const imported = await app().inject({
      method: 'POST',
      url: `${apiPrefix}${routes.importCases.path}`,
      headers: { [whitelabelHostHeader]: tenant.host, 'x-api-key': tenant.key },
      payload: {
        cases: [
          {
            kind: 'CNP',
            caseNumber: 'CNP-2026-0042',
            plate: 'CASE2',
            countryCode: 'FR',
            date: march.toISOString(),
            inGate: '33',
            outGate: '29',
            vehicleClass: 1,
            caseDate: new Date(march.getTime() + 5 * day).toISOString(),
          },
        ],
      },
    });
    expect(imported.json()).toMatchObject({ accepted: 1 });
    const set = await lookUp(tenant, { caseNumber: 'cnp-2026-0042' });
    expect(set.journeys).toEqual([
      expect.objectContaining({
        ticketNumber: 'CNP-2026-0042',
        nature: 'nonPaymentDeclaration',
        paymentLimit: 'INFRACTION',
        ttcPrice: 220,
      }),
    ]);
  });

  it('answers 404 immatriculation_not_found for an unknown case, 400 for a malformed one', async () => {
    const tenant = await roadsideTenant();
    expectError(
      await get(tenant, 'detailedJourneys', {
        caseNumber: 'A79-2026-999999',
        captchaToken: captcha(),
      }),
      404,
      'immatriculation_not_found',
    );
    expectError(
      await get(tenant, 'detailedJourneys', { caseNumber: '#!', captchaToken: captcha() }),
      400,
      'immatriculation_not_found',
    );
  });
});

describe('lookup checks', () => {
  it.each([
    [{ country: 'FR' }, 'number_plate_mandatory'],
    [{ plate: 'AB123CD' }, 'country_code_mandatory'],
    [{ plate: 'AB123CD', country: 'XX' }, 'invalid_country_code'],
    [{ plate: 'A', country: 'FR' }, 'invalid_number_plate'],
    [{ plate: 'AB/123', country: 'FR' }, 'invalid_number_plate'],
    [{ plate: 'AB123CD', country: 'FR', onlyCNPorLatePayment: 'yes' }, 'invalid_request'],
    [{ plate: 'AB123CD', country: 'FR', startTime: 'tomorrow' }, 'invalid_request'],
    [
      {
        plate: 'AB123CD',
        country: 'FR',
        startTime: '2026-03-02T00:00:00Z',
        endTime: '2026-03-01T00:00:00Z',
      },
      'invalid_date_range',
    ],
  ])('answers 400 for %o: %s', async (query, code) => {
    const tenant = await roadsideTenant();
    const response = await get(tenant, 'detailedJourneys', { ...query, captchaToken: captcha() });
    expectError(response, 400, code);
  });

  it('needs a captcha: missing, invalid, and reused are refused', async () => {
    const tenant = await roadsideTenant();
    const query = { plate: 'CAPTCHA1', country: 'FR' };
    expectError(await get(tenant, 'detailedJourneys', query), 400, 'captcha_mandatory');
    expectError(
      await get(tenant, 'detailedJourneys', { ...query, captchaToken: 'not-a-token' }),
      403,
      'captcha_invalid',
    );
    const token = captcha();
    expect((await get(tenant, 'journeys', { ...query, captchaToken: token })).statusCode).toBe(200);
    expectError(
      await get(tenant, 'detailedJourneys', { ...query, captchaToken: token }),
      403,
      'captcha_invalid',
    );
  });

  it('checks the plate before the captcha, so a bad plate costs no solved captcha', async () => {
    const tenant = await roadsideTenant();
    expectError(
      await get(tenant, 'detailedJourneys', { plate: 'AB123CD', country: 'XX' }),
      400,
      'invalid_country_code',
    );
  });

  it('reopens the same plate with its sessionId, and no other plate or tenant', async () => {
    const tenant = await roadsideTenant();
    const other = await roadsideTenant();
    const { sessionId } = await lookUp(tenant, { plate: 'SESSION1', country: 'FR' });
    const again = await get(tenant, 'detailedJourneys', {
      plate: 'session-1',
      country: 'FR',
      sessionId,
    });
    expect(again.statusCode, again.body).toBe(200);
    const renewed = journeySetSchema.parse(again.json()).sessionId;
    expect(verifyLookupSession(config.lookup.secret, renewed, new Date())).not.toBeNull();

    const refused = [
      await get(tenant, 'detailedJourneys', { plate: 'SESSION2', country: 'FR', sessionId }),
      await get(tenant, 'detailedJourneys', { plate: 'SESSION1', country: 'BE', sessionId }),
      await get(tenant, 'detailedJourneys', { caseNumber: 'SESSION1', sessionId }),
      await get(other, 'detailedJourneys', { plate: 'SESSION1', country: 'FR', sessionId }),
      await get(tenant, 'detailedJourneys', {
        plate: 'SESSION1',
        country: 'FR',
        sessionId: `${sessionId.slice(0, -2)}xx`,
      }),
    ];
    for (const response of refused) expectError(response, 400, 'captcha_mandatory');
  });

  it('signs sessions that expire and cannot be altered', () => {
    const secret = config.lookup.secret;
    const now = new Date('2026-03-02T08:00:00Z');
    const target = { kind: 'plate', plate: 'AB123CD', countryCode: 'FR' } as const;
    const sessionId = issueLookupSession(secret, { whitelabelId: 7, target }, now, 60 * minute);
    expect(verifyLookupSession(secret, sessionId, now)).toEqual({
      whitelabelId: 7,
      target,
      expiresAt: new Date(now.getTime() + 60 * minute),
      rental: false,
    });
    // A lookup for a rental period says so (the vehicle cannot prepay), and cannot be unsaid.
    const rental = issueLookupSession(secret, { whitelabelId: 7, target, rental: true }, now, hour);
    expect(verifyLookupSession(secret, rental, now)).toMatchObject({ rental: true });
    const [rentalPayload, rentalSignature] = rental.split('.');
    const unsaid = Buffer.from(
      JSON.stringify({ w: 7, t: target, e: now.getTime() + hour }),
    ).toString('base64url');
    expect(rentalPayload).not.toBe(unsaid);
    expect(verifyLookupSession(secret, `${unsaid}.${rentalSignature}`, now)).toBeNull();
    expect(
      verifyLookupSession(secret, sessionId, new Date(now.getTime() + 60 * minute)),
    ).toBeNull();
    expect(verifyLookupSession(`${secret}-other`, sessionId, now)).toBeNull();
    const [payload, signature] = sessionId.split('.');
    const forged = Buffer.from(
      JSON.stringify({ w: 8, t: target, e: now.getTime() + hour }),
    ).toString('base64url');
    expect(verifyLookupSession(secret, `${forged}.${signature}`, now)).toBeNull();
    expect(verifyLookupSession(secret, `${payload}`, now)).toBeNull();
    expect(verifyLookupSession(secret, 'a.b.c', now)).toBeNull();
    expect(sameTarget(target, { kind: 'case', caseNumber: 'AB123CD' })).toBe(false);
  });

  it('keeps sessions of the replaced secret valid during a rotation, and only then', () => {
    const previous = 'the-secret-being-replaced-of-32-characters-or-more';
    const now = new Date('2026-03-02T08:00:00Z');
    const target = { kind: 'plate', plate: 'AB123CD', countryCode: 'FR' } as const;
    const before = issueLookupSession(previous, { whitelabelId: 7, target }, now, hour);
    const ring = secretRing(config.lookup.secret, previous);
    expect(verifyLookupSession(ring, before, now)).toMatchObject({ whitelabelId: 7, target });
    expect(verifyLookupSession(secretRing(config.lookup.secret), before, now)).toBeNull();
    const after = issueLookupSession(ring[0], { whitelabelId: 7, target }, now, hour);
    expect(verifyLookupSession(ring, after, now)).toMatchObject({ whitelabelId: 7 });
    // Once the previous secret is gone, only new sessions are valid.
    expect(verifyLookupSession(config.lookup.secret, after, now)).not.toBeNull();
  });

  it('answers 404 company_not_found for an unknown company code, and keeps a known one\u2019s trips only', async () => {
    const tenant = await roadsideTenant();
    const [fleet, other] = await db()
      .insert(companies)
      .values([
        { whitelabelId: tenant.id, code: 'FLEET1', name: 'Fleet' },
        { whitelabelId: tenant.id, code: 'FLEET2', name: 'Other fleet' },
      ])
      .returning({ id: companies.id });
    // Two trips of one plate: the first begun while it was in FLEET1's fleet, the second after
    // it left (fleet-link.ts keeps journeys.fleet_company_id; set here as it would).
    await ingest(tenant, [
      ...trip('FLEETCAR1', leMontetToMontbeugny, march),
      ...trip('FLEETCAR1', leMontetToMontbeugny, new Date(march.getTime() + day)),
    ]);
    const [rented, returned] = await storedJourneys(tenant, 'FLEETCAR1');
    if (!rented || !returned || !fleet || !other) throw new Error('setup');
    await updateJourney(db(), rented.id, { fleetCompanyId: fleet.id });
    expectError(
      await get(tenant, 'detailedJourneys', {
        plate: 'FLEETCAR1',
        country: 'FR',
        companyCode: 'NOPE',
        captchaToken: captcha(),
      }),
      404,
      'company_not_found',
    );
    const all = await lookUp(tenant, { plate: 'FLEETCAR1', country: 'FR' });
    expect(all.journeys).toHaveLength(2);
    const fleetOnly = await lookUp(tenant, {
      plate: 'FLEETCAR1',
      country: 'FR',
      companyCode: 'FLEET1',
    });
    expect(fleetOnly.journeys.map((journey) => journey.id)).toEqual([String(rented.id)]);
    const none = await lookUp(tenant, { plate: 'FLEETCAR1', country: 'FR', companyCode: 'FLEET2' });
    expect(none.journeys).toEqual([]);
  });
});

describe('indemnity at request time', () => {
  it('shows 10 EUR within 15 days of a notice and 90 EUR after, without a job run', async () => {
    const tenant = await roadsideTenant();
    await ingest(tenant, [
      ...trip('LATE1', leMontetToMontbeugny, march),
      ...trip('LATE1', leMontetToMontbeugny, new Date(march.getTime() + 10 * day)),
    ]);
    // First notice (no indemnity), then a second one for the later trip.
    await dunning(tenant, new Date(march.getTime() + 4 * day));
    const noticeDate = new Date(march.getTime() + 14 * day);
    await dunning(tenant, noticeDate);

    let now = new Date(noticeDate.getTime() + day);
    const services = createServices(db(), config, { clock: () => now });
    const target = { kind: 'plate', plate: 'LATE1', countryCode: 'FR' } as const;
    const look = () => {
      const sessionId = issueLookupSession(
        config.lookup.secret,
        { whitelabelId: tenant.id, target },
        now,
        hour,
      );
      return services.lookups.detailedJourneys(
        { id: tenant.id, name: tenant.name },
        { plate: 'LATE1', country: 'FR', sessionId },
      );
    };
    const indemnities = async () =>
      (await look()).journeys.map((journey) => [
        journey.paymentLimit,
        journey.indemnity,
        journey.totalPrice,
      ]);

    expect(await indemnities()).toEqual([
      ['PRIMO_DESIGNATED', 0, 220],
      ['BEFORE_OMP', 1000, 1220],
    ]);
    now = new Date(noticeDate.getTime() + 16 * day);
    expect(await indemnities()).toEqual([
      ['PRIMO_DESIGNATED', 0, 220],
      ['BEFORE_OMP', 9000, 9220],
    ]);
    const [, second] = (await look()).journeys;
    // The deadline shown is the OMP date: 60 Paris calendar days after the notice.
    expect(second?.deadline).toBe(addParisDays(noticeDate, 60).toISOString());
  });
});

describe('GET /services/v1/vehicles', () => {
  it('answers the registry\u2019s model and energy, 404 vehicle_not_found, 400 for bad input', async () => {
    const tenant = await roadsideTenant();
    const plate = `VEH${uniqueSuffix().slice(0, 6).toUpperCase()}`;
    await db()
      .insert(vehicleRegistry)
      .values({ countryCode: 'FR', plate, model: 'Clio', energy: 'ES', vehicleType: 'VP' });
    const found = await get(tenant, 'vehicles', { plate: plate.toLowerCase(), plateCountry: 'fr' });
    expect(found.statusCode, found.body).toBe(200);
    expect(carSchema.strict().parse(found.json())).toEqual({ plate, model: 'Clio', energy: 'ES' });
    expectError(
      await get(tenant, 'vehicles', { plate, plateCountry: 'BE' }),
      404,
      'vehicle_not_found',
    );
    expectError(await get(tenant, 'vehicles', { plate }), 400, 'country_code_mandatory');
    expectError(
      await get(tenant, 'vehicles', { plateCountry: 'FR' }),
      400,
      'number_plate_mandatory',
    );
    expectError(
      await get(tenant, 'vehicles', { plate, plateCountry: 'ZZ' }),
      400,
      'invalid_country_code',
    );
  });
});

describe('GET /services/v1/journeys/company', () => {
  it('answers 200 for a company of the tenant, 404 otherwise, 400 without a code', async () => {
    const tenant = await roadsideTenant();
    await db().insert(companies).values({ whitelabelId: tenant.id, code: 'RENT1', name: 'Rent' });
    const found = await get(tenant, 'journeyCompany', { companyCode: 'RENT1' });
    expect(found.statusCode, found.body).toBe(200);
    expect(companySchema.parse(found.json())).toEqual({
      hasCompany: true,
      details: { companyCode: 'RENT1' },
    });
    const other = await roadsideTenant();
    expectError(
      await get(other, 'journeyCompany', { companyCode: 'RENT1' }),
      404,
      'company_not_found',
    );
    expectError(await get(tenant, 'journeyCompany', {}), 400, 'invalid_request');
    expectError(await get(tenant, 'journeyCompany', { companyCode: ' ' }), 400, 'invalid_request');
  });

  it('knows the demo company LOCA79', async () => {
    const response = await app().inject({
      method: 'GET',
      url: `${apiPrefix}${routes.journeyCompany.path}?companyCode=LOCA79`,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('GET /services/v1/whitelabels/journeys/toPay/page', () => {
  const pageUrl = `${apiPrefix}${routes.journeysToPayPage.path}`;

  it('answers the demo page in Italian and in French', async () => {
    const it = await app().inject({
      method: 'GET',
      url: pageUrl,
      headers: { 'accept-language': 'it' },
    });
    expect(it.statusCode, it.body).toBe(200);
    const italian = journeysPageSchema.parse(it.json());
    expect(italian).toMatchObject({
      primoPassantText: demoLookups.toPayPage.primoPassantText?.it,
      canAddPrepayment: true,
      canContestJourney: true,
      paymentPeriod: 72,
      backgroundPicture: '/media/a79/map.svg',
    });
    expect(italian.articleList.map((article) => article.id)).toEqual(
      demoLookups.toPayPage.articleIds,
    );
    const fr = journeysPageSchema.parse(
      (await app().inject({ method: 'GET', url: `${pageUrl}?lang=fr` })).json(),
    );
    expect(fr.primoPassantText).toBe(demoLookups.toPayPage.primoPassantText?.fr);
    expect(fr.articleList[0]?.title).not.toBe(italian.articleList[0]?.title);
  });

  it('answers a tenant without page data with its actions and defaults', async () => {
    const tenant = await createTenant(db(), { homePage: { actions: ['payment-notice'] } });
    const response = await app().inject({
      method: 'GET',
      url: pageUrl,
      headers: { [whitelabelHostHeader]: tenant.host },
    });
    expect(journeysPageSchema.parse(response.json())).toEqual({
      primoPassantText: null,
      canAddPrepayment: false,
      canContestJourney: true,
      paymentPeriod: 72,
      articleList: [],
      backgroundPicture: null,
    });
  });

  it('falls back to French for a missing translation', async () => {
    const tenant = await createTenant(db());
    await seedLookups(db(), tenant.id, {
      toPayPage: {
        primoPassantText: { fr: 'Premier avis', en: '', de: '', it: '', es: '' },
        articleIds: ['first-article', 'gone'],
        backgroundPicture: null,
      },
      companies: [],
    });
    const response = await app().inject({
      method: 'GET',
      url: `${pageUrl}?lang=de`,
      headers: { [whitelabelHostHeader]: tenant.host },
    });
    const page = journeysPageSchema.parse(response.json());
    expect(page.primoPassantText).toBe('Premier avis');
    expect(page.articleList.map((article) => article.id)).toEqual(['first-article']);
  });

  it('seeds the demo page and company once: a second run changes nothing', async () => {
    // The demo's rental company (Rent'A79, issue 25) is the renters' seed's, not the lookups'.
    const [demo] = await db().select().from(whitelabels).where(eq(whitelabels.code, 'a79'));
    if (!demo) throw new Error('no demo white-label');
    const read = async () => ({
      page: await db()
        .select()
        .from(journeysToPayPages)
        .where(eq(journeysToPayPages.whitelabelId, demo.id)),
      companies: await db().select().from(companies).where(eq(companies.whitelabelId, demo.id)),
    });
    const before = await read();
    await seedLookups(db(), demo.id, demoLookups);
    expect(await read()).toEqual(before);
    expect(before.companies).toContainEqual(
      expect.objectContaining({ code: 'LOCA79', name: 'Loca A79' }),
    );
  });
});
