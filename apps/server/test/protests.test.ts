import {
  apiPrefix,
  attachmentLimits,
  operatorProtestsResponseSchema,
  protestDetailSchema,
  protestReasonsResponseSchema,
  protestReferencePattern,
  routes,
  whitelabelHostHeader,
} from '@portico/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { protestAttachments, protests, refreshTokens } from '../src/db/schema/index.ts';
import { demoTenant } from '../src/db/seed/demo-tenant.ts';

const demoProtestReasons = demoTenant.content.claimReasons;
import { runDunningJob } from '../src/jobs/dunning.ts';
import { createAccessTokens } from '../src/modules/accounts/tokens.ts';
import { accountClient } from './helpers/accounts.ts';
import { useApp } from './helpers/build-app.ts';
import { testConfig } from './helpers/config.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { makeOmp } from './helpers/journey-states.ts';
import { type MultipartPart, multipartContentType, sampleFiles } from './helpers/multipart.ts';
import { claimOf, type ClaimRequest, claimsFixture, pdfFile } from './helpers/protests.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';
import { expectError } from './helpers/requests.ts';
import { markPlatesProven } from './helpers/vehicle-proofs.ts';

const base = testConfig();
const config = testConfig({
  lookup: { ...base.lookup, rateLimitMax: 100_000 },
  rateLimit: { max: 100_000, windowMs: 60_000 },
});
/** The services' clock: real time moved by `offsetMs` (the ladder tests move it days ahead). */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const app = useApp(config, { clock });
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const {
  db,
  claimTenant,
  lookUp,
  tripToClaim,
  postClaim,
  fileClaim,
  operator,
  storedJourney,
  mailsTo,
} = claimsFixture({ app, config, clock });

describe('GET /services/v1/protests/reasons', () => {
  it('answers the reasons of a type in the request language, with what each requires', async () => {
    const tenant = await claimTenant();
    const response = await app().inject({
      method: 'GET',
      url: `${apiPrefix}${routes.protestReasons.path}`,
      query: { type: 'LATE_PAYMENT', lang: 'it' },
      headers: { [whitelabelHostHeader]: tenant.host },
    });
    expect(response.statusCode, response.body).toBe(200);
    const reasons = protestReasonsResponseSchema.parse(response.json());
    expect(reasons.map((reason) => reason.id)).toEqual(
      demoProtestReasons.LATE_PAYMENT.map((r) => r.code),
    );
    expect(reasons[0]).toEqual({
      id: 'plate-not-mine',
      label: 'Non è il mio veicolo (targa letta male)',
      commentMandatory: false,
      attachmentMandatory: true,
    });
    expect(reasons.find((reason) => reason.id === 'other')).toMatchObject({
      label: 'Altro motivo',
      commentMandatory: true,
      attachmentMandatory: false,
    });
    const french = await app().inject({
      method: 'GET',
      url: `${apiPrefix}${routes.protestReasons.path}`,
      query: { type: 'CNP' },
      headers: { [whitelabelHostHeader]: tenant.host },
    });
    expect(protestReasonsResponseSchema.parse(french.json()).map((r) => r.label)).toContain(
      'Autre motif',
    );
  });

  it('refuses an unknown type (400) and answers no reasons for a tenant without any', async () => {
    const tenant = await createRoadTenant(db());
    const get = (type: string) =>
      app().inject({
        method: 'GET',
        url: `${apiPrefix}${routes.protestReasons.path}`,
        query: { type },
        headers: { [whitelabelHostHeader]: tenant.host },
      });
    expectError(await get('OMP'), 400, 'invalid_request');
    expect((await get('FREE_FLOW')).json()).toEqual([]);
  });
});

