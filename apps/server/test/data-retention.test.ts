import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactRequests,
  journeys,
  mailOutbox,
  passages,
  payments,
  protestJourneys,
  protests,
  whitelabels,
} from '../src/db/schema/index.ts';
import { runDataRetentionJob } from '../src/jobs/data-retention.ts';
import { clearedText } from '../src/modules/retention/purge.ts';
import { useApp } from './helpers/build-app.ts';
import { uniqueSuffix } from './helpers/factories.ts';
import { plateJourneys } from './helpers/journey-states.ts';
import { freshPlate, ingest, tripPassages } from './helpers/payments.ts';
import { createRoadTenant, type RoadTenant } from './helpers/road-tenant.ts';

/**
 * Issue 15 item 7: personal data no longer than the white-label's retention (2 years after the
 * trip by default). Trips are ingested now and their dates then moved back, as years of traffic
 * would have left them; the job runs at the real `now`.
 */
const app = useApp();
const db = () => app().database.db;
const day = 24 * 3_600_000;
const now = new Date();
const yearsAgo = (years: number, extraDays = 0) =>
  new Date(now.getTime() - years * 365.25 * day - extraDays * day);

let tenant: RoadTenant;
const plates = {
  oldPaid: freshPlate('RP'),
  oldOwed: freshPlate('RO'),
  oldContested: freshPlate('RC'),
  recentPaid: freshPlate('RN'),
};
type PlateName = keyof typeof plates;

/** The tenant's one journey of the plate. */
async function journeyOf(name: PlateName) {
  const [journey] = await plateJourneys(db(), tenant.id, plates[name]);
  if (!journey) throw new Error(`no journey of ${name}`);
  return journey;
}

/** Moves a plate's trip (journey and passages) back to `lastPassage`, with a dunning stage. */
async function ageTrip(name: PlateName, lastPassage: Date, stage: 'paid' | 'cancelled' | null) {
  const journey = await journeyOf(name);
  const shift = journey.lastPassageAt.getTime() - lastPassage.getTime();
  await db()
    .update(journeys)
    .set({
      firstPassageAt: new Date(journey.firstPassageAt.getTime() - shift),
      lastPassageAt: lastPassage,
      ...(stage ? { dunningKind: stage, nextTransitionAt: null, frozen: true } : {}),
      ...(stage === 'paid' ? { paidAt: lastPassage } : {}),
    })
    .where(eq(journeys.id, journey.id));
  for (const passageId of journey.passageIds) {
    const [row] = await db()
      .select({ passedAt: passages.passedAt })
      .from(passages)
      .where(and(eq(passages.whitelabelId, tenant.id), eq(passages.passageId, passageId)));
    if (!row) continue;
    await db()
      .update(passages)
      .set({ passedAt: new Date(row.passedAt.getTime() - shift) })
      .where(and(eq(passages.whitelabelId, tenant.id), eq(passages.passageId, passageId)));
  }
  return journey;
}

async function claim(status: 'OPEN' | 'REJECTED', decidedAt: Date | null, journeyId?: number) {
  const [row] = await db()
    .insert(protests)
    .values({
      whitelabelId: tenant.id,
      reference: `CL-R-${uniqueSuffix()}`,
      type: 'FREE_FLOW',
      reasonCode: 'plate-not-mine',
      comment: 'Not my car',
      email: 'claimant@example.test',
      language: 'fr',
      status,
      decidedAt,
      createdAt: decidedAt ?? now,
    })
    .returning({ id: protests.id });
  if (!row) throw new Error('no claim');
  if (journeyId !== undefined) {
    await db()
      .insert(protestJourneys)
      .values({ protestId: row.id, journeyId, ttcCents: 100, indemnityCents: 0 });
  }
  return row.id;
}

async function payment(createdAt: Date, status: 'SUCCEED' | 'OPEN') {
  const id = `pay-retention-${uniqueSuffix()}`;
  await db()
    .insert(payments)
    .values({
      id,
      whitelabelId: tenant.id,
      reference: `R${uniqueSuffix()}`,
      plate: plates.oldPaid,
      countryCode: 'FR',
      language: 'fr',
      status,
      amountCents: 420,
      email: 'payer@example.test',
      cardLabel: 'VISA 4111',
      expiresAt: createdAt,
      createdAt,
      receiptNumber: status === 'SUCCEED' ? `RC-${uniqueSuffix()}` : null,
    });
  return id;
}

