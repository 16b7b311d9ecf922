import {
  apiPrefix,
  caseImportResponseSchema,
  type PassageInput,
  passageBatchResultSchema,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { journeys, passages } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { passagesNotInOneJourney, refuseJourneysOf } from './helpers/passage-journeys.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 9 item 8: one bad item of a batch (a date the database cannot hold, year 0000, a NUL, an
 * integer past its column, a row the database refuses) is rejected alone with its index and a
 * code; the others are stored and their journeys built; a vehicle is never poisoned.
 */
const app = useApp();
const strictApp = useApp({ ingestion: { maxFutureMinutes: 5 } });
const db = (): Database => app().database.db;
const minute = 60_000;
const day = 24 * 60 * minute;
const recent = new Date(Math.floor(Date.now() / minute) * minute - 2 * day);

function passage(overrides: Partial<PassageInput> = {}): PassageInput {
  return {
    passageId: `p-${uniqueSuffix()}`,
    gantry: 'le-montet-ouest',
    direction: 'east',
    plate: 'GOOD1',
    countryCode: 'FR',
    vehicleClass: 1,
    emission: null,
    at: recent.toISOString(),
    tagPaid: false,
    ...overrides,
  };
}

async function post(
  server: FastifyInstance,
  tenant: RoadTenant,
  route: string,
  body: object | string,
) {
  return server.inject({
    method: 'POST',
    url: `${apiPrefix}${route}`,
    headers: {
      [whitelabelHostHeader]: tenant.host,
      'x-api-key': tenant.key,
      'content-type': 'application/json',
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function ingest(tenant: RoadTenant, items: unknown[], server = app()) {
  const response = await post(server, tenant, routes.ingestPassages.path, { passages: items });
  expect(response.statusCode, response.body).toBe(200);
  return passageBatchResultSchema.parse(response.json());
}

async function importCases(tenant: RoadTenant, items: unknown[]) {
  const response = await post(app(), tenant, routes.importCases.path, { cases: items });
  expect(response.statusCode, response.body).toBe(200);
  return caseImportResponseSchema.parse(response.json());
}

async function storedIds(tenant: RoadTenant): Promise<string[]> {
  const rows = await db()
    .select({ id: passages.passageId })
    .from(passages)
    .where(eq(passages.whitelabelId, tenant.id));
  return rows.map((row) => row.id).sort();
}

async function journeysOf(tenant: RoadTenant, plate: string) {
  return db()
    .select()
    .from(journeys)
    .where(and(eq(journeys.whitelabelId, tenant.id), eq(journeys.plate, plate)));
}

describe('passages: one bad item is rejected alone', () => {
  it('rejects a passage dated 9999-12-30, builds the others, and the plate stays usable', async () => {
    const tenant = await createRoadTenant(db());
    const result = await ingest(tenant, [
      passage({ passageId: 'far', plate: 'FAR1', at: '9999-12-30T00:00:00Z' }),
      passage({ passageId: 'good-1', plate: 'GOOD1' }),
      passage({ passageId: 'good-2', plate: 'GOOD2' }),
    ]);
    expect(result).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [{ index: 0, passageId: 'far', code: 'invalid_passage', field: 'at' }],
    });
    expect(await storedIds(tenant)).toEqual(['good-1', 'good-2']);
    expect(await passagesNotInOneJourney(db(), tenant.id)).toEqual([]);
    expect(await journeysOf(tenant, 'GOOD2')).toHaveLength(1);

    // The plate of the bad passage takes its next batch as any other.
    expect(await ingest(tenant, [passage({ passageId: 'later', plate: 'FAR1' })])).toMatchObject({
      accepted: 1,
      rejected: [],
    });
    expect(await journeysOf(tenant, 'FAR1')).toHaveLength(1);
  });

  it('names the index and code of year 0000, 1999, tomorrow + 1, a NUL and an over-long field', async () => {
    const tenant = await createRoadTenant(db());
    const tomorrowAndMore = new Date(Date.now() + day + 10 * minute).toISOString();
    const result = await ingest(tenant, [
      passage({ passageId: 'good-0', plate: 'GOOD0' }),
      passage({ passageId: 'year-0', at: '0000-03-01T08:00:00Z' }),
      passage({ passageId: 'y1999', at: '1999-12-31T23:59:59Z' }),
      passage({ passageId: 'future', at: tomorrowAndMore }),
      passage({ passageId: 'nul\u0000' }),
      passage({ passageId: 'nul-gantry', gantry: 'le-montet-ouest\u0000' }),
      passage({ passageId: 'long', gantry: 'g'.repeat(51) }),
      passage({ passageId: 'x'.repeat(101) }),
      passage({ passageId: 'good-8', plate: 'GOOD8' }),
    ]);
    expect(result).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [
        { index: 1, passageId: 'year-0', code: 'invalid_passage', field: 'at' },
        { index: 2, passageId: 'y1999', code: 'invalid_passage', field: 'at' },
        { index: 3, passageId: 'future', code: 'invalid_passage', field: 'at' },
        { index: 4, passageId: null, code: 'invalid_passage', field: 'passageId' },
        { index: 5, passageId: 'nul-gantry', code: 'invalid_passage', field: 'gantry' },
        { index: 6, passageId: 'long', code: 'invalid_passage', field: 'gantry' },
        { index: 7, passageId: null, code: 'invalid_passage', field: 'passageId' },
      ],
    });
    expect(await storedIds(tenant)).toEqual(['good-0', 'good-8']);
    expect(await passagesNotInOneJourney(db(), tenant.id)).toEqual([]);
  });

  it('accepts a date up to PASSAGE_MAX_FUTURE_MIN past the clock, not later', async () => {
    // That app's own database on PGlite.
    const tenant = await createRoadTenant(strictApp().database.db);
    const soon = new Date(Date.now() + 2 * minute).toISOString();
    const later = new Date(Date.now() + 10 * minute).toISOString();
    expect(
      await ingest(
        tenant,
        [
          passage({ passageId: 'soon', plate: 'SOON1', at: soon }),
          passage({ passageId: 'later', plate: 'LATER1', at: later }),
        ],
        strictApp(),
      ),
    ).toEqual({
      accepted: 1,
      duplicates: 0,
      rejected: [{ index: 1, passageId: 'later', code: 'invalid_passage', field: 'at' }],
    });
  });

  it('builds a plate that holds a stored passage dated 9999 (from before the check), leaving it out', async () => {
    const tenant = await createRoadTenant(db());
    // As an older server stored it: straight into the table, no journey.
    await db()
      .insert(passages)
      .values({
        whitelabelId: tenant.id,
        passageId: 'poison',
        gantry: 'le-montet-ouest',
        direction: 'east',
        plate: 'POISON1',
        countryCode: 'FR',
        vehicleClass: 1,
        emissionTier: null,
        passedAt: new Date('9999-12-30T00:00:00Z'),
        tagPaid: false,
      });
    const result = await ingest(tenant, [
      passage({ passageId: 'after-1', plate: 'POISON1' }),
      passage({ passageId: 'after-2', plate: 'OTHER1' }),
    ]);
    expect(result).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    const [built] = await journeysOf(tenant, 'POISON1');
    expect(built?.passageIds).toEqual(['after-1']);
    // Kept for audit, in no journey: the only passage outside one.
    expect(await passagesNotInOneJourney(db(), tenant.id)).toEqual([
      { passageId: 'poison', journeys: 0 },
    ]);
  });

  it('rejects alone the passages of a plate whose journeys the database refuses', async () => {
    const tenant = await createRoadTenant(db());
    const allow = await refuseJourneysOf(db(), tenant.id, 'REFUSED1');
    let result;
    try {
      result = await ingest(tenant, [
        passage({ passageId: 'ok-0', plate: 'OKAY0' }),
        passage({ passageId: 'refused-1', plate: 'REFUSED1' }),
        passage({ passageId: 'ok-2', plate: 'OKAY2' }),
        passage({ passageId: 'refused-1', plate: 'REFUSED1' }),
        passage({ passageId: 'ok-4', plate: 'OKAY4' }),
      ]);
    } finally {
      await allow();
    }
    expect(result).toEqual({
      accepted: 3,
      duplicates: 0,
      rejected: [
        { index: 1, passageId: 'refused-1', code: 'invalid_passage', field: null },
        { index: 3, passageId: 'refused-1', code: 'invalid_passage', field: null },
      ],
    });
    // Stored with its journeys or not at all.
    expect(await storedIds(tenant)).toEqual(['ok-0', 'ok-2', 'ok-4']);
    expect(await passagesNotInOneJourney(db(), tenant.id)).toEqual([]);
    // Sent again once the database takes it: accepted.
    expect(
      await ingest(tenant, [passage({ passageId: 'refused-1', plate: 'REFUSED1' })]),
    ).toMatchObject({ accepted: 1, rejected: [] });
  });
});

