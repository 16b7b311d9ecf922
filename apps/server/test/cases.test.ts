import {
  addParisDays,
  apiPrefix,
  caseImportResponseSchema,
  maxCasesPerBatch,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { runDunningJob } from '../src/jobs/dunning.ts';
import { decodeDunningState } from '../src/modules/journeys/dunning-codec.ts';
import { findJourneys, type JourneyRow } from '../src/modules/journeys/repository.ts';
import { useApp } from './helpers/build-app.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';

const app = useApp();
const db = (): Database => app().database.db;
const url = `${apiPrefix}${routes.importCases.path}`;
const day = 24 * 3_600_000;

/** A tenant of its own with the A79 road and a fresh key (helpers/road-tenant.ts). */
function backOfficeTenant(): Promise<RoadTenant> {
  return createRoadTenant(db(), { keyLabel: 'back-office' });
}

const march = new Date('2026-03-02T08:00:00Z');
// Cases are imported at the real time: recent ones are still within their reduced indemnity.
const minuteNow = Math.floor(Date.now() / 60_000) * 60_000;
const tripDate = new Date(minuteNow - 3 * day);
const findingDate = new Date(minuteNow - day);

function cnp(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'CNP',
    caseNumber: `CNP-${uniqueSuffix()}`.toUpperCase(),
    plate: 'AB-123-CD',
    countryCode: 'FR',
    date: tripDate.toISOString(),
    inGate: '33',
    outGate: '29',
    vehicleClass: 1,
    caseDate: findingDate.toISOString(),
    cnpNumber: 'CNP-EXT-1',
    ...overrides,
  };
}

function iris(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'IRIS',
    caseNumber: `IRIS-${uniqueSuffix()}`.toUpperCase(),
    plate: 'EF456GH',
    countryCode: 'BE',
    date: tripDate.toISOString(),
    // West-bound, from the RN79 end to the A71 end: the whole road.
    inGate: 'RN79',
    outGate: 'A71',
    vehicleClass: 2,
    caseDate: findingDate.toISOString(),
    indemnityCents: 3500,
    ...overrides,
  };
}

function post(tenant: RoadTenant, body: unknown, key = tenant.key) {
  return app().inject({
    method: 'POST',
    url,
    headers: { [whitelabelHostHeader]: tenant.host, 'x-api-key': key },
    payload: body as object,
  });
}

async function importCases(tenant: RoadTenant, cases: readonly unknown[]) {
  const response = await post(tenant, { cases });
  expect(response.statusCode, response.body).toBe(200);
  return caseImportResponseSchema.parse(response.json());
}

async function caseJourney(tenant: RoadTenant, caseNumber: string): Promise<JourneyRow> {
  const rows = await findJourneys(db(), tenant.id);
  const row = rows.find((r) => r.ticketNumber === caseNumber || r.pvNumber === caseNumber);
  if (!row) throw new Error(`no journey for case ${caseNumber}`);
  return row;
}

