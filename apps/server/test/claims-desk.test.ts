import { claimCaseSchema, claimMailPreviewSchema, claimsQueueSchema } from '@portico/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, protests } from '../src/db/schema/index.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { type ClaimsDesk, claimsDesk } from './helpers/claims-desk.ts';
import { testConfig } from './helpers/config.ts';
import { sampleFiles } from './helpers/multipart.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';
import { auditTrail } from './helpers/support-desk.ts';

/**
 * The console's claims desk (issue 28 item 8): the queue, one claim, its files shown in the page,
 * the decision (audited with it) and the preview of its e-mail, through the real claim form.
 */
const config = unlimitedConfig(testConfig({ publicOrigin: 'https://portal.test.example' }));
let now = new Date();
const clock = () => now;
const app = useApp(config, { clock });
const reason = 'Votre véhicule était vendu à cette date : nous annulons le trajet.';

const desk = (roles: Parameters<typeof claimsDesk>[3] = ['agent']) =>
  claimsDesk(app, config, clock, roles);

const queue = (staff: ClaimsDesk, query: Record<string, string> = {}) =>
  staff.call('GET', 'claimsQueue', { query });

const decide = (staff: ClaimsDesk, reference: string, body: unknown) =>
  staff.call('POST', 'decideClaimCase', { params: { reference }, body });

describe('GET /operator/claims', () => {
  it('lists the open claims oldest first with their age, filtered and paged by cursor', async () => {
    const staff = await desk();
    const first = await staff.claim();
    const second = await staff.claim();
    const third = await staff.claim();
    // The first was filed five days ago.
    await app()
      .database.db.update(protests)
      .set({ createdAt: new Date(now.getTime() - 5 * 86_400_000 - 3_600_000) })
      .where(eq(protests.reference, first.reference));

    const all = claimsQueueSchema.parse((await queue(staff)).json());
    expect(all.claims.map((claim) => claim.reference)).toEqual([
      first.reference,
      second.reference,
      third.reference,
    ]);
    expect(all.claims[0]).toMatchObject({
      status: 'OPEN',
      type: 'FREE_FLOW',
      reasonId: 'plate-not-mine',
      plates: [first.plate],
      ageHours: 5 * 24 + 1,
      journeyCount: 1,
      attachmentCount: 1,
    });
    expect(all.claims[0]?.reasonLabel).not.toBe('plate-not-mine');

    const old = claimsQueueSchema.parse((await queue(staff, { minAgeDays: '2' })).json());
    expect(old.claims.map((claim) => claim.reference)).toEqual([first.reference]);

    const byPlate = claimsQueueSchema.parse(
      (await queue(staff, { plate: second.plate.toLowerCase() })).json(),
    );
    expect(byPlate.claims.map((claim) => claim.reference)).toEqual([second.reference]);

    const page1 = claimsQueueSchema.parse((await queue(staff, { pageSize: '2' })).json());
    expect(page1.claims).toHaveLength(2);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = claimsQueueSchema.parse(
      (await queue(staff, { pageSize: '2', cursor: page1.nextCursor ?? '' })).json(),
    );
    expect(page2.claims.map((claim) => claim.reference)).toEqual([third.reference]);
    expect(page2.nextCursor).toBeNull();

    const newest = claimsQueueSchema.parse((await queue(staff, { order: 'newest' })).json());
    expect(newest.claims[0]?.reference).toBe(third.reference);

    const other = claimsQueueSchema.parse((await queue(staff, { type: 'CNP' })).json());
    expect(other.claims).toEqual([]);
    const decided = claimsQueueSchema.parse((await queue(staff, { status: 'ACCEPTED' })).json());
    expect(decided.claims).toEqual([]);
  });

  it('refuses bad filters and forged cursors with 400, and people without claims.read', async () => {
    const staff = await desk();
    const refused: Record<string, string>[] = [
      { status: 'CLOSED' },
      { minAgeDays: '-1' },
      { minAgeDays: '99999' },
      { pageSize: '101' },
      { plate: 'AB\u0000' },
      { reason: 'no spaces allowed' },
      { cursor: Buffer.from('yesterday|1').toString('base64url') },
    ];
    for (const query of refused) {
      expectError(await queue(staff, query), 400, 'invalid_request');
    }
    const finance = await signedInStaff(app(), now, ['finance']);
    expectError(await finance.call('GET', 'claimsQueue'), 403, 'forbidden');
    expectError(await staff.unsignedCall('GET', 'claimsQueue'), 401, 'unauthorized');
  });

  it('shows nothing of another white-label\u2019s claims', async () => {
    const staff = await desk();
    const { reference } = await staff.claim();
    const stranger = await desk();
    const answer = claimsQueueSchema.parse((await queue(stranger)).json());
    expect(answer.claims).toEqual([]);
    expectError(
      await stranger.call('GET', 'claimCase', { params: { reference } }),
      404,
      'protest_not_found',
    );
  });
});