describe('cases: one bad item is rejected alone', () => {
  const tripDate = new Date(recent.getTime() - day);

  function cnp(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      kind: 'CNP',
      caseNumber: `CNP-${uniqueSuffix()}`.toUpperCase(),
      plate: 'CASE1',
      countryCode: 'FR',
      date: tripDate.toISOString(),
      inGate: '33',
      outGate: '29',
      vehicleClass: 1,
      caseDate: recent.toISOString(),
      ...overrides,
    };
  }

  it('rejects an int4 overflow, a NUL and year 0000 with their index, and keeps the others', async () => {
    const tenant = await createRoadTenant(db(), { keyLabel: 'back-office' });
    const good = [cnp(), cnp({ kind: 'IRIS', indemnityCents: 3500 })];
    const result = await importCases(tenant, [
      good[0],
      cnp({ caseNumber: 'OVER-1', kind: 'IRIS', indemnityCents: 2_147_483_648 }),
      cnp({ caseNumber: 'NUL-1', cnpNumber: 'EXT\u00001' }),
      cnp({ caseNumber: 'NUL\u0000-2' }),
      cnp({ caseNumber: 'ZERO-1', date: '0000-03-01T08:00:00Z' }),
      cnp({ caseNumber: 'FAR-1', caseDate: '9999-12-30T00:00:00Z' }),
      good[1],
    ]);
    expect(result).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [
        { index: 1, caseNumber: 'OVER-1', code: 'invalid_case', field: 'indemnityCents' },
        { index: 2, caseNumber: 'NUL-1', code: 'invalid_case', field: 'cnpNumber' },
        { index: 3, caseNumber: null, code: 'invalid_case', field: 'caseNumber' },
        { index: 4, caseNumber: 'ZERO-1', code: 'invalid_case', field: 'date' },
        { index: 5, caseNumber: 'FAR-1', code: 'invalid_case', field: 'caseDate' },
      ],
    });
    expect(await journeysOf(tenant, 'CASE1')).toHaveLength(2);
  });

  it('rejects alone a case the database refuses', async () => {
    const tenant = await createRoadTenant(db(), { keyLabel: 'back-office' });
    const allow = await refuseJourneysOf(db(), tenant.id, 'REFUSED2');
    let result;
    try {
      result = await importCases(tenant, [
        cnp({ caseNumber: 'KEEP-1' }),
        cnp({ caseNumber: 'REFUSED-2', plate: 'REFUSED2' }),
        cnp({ caseNumber: 'KEEP-3' }),
      ]);
    } finally {
      await allow();
    }
    expect(result).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [{ index: 1, caseNumber: 'REFUSED-2', code: 'invalid_case', field: null }],
    });
    expect((await journeysOf(tenant, 'CASE1')).map((row) => row.ticketNumber).sort()).toEqual([
      'KEEP-1',
      'KEEP-3',
    ]);
  });
});
