import {
  apiPrefix,
  buildPath,
  createProtestResponseSchema,
  type Journey,
  type JourneySet,
  journeySetSchema,
  type PassageInput,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { journeys, mailOutbox } from '../../src/db/schema/index.ts';
import { demoTenant } from '../../src/db/seed/demo-tenant.ts';

const demoProtestReasons = demoTenant.content.claimReasons;
import { seedProtestReasons } from '../../src/db/seed/seed-protest-reasons.ts';
import { solvedCaptchaToken } from './captcha.ts';
import { uniqueSuffix } from './factories.ts';
import {
  type MultipartPart,
  multipartBody,
  multipartContentType,
  sampleFiles,
} from './multipart.ts';
import { ingest as ingestPassages } from './payments.ts';
import { createRoadTenant, type RoadTenant } from './road-tenant.ts';
import { trip } from './trips.ts';

const minute = 60_000;
const hour = 60 * minute;

/** Molinet Ouest then Molinet Est, eastbound: the end of the road, so completed at once. */
export function claimableTrip(plate: string, start: Date): PassageInput[] {
  return trip(plate, ['molinet-ouest', 'molinet-est'], start, {}, 5);
}

/** A fresh plate of this test only. */
export const claimPlate = () =>
  `CL${uniqueSuffix()
    .replace(/[^A-Z0-9]/gi, '')
    .slice(-6)
    .toUpperCase()}`;

/** One PDF in the `attachments` part. */
export const pdfFile = (name = 'registration.pdf'): MultipartPart => ({
  name: 'attachments',
  fileName: name,
  type: 'application/pdf',
  content: sampleFiles.pdf,
});

/** The `claim` part: the demo reason that needs a file, and a contact address. */
export const claimOf = (journeyIds: string[], overrides: Record<string, unknown> = {}) => ({
  journeyIds,
  reasonId: 'plate-not-mine',
  email: 'driver@example.test',
  ...overrides,
});

export interface ClaimRequest {
  type?: string;
  sessionId?: string | undefined;
  claim?: unknown;
  files?: MultipartPart[];
  token?: string;
  lang?: string;
}

export type OperatorRoute =
  'operatorProtests' | 'operatorProtest' | 'operatorProtestAttachment' | 'decideProtest';

/**
 * The claims tests' steps against one test app: a tenant with the road and the demo reasons, a
 * looked-up trip to contest, filing a claim, the operator API, and what the database then holds.
 * `clock` is the services' clock, so trips and captchas are dated as the app sees time.
 */
export function claimsFixture({
  app,
  config,
  clock,
}: {
  app: () => FastifyInstance;
  config: Config;
  clock: () => Date;
}) {
  const db = (): Database => app().database.db;

  /** A tenant of its own with the road, a key, and the demo claim reasons. */
  async function claimTenant(): Promise<RoadTenant> {
    const tenant = await createRoadTenant(db());
    await seedProtestReasons(db(), tenant.id, demoProtestReasons);
    return tenant;
  }

  const ingest = (tenant: RoadTenant, passages: readonly PassageInput[]): Promise<void> =>
    ingestPassages(app(), tenant, passages);

  async function lookUp(tenant: RoadTenant, plate: string): Promise<JourneySet> {
    const response = await app().inject({
      method: 'GET',
      url: `${apiPrefix}${routes.detailedJourneys.path}`,
      query: { captchaToken: solvedCaptchaToken(config, clock()), plate, country: 'FR' },
      headers: { [whitelabelHostHeader]: tenant.host },
    });
    expect(response.statusCode, response.body).toBe(200);
    return journeySetSchema.parse(response.json());
  }

  /** A plate with one completed trip `ago` before the clock, looked up: its set and its journey. */
  async function tripToClaim(
    tenant: RoadTenant,
    ago = hour,
  ): Promise<{ set: JourneySet; journey: Journey }> {
    const plate = claimPlate();
    await ingest(tenant, claimableTrip(plate, new Date(clock().getTime() - ago)));
    const set = await lookUp(tenant, plate);
    const [journey] = set.journeys;
    if (!journey) throw new Error('no journey');
    expect(journey.completed).toBe(true);
    return { set, journey };
  }

  function postClaim(
    tenant: { host: string },
    request: ClaimRequest,
  ): Promise<LightMyRequestResponse> {
    const { type = 'FREE_FLOW', sessionId, claim, files = [], token, lang } = request;
    const parts: MultipartPart[] = [
      ...(claim === undefined ? [] : [{ name: 'claim', content: JSON.stringify(claim) }]),
      ...files,
    ];
    return app().inject({
      method: 'POST',
      url: `${apiPrefix}${routes.createProtest.path}`,
      query: { type, ...(sessionId ? { sessionId } : {}), ...(lang ? { lang } : {}) },
      headers: {
        [whitelabelHostHeader]: tenant.host,
        'content-type': multipartContentType,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: multipartBody(parts),
    });
  }

  /** Files a claim that must succeed. */
  async function fileClaim(
    tenant: RoadTenant,
    set: JourneySet,
    journeyIds: string[],
    request: ClaimRequest = {},
  ) {
    const response = await postClaim(tenant, {
      sessionId: set.sessionId,
      claim: claimOf(journeyIds),
      files: [pdfFile()],
      ...request,
    });
    expect(response.statusCode, response.body).toBe(201);
    return createProtestResponseSchema.parse(response.json());
  }

  /** A call of the operator API with the tenant's key (`key: null` sends none). */
  function operator(
    tenant: RoadTenant,
    name: OperatorRoute,
    options: {
      params?: Record<string, string>;
      query?: Record<string, string>;
      body?: unknown;
      key?: string | null;
    } = {},
  ) {
    const route = routes[name];
    const key = options.key === undefined ? tenant.key : options.key;
    return app().inject({
      method: route.method,
      url: buildPath(route.path, options.params),
      query: options.query ?? {},
      headers: { [whitelabelHostHeader]: tenant.host, ...(key ? { 'x-api-key': key } : {}) },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  }

  async function storedJourney(id: string) {
    const [row] = await db()
      .select()
      .from(journeys)
      .where(eq(journeys.id, Number(id)));
    if (!row) throw new Error(`no journey ${id}`);
    return row;
  }

  async function mailsTo(recipient: string) {
    return db().select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
  }

  return {
    db,
    claimTenant,
    ingest,
    lookUp,
    tripToClaim,
    postClaim,
    fileClaim,
    operator,
    storedJourney,
    mailsTo,
  };
}