describe('GET /operator/claims/:reference and its files', () => {
  it('answers the claim with its trips, the claimant\u2019s texts and its files', async () => {
    const staff = await desk();
    const { reference, journey, plate } = await staff.claim();
    const response = await staff.call('GET', 'claimCase', { params: { reference } });
    expect(response.statusCode, response.body).toBe(200);
    const claim = claimCaseSchema.parse(response.json());
    expect(claim).toMatchObject({
      reference,
      email: 'driver@example.test',
      language: 'fr',
      plates: [plate],
      journeys: [{ id: journey.id, plate, paid: false, currentTtcPrice: journey.ttcPrice }],
      attachments: [{ mediaType: 'application/pdf', fileName: 'carte grise été 2026.pdf' }],
    });
  });

  it('serves a file inline, safely, and writes who read it to the audit log', async () => {
    const staff = await desk();
    const { reference } = await staff.claim();
    const claim = claimCaseSchema.parse(
      (await staff.call('GET', 'claimCase', { params: { reference } })).json(),
    );
    const attachmentId = claim.attachments[0]?.id ?? '';
    const response = await staff.call('GET', 'claimFile', { params: { reference, attachmentId } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="carte_grise_ete_2026.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");

    const [event] = await auditTrail(app(), staff.road.id, 'claims.file.view');
    expect(event).toMatchObject({
      staffId: staff.memberId,
      targetType: 'claim',
      targetId: reference,
      after: { attachmentId, mediaType: 'application/pdf' },
    });

    const stranger = await desk();
    expectError(
      await stranger.call('GET', 'claimFile', { params: { reference, attachmentId } }),
      404,
      'protest_not_found',
    );
    expectError(
      await staff.call('GET', 'claimFile', {
        params: { reference, attachmentId: '00000000-0000-4000-8000-000000000000' },
      }),
      404,
      'protest_attachment_not_found',
    );
    expectError(
      await staff.call('GET', 'claimFile', { params: { reference, attachmentId: 'nope' } }),
      400,
      'invalid_request',
    );
    expect(await auditTrail(app(), stranger.road.id, 'claims.file.view')).toEqual([]);
  });

  it('gives an image a sandboxed policy', async () => {
    const staff = await desk();
    const { reference } = await staff.claim({
      files: [
        {
          name: 'attachments',
          fileName: 'photo.html',
          type: 'text/html',
          content: sampleFiles.png,
        },
      ],
    });
    const claim = claimCaseSchema.parse(
      (await staff.call('GET', 'claimCase', { params: { reference } })).json(),
    );
    const attachmentId = claim.attachments[0]?.id ?? '';
    const response = await staff.call('GET', 'claimFile', { params: { reference, attachmentId } });
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('inline; filename="photo.png"');
    expect(response.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
  });
});

describe('POST /operator/claims/:reference/decision/preview', () => {
  it('renders the claimant\u2019s e-mail in their language and changes nothing', async () => {
    const staff = await desk();
    const { reference } = await staff.claim({ language: 'de', email: 'fahrer@example.test' });
    const response = await staff.call('POST', 'claimDecisionPreview', {
      params: { reference },
      body: { outcome: 'ACCEPTED', reason },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = claimMailPreviewSchema.parse(response.json());
    expect(preview).toMatchObject({ recipient: 'fahrer@example.test', language: 'de' });
    expect(preview.subject).toContain(reference);
    expect(preview.text).toContain(reason);

    const [row] = await app()
      .database.db.select()
      .from(protests)
      .where(eq(protests.reference, reference));
    expect(row).toMatchObject({ status: 'OPEN', decisionNote: null });
    const decisions = await app()
      .database.db.select()
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.kind} = 'protest_decision' and ${mailOutbox.recipient} = 'fahrer@example.test'`,
      );
    expect(decisions).toEqual([]);
    expect(await auditTrail(app(), staff.road.id, 'claims.decide')).toEqual([]);
  });

  it('refuses what the decision would refuse', async () => {
    const staff = await desk();
    const { reference, journey } = await staff.claim();
    expectError(
      await staff.call('POST', 'claimDecisionPreview', {
        params: { reference },
        body: {
          outcome: 'ACCEPTED',
          reason,
          reducedPrices: [{ journeyId: journey.id, reducedTtcPrice: journey.ttcPrice }],
        },
      }),
      400,
      'protest_reduced_price_invalid',
    );
  });
});

describe('POST /operator/claims/:reference/decision', () => {
  it('decides with the machine API\u2019s service and audits it in the same transaction', async () => {
    const staff = await desk();
    const { reference, journey } = await staff.claim();
    const lower = journey.ttcPrice - 100;
    const response = await decide(staff, reference, {
      outcome: 'ACCEPTED',
      reason,
      reducedPrices: [{ journeyId: journey.id, reducedTtcPrice: lower }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const claim = claimCaseSchema.parse(response.json());
    expect(claim).toMatchObject({ status: 'ACCEPTED', decisionNote: reason });
    expect(claim.journeys[0]?.currentTtcPrice).toBe(lower);

    const [event] = await auditTrail(app(), staff.road.id, 'claims.decide');
    expect(event).toMatchObject({
      staffId: staff.memberId,
      targetType: 'claim',
      targetId: reference,
      reason,
      before: { status: 'OPEN' },
      after: {
        status: 'ACCEPTED',
        reducedPrices: [{ journeyId: journey.id, reducedTtcPrice: lower }],
      },
    });
    const mails = await staff.fixture.mailsTo('driver@example.test');
    expect(mails.filter((mail) => mail.kind === 'protest_decision')).not.toEqual([]);

    expectError(
      await decide(staff, reference, { outcome: 'REJECTED', reason }),
      409,
      'protest_already_decided',
    );
    expect(await auditTrail(app(), staff.road.id, 'claims.decide')).toHaveLength(1);
  });

  it('writes no audit event when the decision is refused, and refuses bad bodies', async () => {
    const staff = await desk();
    const { reference, journey } = await staff.claim();
    expectError(
      await decide(staff, reference, {
        outcome: 'ACCEPTED',
        reason,
        reducedPrices: [{ journeyId: '999999', reducedTtcPrice: 1 }],
      }),
      400,
      'protest_reduced_price_invalid',
    );
    for (const body of [
      { outcome: 'REJECTED' },
      { outcome: 'REJECTED', reason: 'no' },
      { outcome: 'REJECTED', reason: 'x'.repeat(2001) },
      { outcome: 'REJECTED', reason: 'null\u0000byte' },
      { outcome: 'MAYBE', reason },
      { outcome: 'REJECTED', reason, reducedPrices: [] },
      {
        outcome: 'ACCEPTED',
        reason,
        reducedPrices: [{ journeyId: journey.id, reducedTtcPrice: 12.5 }],
      },
      {
        outcome: 'ACCEPTED',
        reason,
        reducedPrices: [{ journeyId: journey.id, reducedTtcPrice: -1 }],
      },
    ]) {
      expectError(await decide(staff, reference, body), 400, 'invalid_request');
    }
    expect(await auditTrail(app(), staff.road.id, 'claims.decide')).toEqual([]);
    const [row] = await app()
      .database.db.select()
      .from(protests)
      .where(eq(protests.reference, reference));
    expect(row?.status).toBe('OPEN');
  });

  it('wants a passkey check within five minutes, for the preview as for the decision', async () => {
    const staff = await desk();
    const { reference } = await staff.claim();
    const signedInAt = now;
    const body = { outcome: 'REJECTED', reason };
    try {
      now = new Date(signedInAt.getTime() + 6 * 60_000);
      expectError(await decide(staff, reference, body), 403, 'fresh_check_required');
      expectError(
        await staff.call('POST', 'claimDecisionPreview', { params: { reference }, body }),
        403,
        'fresh_check_required',
      );
      // Reading the claim asks nothing.
      expect((await staff.call('GET', 'claimCase', { params: { reference } })).statusCode).toBe(
        200,
      );
    } finally {
      now = signedInAt;
    }
    expect((await decide(staff, reference, body)).statusCode).toBe(200);
  });

  it('is refused without claims.decide, from another origin, and on another white-label', async () => {
    const staff = await desk();
    const { reference } = await staff.claim();
    const admin = await signedInStaff(app(), now, ['admin']);
    expectError(
      await admin.call('POST', 'decideClaimCase', {
        params: { reference },
        body: { outcome: 'REJECTED', reason },
      }),
      403,
      'forbidden',
    );
    expectError(
      await staff.call('POST', 'decideClaimCase', {
        params: { reference },
        body: { outcome: 'REJECTED', reason },
        headers: { origin: 'https://evil.example' },
      }),
      403,
      'forbidden',
    );
    const stranger = await desk();
    expectError(
      await decide(stranger, reference, { outcome: 'REJECTED', reason }),
      404,
      'protest_not_found',
    );
    expectError(
      await stranger.call('POST', 'claimDecisionPreview', {
        params: { reference },
        body: { outcome: 'REJECTED', reason },
      }),
      404,
      'protest_not_found',
    );
    const [row] = await app()
      .database.db.select()
      .from(protests)
      .where(eq(protests.reference, reference));
    expect(row?.status).toBe('OPEN');
  });
});