describe('POST /services/v1/cases', () => {
  it('keeps the good cases of a mixed batch and rejects each bad one with its index, code and field', async () => {
    const tenant = await backOfficeTenant();
    const good = [cnp(), iris()];
    const result = await importCases(tenant, [
      good[0],
      cnp({ plate: '!' }),
      cnp({ countryCode: 'XX' }),
      cnp({ inGate: '99' }),
      good[1],
      cnp({ kind: 'OTHER' }),
      cnp({ outGate: '33' }),
      cnp({ caseDate: '2026-03-01T00:00:00Z' }),
      // Before the first tariff: no price to charge.
      cnp({ date: '2025-06-01T08:00:00Z', caseDate: '2025-06-10T08:00:00Z' }),
      'not a case',
    ]);
    expect(result.accepted).toBe(2);
    expect(result.duplicates).toBe(0);
    expect(result.rejected.map(({ index, code, field }) => [index, code, field])).toEqual([
      [1, 'invalid_number_plate', 'plate'],
      [2, 'invalid_country_code', 'countryCode'],
      [3, 'unknown_gate', 'inGate'],
      [5, 'invalid_case', 'kind'],
      [6, 'invalid_case', 'outGate'],
      [7, 'invalid_case', 'caseDate'],
      [8, 'invalid_case', 'date'],
      [9, 'invalid_case', null],
    ]);

    const declaration = await caseJourney(tenant, String(good[0]?.caseNumber));
    expect(declaration).toMatchObject({
      key: `case|CNP|${String(good[0]?.caseNumber)}`,
      plate: 'AB123CD',
      countryCode: 'FR',
      direction: 'east',
      inGate: '33',
      outGate: '29',
      status: 'TERMINE',
      completed: true,
      nature: 'nonPaymentDeclaration',
      paymentLimit: 'INFRACTION',
      dunningKind: 'infraction',
      pvNumber: null,
      cnpNumber: 'CNP-EXT-1',
      caseOrigin: null,
      ttcCents: 220,
      htCents: 183,
      tvaCents: 37,
      frozen: true,
      tagPaidOnly: false,
      pricingError: null,
    });
    // The dunning job looks again when the reduced indemnity ends (15 days after the finding).
    expect(declaration.nextTransitionAt).toEqual(addParisDays(findingDate, 15));

    const irisCase = await caseJourney(tenant, String(good[1]?.caseNumber));
    expect(irisCase).toMatchObject({
      direction: 'west',
      inGate: '23',
      outGate: '34',
      vehicleClass: 2,
      ttcCents: 640,
      nature: 'latePayment',
      paymentLimit: 'IRIS',
      caseOrigin: 'IRIS',
      ticketNumber: null,
      indemnityCents: 3500,
      noticeDate: findingDate,
      nextTransitionAt: null,
      frozen: true,
    });
  });

  it('changes nothing when a batch is replayed: duplicates, same rows', async () => {
    const tenant = await backOfficeTenant();
    const batch = [cnp(), iris()];
    expect(await importCases(tenant, batch)).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    const before = await findJourneys(db(), tenant.id);
    expect(await importCases(tenant, batch)).toEqual({ accepted: 0, duplicates: 2, rejected: [] });
    expect(await findJourneys(db(), tenant.id)).toEqual(before);
  });

  it('refuses a known case number with other data, or a number another trip carries', async () => {
    const tenant = await backOfficeTenant();
    const first = cnp();
    const irisFirst = iris();
    await importCases(tenant, [first, irisFirst]);
    const repeated = cnp();
    const result = await importCases(tenant, [
      { ...first, vehicleClass: 2 },
      // The IRIS case's number sent as a CNP: the number is taken.
      cnp({ caseNumber: irisFirst.caseNumber }),
      repeated,
      { ...repeated },
      { ...repeated, plate: 'ZZ999ZZ' },
      { ...irisFirst, indemnityCents: 9000 },
    ]);
    expect(result.accepted).toBe(1);
    expect(result.duplicates).toBe(1);
    expect(result.rejected.map(({ index, code }) => [index, code])).toEqual([
      [0, 'case_conflict'],
      [1, 'case_conflict'],
      [4, 'case_conflict'],
      [5, 'case_conflict'],
    ]);
  });

  it('refuses a case number equal to a payment notice\u2019s pvNumber', async () => {
    const tenant = await backOfficeTenant();
    const { key } = tenant;
    // A notice issued by the dunning job from passages of the road.
    const passages = ['le-montet-est', 'montbeugny-ouest'].map((gantry, index) => ({
      passageId: `p-${uniqueSuffix()}`,
      gantry,
      direction: 'east',
      plate: 'NOTICE1',
      countryCode: 'FR',
      vehicleClass: 1,
      emission: null,
      at: new Date(march.getTime() + index * 600_000).toISOString(),
      tagPaid: false,
    }));
    const ingested = await app().inject({
      method: 'POST',
      url: `${apiPrefix}${routes.ingestPassages.path}`,
      headers: { [whitelabelHostHeader]: tenant.host, 'x-api-key': key },
      payload: { passages },
    });
    expect(ingested.statusCode, ingested.body).toBe(200);
    await runDunningJob(db(), new Date(march.getTime() + 4 * day), { whitelabelId: tenant.id });
    const notice = (await findJourneys(db(), tenant.id)).find((row) => row.pvNumber);
    if (!notice?.pvNumber) throw new Error('no notice');
    const result = await importCases(tenant, [iris({ caseNumber: notice.pvNumber })]);
    expect(result.rejected).toEqual([
      { index: 0, caseNumber: notice.pvNumber, code: 'case_conflict', field: null },
    ]);
  });

  it('escalates a CNP with the dunning job: 10 EUR, 90 EUR after 15 days, OMP after 60', async () => {
    const tenant = await backOfficeTenant();
    const declaration = cnp();
    const caseNumber = String(declaration.caseNumber);
    await importCases(tenant, [declaration]);
    expect((await caseJourney(tenant, caseNumber)).indemnityCents).toBe(1000);

    const run = (at: Date) => runDunningJob(db(), at, { whitelabelId: tenant.id });
    await run(addParisDays(findingDate, 16));
    const full = await caseJourney(tenant, caseNumber);
    expect(full).toMatchObject({ indemnityCents: 9000, paymentLimit: 'INFRACTION' });
    expect(full.nextTransitionAt).toEqual(addParisDays(findingDate, 60));

    const omp = await run(addParisDays(findingDate, 61));
    expect(omp.omp).toBe(1);
    const transmitted = await caseJourney(tenant, caseNumber);
    expect(transmitted).toMatchObject({
      paymentLimit: 'OMP',
      dunningKind: 'omp',
      nextTransitionAt: null,
    });
    expect(decodeDunningState(transmitted.dunning ?? { stage: 'due' })).toMatchObject({
      stage: 'omp',
      escalatedFrom: 'INFRACTION',
      indemnityCents: 9000,
    });
    // A replay after the escalation is still the same case.
    expect(await importCases(tenant, [declaration])).toEqual({
      accepted: 0,
      duplicates: 1,
      rejected: [],
    });
  });

  it('answers 400 case_batch_too_large past the maximum and stores none', async () => {
    const tenant = await backOfficeTenant();
    const batch = Array.from({ length: maxCasesPerBatch + 1 }, () => cnp());
    expectError(await post(tenant, { cases: batch }), 400, 'case_batch_too_large');
    expect(await findJourneys(db(), tenant.id)).toEqual([]);
  });

  it('needs the white-label\u2019s API key', async () => {
    const tenant = await backOfficeTenant();
    const other = await backOfficeTenant();
    const missing = await app().inject({
      method: 'POST',
      url,
      headers: { [whitelabelHostHeader]: tenant.host },
      payload: { cases: [] },
    });
    expectError(missing, 401, 'api_key_missing');
    expectError(await post(tenant, { cases: [] }, other.key), 401, 'api_key_invalid');
    expectError(await post(tenant, { nope: [] }), 400, 'invalid_request');
  });

  it('is documented in the OpenAPI page with its API key security', async () => {
    const response = await app().inject({ method: 'GET', url: '/services/docs/json' });
    const document = response.json<{
      paths: Record<string, Record<string, { security?: unknown; responses: object }>>;
    }>();
    const operation = document.paths[url]?.post;
    expect(operation?.security).toEqual([{ apiKey: [] }, { bearerApiKey: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401']),
    );
  });
});