async function mail(status: 'sent' | 'pending', at: Date) {
  const [row] = await db()
    .insert(mailOutbox)
    .values({
      whitelabelId: tenant.id,
      kind: 'account_deleted',
      recipient: 'someone@example.test',
      language: 'fr',
      payload: {},
      status,
      createdAt: at,
      sentAt: status === 'sent' ? at : null,
      // A pending one waits for its retry: the app's own outbox run must not deliver it (and so
      // make it purgeable) while the test runs, as it did once on PostgreSQL.
      ...(status === 'pending' ? { nextAttemptAt: new Date(now.getTime() + day) } : {}),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('no mail');
  return row.id;
}

const ids: Record<string, number | string> = {};

beforeAll(async () => {
  tenant = await createRoadTenant(db());
  for (const plate of Object.values(plates)) {
    await ingest(app(), tenant, tripPassages(plate, new Date(now.getTime() - 3 * 3_600_000)));
  }
  const past = yearsAgo(2, 10);
  ids.oldPaid = (await ageTrip('oldPaid', past, 'paid')).id;
  ids.oldOwed = (await ageTrip('oldOwed', past, null)).id;
  ids.oldContested = (await ageTrip('oldContested', past, 'cancelled')).id;
  ids.recentPaid = (await ageTrip('recentPaid', yearsAgo(1), 'paid')).id;
  ids.openClaim = await claim('OPEN', null, ids.oldContested);
  ids.oldDecidedClaim = await claim('REJECTED', past);
  ids.recentDecidedClaim = await claim('REJECTED', yearsAgo(1));
  ids.oldPayment = await payment(past, 'SUCCEED');
  ids.oldOpenPayment = await payment(past, 'OPEN');
  ids.recentPayment = await payment(yearsAgo(1), 'SUCCEED');
  ids.oldSentMail = await mail('sent', new Date(now.getTime() - 91 * day));
  ids.recentSentMail = await mail('sent', new Date(now.getTime() - 89 * day));
  ids.oldPendingMail = await mail('pending', new Date(now.getTime() - 200 * day));
  const [request] = await db()
    .insert(contactRequests)
    .values({
      whitelabelId: tenant.id,
      nodeId: 'contact',
      topic: 'Refund',
      email: 'visitor@example.test',
      language: 'fr',
      message: 'Please refund me',
      fields: [],
      createdAt: past,
    })
    .returning({ id: contactRequests.id });
  ids.oldContactRequest = request?.id ?? 0;
});

describe('the data-retention job', () => {
  it('clears what is past retention and keeps the rest, then finds nothing left to do', async () => {
    const first = await runDataRetentionJob(db(), now, { whitelabelId: tenant.id, batch: 2 });
    expect(first).toMatchObject({
      journeys: 1,
      payments: 1,
      contactRequests: 1,
      claims: 1,
      mails: 1,
    });
    expect(first.passages).toBeGreaterThanOrEqual(2);

    // The settled old trip: plate and passages gone, amounts kept for the accounts.
    const [purged] = await db()
      .select()
      .from(journeys)
      .where(eq(journeys.id, Number(ids.oldPaid)));
    expect(purged).toMatchObject({ plate: clearedText, passageIds: [], dunningKind: 'paid' });
    expect(purged?.ttcCents).toBeGreaterThan(0);
    const left = await db()
      .select()
      .from(passages)
      .where(and(eq(passages.whitelabelId, tenant.id), eq(passages.plate, plates.oldPaid)));
    expect(left).toEqual([]);

    // Still owed, under an open claim, or recent: untouched.
    for (const name of ['oldOwed', 'oldContested', 'recentPaid'] as const) {
      const journey = await journeyOf(name);
      expect(journey.passageIds.length, name).toBeGreaterThan(0);
    }

    const paymentRows = await db()
      .select({ id: payments.id, plate: payments.plate, email: payments.email })
      .from(payments)
      .where(
        inArray(payments.id, [ids.oldPayment, ids.oldOpenPayment, ids.recentPayment].map(String)),
      );
    const paymentOf = (id: unknown) => paymentRows.find((row) => row.id === id);
    expect(paymentOf(ids.oldPayment)).toMatchObject({ plate: clearedText, email: null });
    expect(paymentOf(ids.oldOpenPayment)?.plate).toBe(plates.oldPaid);
    expect(paymentOf(ids.recentPayment)?.email).toBe('payer@example.test');

    const claims = await db()
      .select({ id: protests.id, email: protests.email, comment: protests.comment })
      .from(protests)
      .where(eq(protests.whitelabelId, tenant.id));
    const claimOf = (id: unknown) => claims.find((row) => row.id === id);
    expect(claimOf(ids.oldDecidedClaim)).toMatchObject({ email: clearedText, comment: null });
    expect(claimOf(ids.recentDecidedClaim)?.email).toBe('claimant@example.test');
    expect(claimOf(ids.openClaim)?.email).toBe('claimant@example.test');

    const mails = await db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.whitelabelId, tenant.id));
    expect(mails.map((row) => row.id).sort()).toEqual(
      [ids.recentSentMail, ids.oldPendingMail].sort(),
    );
    const requests = await db()
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(eq(contactRequests.whitelabelId, tenant.id));
    expect(requests).toEqual([]);

    const second = await runDataRetentionJob(db(), now, { whitelabelId: tenant.id });
    expect(Object.values(second).every((count) => count === 0)).toBe(true);
  });

  it("follows the white-label's retention: 3 years keep a trip of 2 years and 10 days", async () => {
    const other = await createRoadTenant(db());
    const plate = freshPlate('RY');
    await ingest(app(), other, tripPassages(plate, new Date(now.getTime() - 3 * 3_600_000)));
    const [journey] = await plateJourneys(db(), other.id, plate);
    if (!journey) throw new Error('no journey');
    await db()
      .update(journeys)
      .set({ lastPassageAt: yearsAgo(2, 10), dunningKind: 'paid', frozen: true })
      .where(eq(journeys.id, journey.id));
    await db()
      .update(whitelabels)
      .set({ settings: { retentionYears: 3 } })
      .where(eq(whitelabels.id, other.id));
    expect(await runDataRetentionJob(db(), now, { whitelabelId: other.id })).toMatchObject({
      journeys: 0,
    });
    await db().update(whitelabels).set({ settings: {} }).where(eq(whitelabels.id, other.id));
    expect(await runDataRetentionJob(db(), now, { whitelabelId: other.id })).toMatchObject({
      journeys: 1,
    });
    expect(await plateJourneys(db(), other.id, plate)).toEqual([]);
  });
});
