import {
  apiPrefix,
  type PassageInput,
  passageBatchResultSchema,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { apiKeys, passages, whitelabels } from '../src/db/schema/index.ts';
import { hashApiKey } from '../src/modules/api-keys/domain.ts';
import { createApiKeysService } from '../src/modules/api-keys/service.ts';
import { useApp } from './helpers/build-app.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { expectError } from './helpers/requests.ts';

const app = useApp();
const url = `${apiPrefix}${routes.ingestPassages.path}`;

/** A tenant of its own with the A79 road and a fresh key (helpers/road-tenant.ts). */
function roadsideTenant(db: Database): Promise<RoadTenant> {
  return createRoadTenant(db, { priced: false });
}

function passage(overrides: Partial<PassageInput> = {}): PassageInput {
  return {
    passageId: `p-${uniqueSuffix()}`,
    gantry: 'le-montet-ouest',
    direction: 'east',
    plate: 'AB123CD',
    countryCode: 'FR',
    vehicleClass: 1,
    emission: null,
    at: '2026-03-01T08:15:00+01:00',
    tagPaid: false,
    ...overrides,
  };
}

/** POSTs a batch (an object, or raw JSON text) for a tenant, with its key when given. */
function post(
  tenant: { host: string; key?: string },
  body: object | string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app().inject({
    method: 'POST',
    url,
    headers: {
      [whitelabelHostHeader]: tenant.host,
      'content-type': 'application/json',
      ...(tenant.key ? { 'x-api-key': tenant.key } : {}),
      ...headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function ingest(tenant: RoadTenant, items: unknown[]) {
  const response = await post(tenant, { passages: items });
  expect(response.statusCode, response.body).toBe(200);
  return passageBatchResultSchema.parse(response.json());
}

function storedRows(db: Database, whitelabelId: number) {
  return db.select().from(passages).where(eq(passages.whitelabelId, whitelabelId));
}

describe('POST /services/v1/passages', () => {
  it('stores a good batch, plates normalised and tag-paid passages flagged', async () => {
    const { db } = app().database;
    const tenant = await roadsideTenant(db);
    const batch = [
      passage({ passageId: 'a-1', plate: 'ab-123 cd' }),
      passage({
        passageId: 'a-2',
        gantry: 'molinet-est',
        direction: 'west',
        plate: 'GX 42 7',
        countryCode: 'DE',
        vehicleClass: 3,
        emission: 'euro6_7',
        at: '2026-03-01T07:20:00.250Z',
        tagPaid: true,
      }),
    ];
    expect(await ingest(tenant, batch)).toEqual({ accepted: 2, duplicates: 0, rejected: [] });

    const rows = (await storedRows(db, tenant.id)).sort((a, b) =>
      a.passageId.localeCompare(b.passageId),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        passageId: 'a-1',
        gantry: 'le-montet-ouest',
        direction: 'east',
        plate: 'AB123CD',
        countryCode: 'FR',
        vehicleClass: 1,
        emissionTier: null,
        passedAt: new Date('2026-03-01T07:15:00Z'),
        tagPaid: false,
      }),
      expect.objectContaining({
        passageId: 'a-2',
        gantry: 'molinet-est',
        direction: 'west',
        plate: 'GX427',
        countryCode: 'DE',
        vehicleClass: 3,
        emissionTier: 'euro6_7',
        passedAt: new Date('2026-03-01T07:20:00.250Z'),
        tagPaid: true,
      }),
    ]);
    for (const row of rows) expect(row.receivedAt).toBeInstanceOf(Date);
  });

  it('changes nothing when a batch is replayed: duplicates, no new or changed rows', async () => {
    const { db } = app().database;
    const tenant = await roadsideTenant(db);
    const batch = [passage(), passage({ tagPaid: true }), passage({ plate: 'zz-999-zz' })];
    expect(await ingest(tenant, batch)).toEqual({ accepted: 3, duplicates: 0, rejected: [] });
    const before = await storedRows(db, tenant.id);

    // The same passages again, one written differently but normalising to the same plate.
    const replay = batch.map((item) =>
      item.plate === 'zz-999-zz' ? { ...item, plate: 'ZZ999ZZ' } : item,
    );
    expect(await ingest(tenant, replay)).toEqual({ accepted: 0, duplicates: 3, rejected: [] });
    expect(await ingest(tenant, [...replay, passage({ passageId: 'new-one' })])).toEqual({
      accepted: 1,
      duplicates: 3,
      rejected: [],
    });
    const after = await storedRows(db, tenant.id);
    expect(after).toHaveLength(4);
    expect(after.filter((row) => row.passageId !== 'new-one')).toEqual(
      expect.arrayContaining(before),
    );
  });

  it('keeps the good passages of a mixed batch and rejects each bad one with its index and code', async () => {
    const { db } = app().database;
    const tenant = await roadsideTenant(db);
    const good = [passage({ passageId: 'good-0' }), passage({ passageId: 'good-7' })];
    const result = await ingest(tenant, [
      good[0],
      passage({ passageId: 'bad-gantry', gantry: 'nowhere' }),
      passage({ passageId: 'bad-plate', plate: 'A' }),
      passage({ passageId: 'bad-date', at: '2026-03-01 08:15' }),
      passage({ passageId: 'bad-class', vehicleClass: 7 as 1 }),
      'not a passage',
      passage({ passageId: 'bad-tier', vehicleClass: 1, emission: 'euro5' }),
      good[1],
      passage({ passageId: 'bad-country', countryCode: 'france' }),
      { passageId: 'bad-shape' },
    ]);
    expect(result).toEqual({
      accepted: 2,
      duplicates: 0,
      rejected: [
        { index: 1, passageId: 'bad-gantry', code: 'unknown_gantry', field: 'gantry' },
        { index: 2, passageId: 'bad-plate', code: 'invalid_number_plate', field: 'plate' },
        { index: 3, passageId: 'bad-date', code: 'invalid_passage', field: 'at' },
        { index: 4, passageId: 'bad-class', code: 'invalid_passage', field: 'vehicleClass' },
        { index: 5, passageId: null, code: 'invalid_passage', field: null },
        { index: 6, passageId: 'bad-tier', code: 'invalid_passage', field: 'emission' },
        { index: 8, passageId: 'bad-country', code: 'invalid_country_code', field: 'countryCode' },
        { index: 9, passageId: 'bad-shape', code: 'invalid_passage', field: 'gantry' },
      ],
    });
    const ids = (await storedRows(db, tenant.id)).map((row) => row.passageId).sort();
    expect(ids).toEqual(['good-0', 'good-7']);
  });

  it('rejects a known passage id sent again with different data as passage_conflict', async () => {
    const { db } = app().database;
    const tenant = await roadsideTenant(db);
    const original = passage({ passageId: 'same-id' });
    await ingest(tenant, [original]);

    const result = await ingest(tenant, [
      { ...original, plate: 'OTHER1' },
      passage({ passageId: 'twice' }),
      passage({ passageId: 'twice', gantry: 'molinet-ouest' }),
      passage({ passageId: 'echo', tagPaid: true }),
      passage({ passageId: 'echo', tagPaid: true }),
    ]);
    // Index 0 conflicts with the stored row; 2 with 1 in the same batch; 4 repeats 3 exactly.
    expect(result).toEqual({
      accepted: 2,
      duplicates: 1,
      rejected: [
        { index: 0, passageId: 'same-id', code: 'passage_conflict', field: null },
        { index: 2, passageId: 'twice', code: 'passage_conflict', field: null },
      ],
    });
    const [stored] = await db
      .select()
      .from(passages)
      .where(and(eq(passages.whitelabelId, tenant.id), eq(passages.passageId, 'same-id')));
    expect(stored?.plate).toBe('AB123CD');
  });

  it('keeps passage ids apart per white-label', async () => {
    const { db } = app().database;
    const [first, second] = [await roadsideTenant(db), await roadsideTenant(db)];
    const shared = passage({ passageId: 'shared-id' });
    expect(await ingest(first, [shared])).toMatchObject({ accepted: 1 });
    expect(await ingest(second, [{ ...shared, plate: 'OTHER1' }])).toMatchObject({
      accepted: 1,
      rejected: [],
    });
  });

  it('accepts the key as a bearer token', async () => {
    const tenant = await roadsideTenant(app().database.db);
    const response = await post(
      { host: tenant.host },
      { passages: [passage()] },
      { authorization: `Bearer ${tenant.key}` },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ accepted: 1 });
  });

  it('answers 401 api_key_missing without a key, and api_key_invalid for a bad one', async () => {
    const { db } = app().database;
    const tenant = await roadsideTenant(db);
    const other = await roadsideTenant(db);
    const body = { passages: [passage()] };

    expectError(await post({ host: tenant.host }, body), 401, 'api_key_missing');
    expectError(
      await post({ host: tenant.host }, body, { authorization: 'Basic dXNlcjpwYXNz' }),
      401,
      'api_key_missing',
    );
    expectError(await post({ host: tenant.host, key: 'wrong-key' }, body), 401, 'api_key_invalid');
    expectError(
      await post({ host: tenant.host, key: `${tenant.key}x` }, body),
      401,
      'api_key_invalid',
    );
    expectError(await post({ host: tenant.host, key: other.key }, body), 401, 'api_key_invalid');
    // Checked before the body is read: a malformed body without a key is still a 401.
    expectError(await post({ host: tenant.host }, '{"passages": ['), 401, 'api_key_missing');
    expect(await storedRows(db, tenant.id)).toEqual([]);
  });

  it('refuses a revoked key', async () => {
    const { db } = app().database;
    const tenant = await roadsideTenant(db);
    const service = createApiKeysService(db);
    const { id, key } = await service.issue(tenant.id, 'spare');
    expect((await post({ host: tenant.host, key }, { passages: [] })).statusCode).toBe(200);
    await service.revoke(id);
    expectError(await post({ host: tenant.host, key }, { passages: [] }), 401, 'api_key_invalid');
    // The other key of the tenant still works.
    expect((await post(tenant, { passages: [] })).statusCode).toBe(200);
  });

  it('answers 413 passage_batch_too_large past 1,000 passages and stores none', async () => {
    const { db } = app().database;
    const tenant = await roadsideTenant(db);
    const batch = Array.from({ length: 1001 }, (_, index) =>
      passage({ passageId: `big-${index}` }),
    );
    expectError(await post(tenant, { passages: batch }), 413, 'passage_batch_too_large');
    expect(await storedRows(db, tenant.id)).toEqual([]);
  });

  it('takes a full batch of 1,000 passages in one call', async () => {
    const { db } = app().database;
    const tenant = await roadsideTenant(db);
    const batch = Array.from({ length: 1000 }, (_, index) =>
      passage({ passageId: `full-${index}-${'x'.repeat(80)}`, plate: `AB${index}CD` }),
    );
    expect(await ingest(tenant, batch)).toEqual({ accepted: 1000, duplicates: 0, rejected: [] });
    expect(await ingest(tenant, batch)).toEqual({ accepted: 0, duplicates: 1000, rejected: [] });
    expect(await storedRows(db, tenant.id)).toHaveLength(1000);
  });

  it.each([
    ['invalid JSON', '{"passages": ['],
    ['no passages', {}],
    ['passages not a list', { passages: { 0: {} } }],
  ])('answers 400 invalid_request for a malformed body: %s', async (_name, body) => {
    const tenant = await roadsideTenant(app().database.db);
    const response = await post(tenant, body);
    expectError(response, 400, 'invalid_request');
  });

  it('opens the demo white-label with its seeded key, stored only as a hash', async () => {
    const { db } = app().database;
    const [demo] = await db.select().from(whitelabels).where(eq(whitelabels.code, 'a79'));
    if (!demo) throw new Error('the demo white-label is not seeded');
    const keys = await db.select().from(apiKeys).where(eq(apiKeys.whitelabelId, demo.id));
    expect(keys).toEqual([
      expect.objectContaining({ label: 'roadside', keyHash: hashApiKey('demo-roadside-key') }),
    ]);
    // No host header: the default white-label, i.e. the demo.
    const response = await app().inject({
      method: 'POST',
      url,
      headers: { 'x-api-key': 'demo-roadside-key' },
      payload: { passages: [] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ accepted: 0, duplicates: 0, rejected: [] });
  });
});

describe('OpenAPI document', () => {
  it('documents the passage route with its API key security and answers', async () => {
    const response = await app().inject({ method: 'GET', url: '/services/docs/json' });
    const document = response.json<{
      paths: Record<
        string,
        Record<string, { security?: unknown; responses: object; requestBody?: unknown }>
      >;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    const operation = document.paths[url]?.post;
    expect(operation).toBeDefined();
    expect(operation?.security).toEqual([{ apiKey: [] }, { bearerApiKey: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '413']),
    );
    expect(operation?.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: {
            properties: {
              passages: {
                type: 'array',
                maxItems: 1000,
                items: {
                  properties: { passageId: expect.any(Object), tagPaid: { type: 'boolean' } },
                },
              },
            },
          },
        },
      },
    });
    expect(document.components.securitySchemes.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
  });
});