describe('POST /services/v1/protests', () => {
  it('files a claim: reference, contested journey, paused ladder, files stored, acknowledgment e-mail', async () => {
    const tenant = await claimTenant();
    const { set, journey } = await tripToClaim(tenant);
    expect(journey.contested).toBeUndefined();
    const email = `claim-${uniqueSuffix()}@example.test`;
    const created = await fileClaim(tenant, set, [journey.id], {
      claim: claimOf([journey.id], { email, comment: '  Not my car.  ' }),
      files: [
        pdfFile('carte grise.pdf'),
        { name: 'attachments', fileName: 'photo.png', content: sampleFiles.png },
      ],
      lang: 'de',
    });
    expect(created.reference).toMatch(protestReferencePattern);
    expect(created.reference.startsWith(`CL-${clock().getUTCFullYear()}-`)).toBe(true);
    expect(created.journeyIds).toEqual([journey.id]);

    const again = await lookUp(tenant, set.plate);
    expect(again.journeys.find((item) => item.id === journey.id)?.contested).toBe(true);
    const row = await storedJourney(journey.id);
    expect(row.dunning).toMatchObject({ stage: 'due', claimOpenedAt: expect.any(String) });
    expect(row.nextTransitionAt).toBeNull();
    expect(row.frozen).toBe(true);

    const [stored] = await db()
      .select()
      .from(protests)
      .where(and(eq(protests.whitelabelId, tenant.id), eq(protests.reference, created.reference)));
    expect(stored).toMatchObject({
      status: 'OPEN',
      comment: 'Not my car.',
      email,
      language: 'de',
      type: 'FREE_FLOW',
    });
    const files = await db()
      .select()
      .from(protestAttachments)
      .where(eq(protestAttachments.protestId, stored?.id ?? 0));
    expect(files.map((file) => [file.fileName, file.mediaType, file.bytes])).toEqual([
      ['carte grise.pdf', 'application/pdf', sampleFiles.pdf.length],
      ['photo.png', 'image/png', sampleFiles.png.length],
    ]);
    expect(Buffer.compare(Buffer.from(files[0]?.content ?? []), sampleFiles.pdf)).toBe(0);

    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind)).toEqual(['protest_acknowledgment']);
    expect(mails[0]?.language).toBe('de');
  });

  it('renders the acknowledgment with the reference, the reason and the files', async () => {
    const tenant = await claimTenant();
    const { set, journey } = await tripToClaim(tenant);
    const email = `ack-${uniqueSuffix()}@example.test`;
    const created = await fileClaim(tenant, set, [journey.id], {
      claim: claimOf([journey.id], { email }),
      lang: 'it',
    });
    const [mail] = await mailsTo(email);
    if (!mail) throw new Error('no mail');
    const rendered = await app().services.mailRenderers.protest_acknowledgment({
      id: mail.id,
      whitelabelId: tenant.id,
      kind: mail.kind,
      recipient: email,
      language: 'it',
      payload: mail.payload,
    });
    expect(rendered?.subject).toBe(
      `${tenant.name}: abbiamo ricevuto la tua contestazione ${created.reference}`,
    );
    expect(rendered?.text).toContain('Non è il mio veicolo (targa letta male)');
    expect(rendered?.text).toContain('registration.pdf');
    expect(rendered?.text).toContain(set.plate);
  });

  it('refuses what the reason requires but the claim lacks', async () => {
    const tenant = await claimTenant();
    const { set, journey } = await tripToClaim(tenant);
    const post = (claim: unknown, files: MultipartPart[] = []) =>
      postClaim(tenant, { sessionId: set.sessionId, claim, files });
    expectError(
      await post(claimOf([journey.id], { reasonId: 'no-such-reason' }), [pdfFile()]),
      400,
      'protest_reason_not_found',
    );
    // rented-vehicle is a reason of notices, not of free-flow trips.
    expectError(
      await post(claimOf([journey.id], { reasonId: 'rented-vehicle', comment: 'x' }), [pdfFile()]),
      400,
      'protest_reason_not_found',
    );
    expectError(
      await post(claimOf([journey.id], { reasonId: 'other' })),
      400,
      'mandatory_comment_missing',
    );
    expectError(
      await post(claimOf([journey.id], { reasonId: 'other', comment: '   ' })),
      400,
      'mandatory_comment_missing',
    );
    expectError(await post(claimOf([journey.id])), 400, 'mandatory_attachment_missing');
    // Nothing was stored by the refusals.
    expect((await storedJourney(journey.id)).dunning).toMatchObject({ claimOpenedAt: null });
    expect(await db().select().from(protests).where(eq(protests.whitelabelId, tenant.id))).toEqual(
      [],
    );
  });

  it('refuses files by count, total size and content (a renamed program with a .pdf name)', async () => {
    const tenant = await claimTenant();
    const { set, journey } = await tripToClaim(tenant);
    const post = (files: MultipartPart[]) =>
      postClaim(tenant, { sessionId: set.sessionId, claim: claimOf([journey.id]), files });
    const many = Array.from({ length: attachmentLimits.maxFiles + 1 }, (_, index) =>
      pdfFile(`p${index}.pdf`),
    );
    expectError(await post(many), 400, 'protest_files_number');
    const exe = {
      name: 'attachments',
      fileName: 'invoice.pdf',
      type: 'application/pdf',
      content: sampleFiles.exe,
    };
    expectError(await post([exe]), 400, 'mime_type_not_valid');
    const big = Buffer.concat([sampleFiles.pdf, Buffer.alloc(attachmentLimits.totalBytes)]);
    const tooBig = await post([{ name: 'attachments', fileName: 'big.pdf', content: big }]);
    expectError(tooBig, 413, 'claim_files_toobig');
    expect(await db().select().from(protests).where(eq(protests.whitelabelId, tenant.id))).toEqual(
      [],
    );
  });

  it('refuses bad bodies with a 4xx: no claim part, bad JSON, NUL, long comment, not multipart', async () => {
    const tenant = await claimTenant();
    const { set, journey } = await tripToClaim(tenant);
    const post = (claim: unknown) =>
      postClaim(tenant, { sessionId: set.sessionId, claim, files: [pdfFile()] });
    expectError(await post(undefined), 400, 'invalid_request');
    expectError(await post(claimOf([journey.id], { comment: 'a\u0000b' })), 400, 'invalid_request');
    expectError(
      await post(claimOf([journey.id], { comment: 'x'.repeat(2001) })),
      400,
      'invalid_request',
    );
    expectError(
      await post(claimOf([journey.id], { email: 'not-an-address' })),
      400,
      'invalid_request',
    );
    expectError(await post(claimOf([journey.id, journey.id])), 400, 'invalid_request');
    expectError(
      await post(claimOf(Array.from({ length: 201 }, (_, i) => String(i + 1)))),
      400,
      'invalid_request',
    );
    const broken = await app().inject({
      method: 'POST',
      url: `${apiPrefix}${routes.createProtest.path}`,
      query: { type: 'FREE_FLOW', sessionId: set.sessionId },
      headers: { [whitelabelHostHeader]: tenant.host, 'content-type': multipartContentType },
      payload: Buffer.concat([
        Buffer.from('--x\r\nContent-Disposition: form-data; name="claim"\r\n\r\n{'),
        Buffer.from('not json'),
      ]),
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const json = await app().inject({
      method: 'POST',
      url: `${apiPrefix}${routes.createProtest.path}`,
      query: { type: 'FREE_FLOW', sessionId: set.sessionId },
      headers: { [whitelabelHostHeader]: tenant.host },
      payload: claimOf([journey.id]),
    });
    expectError(json, 415, 'unsupported_media_type');
    expectError(
      await postClaim(tenant, {
        type: 'OMP',
        sessionId: set.sessionId,
        claim: claimOf([journey.id]),
      }),
      400,
      'invalid_request',
    );
  });

  it('checks the journeys: in the session, of the type, contestable, not already contested', async () => {
    const tenant = await claimTenant();
    const { set, journey } = await tripToClaim(tenant);
    const other = await tripToClaim(tenant);
    const post = (request: ClaimRequest) =>
      postClaim(tenant, {
        sessionId: set.sessionId,
        claim: claimOf([journey.id]),
        files: [pdfFile()],
        ...request,
      });
    // Another plate's journey is not in this session.
    expectError(
      await post({ claim: claimOf([other.journey.id]) }),
      400,
      'protest_journeys_invalid',
    );
    expectError(await post({ claim: claimOf(['999999999']) }), 400, 'protest_journeys_invalid');
    // A free-flow trip is not a late payment.
    expectError(await post({ type: 'LATE_PAYMENT' }), 400, 'protest_type_mismatch');
    expectError(await post({ sessionId: 'forged.session' }), 403, 'protest_session_invalid');
    expectError(await post({ sessionId: undefined }), 403, 'protest_session_invalid');
    await fileClaim(tenant, set, [journey.id]);
    expectError(await post({}), 409, 'protest_journey_already_contested');
    // Sent to the prosecutor's officer: contested with that officer, not online.
    await makeOmp(db(), Number(other.journey.id));
    const omp = await lookUp(tenant, other.set.plate);
    expectError(
      await postClaim(tenant, {
        type: 'LATE_PAYMENT',
        sessionId: omp.sessionId,
        claim: claimOf([other.journey.id]),
        files: [pdfFile()],
      }),
      400,
      'protest_journey_not_contestable',
    );
  });

  it('files exactly one of two concurrent claims on the same journey', async () => {
    const tenant = await claimTenant();
    const { set, journey } = await tripToClaim(tenant);
    const responses = await Promise.all(
      [0, 1].map(() =>
        postClaim(tenant, {
          sessionId: set.sessionId,
          claim: claimOf([journey.id]),
          files: [pdfFile()],
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(
      await db().select().from(protests).where(eq(protests.whitelabelId, tenant.id)),
    ).toHaveLength(1);
  });

  it('answers renter_protest_no_journey_selected to a renter naming no journey', async () => {
    const tenant = await claimTenant();
    const now = () => clock();
    const accounts = accountClient(app, config, tenant.host, now);
    const { id } = await accounts.customer();
    const [session] = await db()
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, id));
    const renterToken = await createAccessTokens(
      config.accounts.jwtSecret,
      config.accounts.accessTokenTtlS,
    ).issue(
      {
        userId: id,
        tenant: tenant.code,
        accountType: 'renter',
        sessionId: session?.familyId ?? '',
      },
      now(),
    );
    const { set } = await tripToClaim(tenant);
    expectError(
      await postClaim(tenant, {
        sessionId: set.sessionId,
        token: renterToken,
        claim: claimOf([]),
        files: [pdfFile()],
      }),
      400,
      'renter_protest_no_journey_selected',
    );
    // A visitor naming no journey sends a bad request.
    expectError(
      await postClaim(tenant, { sessionId: set.sessionId, claim: claimOf([]), files: [pdfFile()] }),
      400,
      'invalid_request',
    );
  });
});

describe('POST /services/v1/protests by a signed-in customer', () => {
  it('takes the journeys of the customer\u2019s plates without a session, and no others', async () => {
    const tenant = await claimTenant();
    const accounts = accountClient(app, config, tenant.host, clock);
    const customer = await accounts.customer();
    const token = customer.tokens.accessToken;
    const own = await tripToClaim(tenant);
    const stranger = await tripToClaim(tenant);
    const added = await accounts.call('addMyPlate', {
      token,
      body: { countryCode: 'FR', numberPlate: own.set.plate },
    });
    expect(added.statusCode, added.body).toBe(201);
    await markPlatesProven(app().database.db, customer.id);
    const post = (journeyId: string) =>
      postClaim(tenant, { token, claim: claimOf([journeyId]), files: [pdfFile()] });
    expectError(await post(stranger.journey.id), 400, 'protest_journeys_invalid');
    const response = await post(own.journey.id);
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await db().select().from(protests).where(eq(protests.whitelabelId, tenant.id));
    expect(stored?.accountId).toBe(customer.id);
  });
});

describe('the operator API', () => {
  it('lists claims by status with paging, shows one with its files and serves a file', async () => {
    const tenant = await claimTenant();
    const first = await tripToClaim(tenant);
    const second = await tripToClaim(tenant);
    const a = await fileClaim(tenant, first.set, [first.journey.id]);
    const b = await fileClaim(tenant, second.set, [second.journey.id]);
    const list = operatorProtestsResponseSchema.parse(
      (
        await operator(tenant, 'operatorProtests', { query: { status: 'OPEN', pageSize: '1' } })
      ).json(),
    );
    expect(list).toMatchObject({ page: 1, pageSize: 1, pageTotal: 2, total: 2 });
    expect(list.data.map((item) => item.reference)).toEqual([b.reference]);
    const page2 = operatorProtestsResponseSchema.parse(
      (
        await operator(tenant, 'operatorProtests', {
          query: { status: 'OPEN', pageSize: '1', page: '2' },
        })
      ).json(),
    );
    expect(page2.data.map((item) => item.reference)).toEqual([a.reference]);
    const decided = operatorProtestsResponseSchema.parse(
      (await operator(tenant, 'operatorProtests', { query: { status: 'REJECTED' } })).json(),
    );
    expect(decided.total).toBe(0);

    const detail = protestDetailSchema.parse(
      (await operator(tenant, 'operatorProtest', { params: { reference: a.reference } })).json(),
    );
    expect(detail).toMatchObject({
      reference: a.reference,
      status: 'OPEN',
      reasonId: 'plate-not-mine',
      journeyCount: 1,
      attachmentCount: 1,
    });
    expect(detail.journeys).toEqual([
      expect.objectContaining({
        id: first.journey.id,
        plate: first.set.plate,
        ttcPrice: first.journey.ttcPrice,
      }),
    ]);
    const [file] = detail.attachments;
    expect(file).toMatchObject({
      fileName: 'registration.pdf',
      mediaType: 'application/pdf',
      bytes: sampleFiles.pdf.length,
    });
    const download = await operator(tenant, 'operatorProtestAttachment', {
      params: { reference: a.reference, attachmentId: file?.id ?? '' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(Buffer.compare(download.rawPayload, sampleFiles.pdf)).toBe(0);
    expectError(
      await operator(tenant, 'operatorProtestAttachment', {
        params: { reference: a.reference, attachmentId: '00000000-0000-4000-8000-000000000000' },
      }),
      404,
      'protest_attachment_not_found',
    );
    expectError(await operator(tenant, 'operatorProtests', { key: null }), 401, 'api_key_missing');
  });

  it('keeps another white-label\u2019s claims invisible (404)', async () => {
    const tenant = await claimTenant();
    const stranger = await claimTenant();
    const { set, journey } = await tripToClaim(tenant);
    const created = await fileClaim(tenant, set, [journey.id]);
    const detail = protestDetailSchema.parse(
      (
        await operator(tenant, 'operatorProtest', { params: { reference: created.reference } })
      ).json(),
    );
    const params = { reference: created.reference };
    expect(
      operatorProtestsResponseSchema.parse((await operator(stranger, 'operatorProtests')).json())
        .total,
    ).toBe(0);
    expectError(await operator(stranger, 'operatorProtest', { params }), 404, 'protest_not_found');
    expectError(
      await operator(stranger, 'operatorProtestAttachment', {
        params: { ...params, attachmentId: detail.attachments[0]?.id ?? '' },
      }),
      404,
      'protest_not_found',
    );
    expectError(
      await operator(stranger, 'decideProtest', { params, body: { outcome: 'ACCEPTED' } }),
      404,
      'protest_not_found',
    );
    // The stranger's key on the tenant's host is no key of that tenant.
    expectError(
      await operator(tenant, 'operatorProtest', { params, key: stranger.key }),
      401,
      'api_key_invalid',
    );
    expect((await storedJourney(journey.id)).dunningKind).toBe('due');
  });

  it('accepting cancels the journeys and e-mails the claimant; a second decision is 409', async () => {
    const tenant = await claimTenant();
    const { set, journey } = await tripToClaim(tenant);
    const email = `accepted-${uniqueSuffix()}@example.test`;
    const created = await fileClaim(tenant, set, [journey.id], {
      claim: claimOf([journey.id], { email }),
    });
    const params = { reference: created.reference };
    const response = await operator(tenant, 'decideProtest', {
      params,
      body: { outcome: 'ACCEPTED', note: 'Misread plate.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(protestDetailSchema.parse(response.json())).toMatchObject({
      status: 'ACCEPTED',
      decisionNote: 'Misread plate.',
      decidedAt: expect.any(String),
    });
    expect(await storedJourney(journey.id)).toMatchObject({
      dunningKind: 'cancelled',
      nextTransitionAt: null,
    });
    expect((await lookUp(tenant, set.plate)).journeys.map((item) => item.id)).not.toContain(
      journey.id,
    );
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      'protest_acknowledgment',
      'protest_decision',
    ]);
    const decision = mails.find((mail) => mail.kind === 'protest_decision');
    const rendered = await app().services.mailRenderers.protest_decision({
      id: decision?.id ?? 0,
      whitelabelId: tenant.id,
      kind: 'protest_decision',
      recipient: email,
      language: 'en',
      payload: decision?.payload ?? {},
    });
    expect(rendered?.subject).toBe(
      `${tenant.name}: your claim ${created.reference} has been accepted`,
    );
    expect(rendered?.text).toContain('cancelled');
    expect(rendered?.text).toContain('Misread plate.');
    expectError(
      await operator(tenant, 'decideProtest', { params, body: { outcome: 'REJECTED' } }),
      409,
      'protest_already_decided',
    );
    // The journey may be under a new claim only while it is owed: cancelled, it is not.
    expectError(
      await postClaim(tenant, {
        sessionId: set.sessionId,
        claim: claimOf([journey.id]),
        files: [pdfFile()],
      }),
      400,
      'protest_journeys_invalid',
    );
  });

  it('accepting with a lower price reprices the journey, which stays due and is no longer contested', async () => {
    const tenant = await claimTenant();
    const { set, journey } = await tripToClaim(tenant);
    const created = await fileClaim(tenant, set, [journey.id]);
    const params = { reference: created.reference };
    const lower = journey.ttcPrice - 10;
    expectError(
      await operator(tenant, 'decideProtest', {
        params,
        body: {
          outcome: 'ACCEPTED',
          reducedPrices: [{ journeyId: journey.id, reducedTtcPrice: journey.ttcPrice }],
        },
      }),
      400,
      'protest_reduced_price_invalid',
    );
    expectError(
      await operator(tenant, 'decideProtest', {
        params,
        body: {
          outcome: 'REJECTED',
          reducedPrices: [{ journeyId: journey.id, reducedTtcPrice: lower }],
        },
      }),
      400,
      'invalid_request',
    );
    const response = await operator(tenant, 'decideProtest', {
      params,
      body: {
        outcome: 'ACCEPTED',
        reducedPrices: [{ journeyId: journey.id, reducedTtcPrice: lower }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const shown = (await lookUp(tenant, set.plate)).journeys.find((item) => item.id === journey.id);
    expect(shown).toMatchObject({ ttcPrice: lower, totalPrice: lower });
    expect(shown?.contested).toBeUndefined();
    expect(shown && shown.htPrice + shown.tvaPrice).toBe(lower);
  });

  it('pauses the ladder while open; rejected, it resumes with the deadline extended by the pause', async () => {
    offsetMs = 0;
    try {
      const tenant = await claimTenant();
      const { set, journey } = await tripToClaim(tenant);
      const deadline = new Date(journey.deadline ?? '');
      const created = await fileClaim(tenant, set, [journey.id]);
      // Five days later the deadline has long passed, but the open claim holds the ladder.
      offsetMs = 5 * day;
      await runDunningJob(db(), clock(), { whitelabelId: tenant.id });
      expect(await storedJourney(journey.id)).toMatchObject({
        dunningKind: 'due',
        paymentLimit: null,
      });
      const paused = (await lookUp(tenant, set.plate)).journeys.find(
        (item) => item.id === journey.id,
      );
      expect(paused).toMatchObject({ contested: true, paymentLimit: null });
      expect(new Date(paused?.deadline ?? '').getTime()).toBeGreaterThan(
        deadline.getTime() + 5 * day - minute,
      );

      const decidedAt = clock();
      const response = await operator(tenant, 'decideProtest', {
        params: { reference: created.reference },
        body: { outcome: 'REJECTED' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const row = await storedJourney(journey.id);
      const pausedMs = Number(row.dunning?.suspendedMs);
      expect(pausedMs).toBeGreaterThanOrEqual(5 * day);
      expect(pausedMs).toBeLessThan(5 * day + minute);
      expect(row.nextTransitionAt?.getTime()).toBe(deadline.getTime() + pausedMs);
      const resumed = (await lookUp(tenant, set.plate)).journeys.find(
        (item) => item.id === journey.id,
      );
      expect(resumed?.contested).toBeUndefined();
      expect(new Date(resumed?.deadline ?? '').getTime()).toBe(deadline.getTime() + pausedMs);
      expect(decidedAt.getTime()).toBeLessThan(deadline.getTime() + pausedMs);

      // Not before the extended deadline; at it, the notice.
      await runDunningJob(db(), new Date(deadline.getTime() + pausedMs - minute), {
        whitelabelId: tenant.id,
      });
      expect((await storedJourney(journey.id)).dunningKind).toBe('due');
      await runDunningJob(db(), new Date(deadline.getTime() + pausedMs), {
        whitelabelId: tenant.id,
      });
      expect((await storedJourney(journey.id)).dunningKind).toBe('notice');
    } finally {
      offsetMs = 0;
    }
  });
});
