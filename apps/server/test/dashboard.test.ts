import { dashboardSchema, type Dashboard, type DashboardPeriod } from '@portico/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { mailOutbox, protests } from '../src/db/schema/index.ts';
import { a79GantryPairs, a79Gantries, a79Gates, a79Tariffs } from '../src/db/seed/demo-road.ts';
import { seedRoad } from '../src/db/seed/seed-road.ts';
import { useApp } from './helpers/build-app.ts';
import { plantPassage, plantPayment, plantTrip } from './helpers/dashboard-rows.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';

/**
 * Issue 28 item 6: the dashboard's figures, each planted and read back. The clock stands on
 * 20 November 2026 at 11:00 in Paris (10:00 UTC, winter time): today began at 19 November
 * 23:00 UTC, and the first of the 30 days, 22 October, began at 21 October 22:00 UTC (summer
 * time, before the clocks went back on 25 October). Rows just inside and just outside each
 * edge say the days are Paris days, not UTC ones.
 */
const now = new Date('2026-11-20T10:00:00Z');
const app = useApp({ publicOrigin: 'https://portal.test.example' }, { clock: () => now });

const todayStart = new Date('2026-11-19T23:00:00Z');
const firstStart = new Date('2026-10-21T22:00:00Z');
const minutes = (count: number) => count * 60_000;
const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);

let sequence = 0;
const next = () => (sequence += 1);

async function plantClaim(db: Database, whitelabelId: number, createdAt: Date, status = 'OPEN') {
  const id = next();
  await db.insert(protests).values({
    whitelabelId,
    reference: `CL-2026-${id}`,
    type: 'FREE_FLOW',
    reasonCode: 'other',
    email: 'claimant@example.org',
    language: 'fr',
    status: status as 'OPEN',
    createdAt,
  });
}

async function plantMail(db: Database, whitelabelId: number, createdAt: Date, status = 'pending') {
  await db.insert(mailOutbox).values({
    whitelabelId,
    kind: 'payment_receipt',
    recipient: 'driver@example.org',
    language: 'fr',
    payload: { paymentId: 'none' },
    status: status as 'pending',
    // Never due while the test runs: nothing sends it meanwhile.
    nextAttemptAt: new Date('2099-01-01T00:00:00Z'),
    createdAt,
  });
}

/** Planted on one white-label; the other gets some of each, to be left out. */
async function plant(db: Database, whitelabelId: number) {
  // Passages: two today (one at 00:30 Paris, still the 19th in UTC), one the first day just
  // after it began, one yesterday; one a minute before the window and one after now.
  for (const time of [
    at(todayStart, minutes(30)),
    at(now, -minutes(5)),
    at(firstStart, minutes(1)),
    at(todayStart, -minutes(1)),
    at(firstStart, -minutes(1)),
    at(now, minutes(1)),
  ]) {
    await plantPassage(db, whitelabelId, time);
  }
  // Trips: one today, two yesterday, one cancelled today, one before the window.
  await plantTrip(db, whitelabelId, at(todayStart, minutes(5)));
  await plantTrip(db, whitelabelId, at(todayStart, -minutes(60)));
  await plantTrip(db, whitelabelId, at(todayStart, -minutes(120)), {
    noticeDate: at(todayStart, -minutes(30)),
  });
  await plantTrip(db, whitelabelId, at(todayStart, minutes(15)), { cancelled: true });
  await plantTrip(db, whitelabelId, at(firstStart, -minutes(10)), {
    noticeDate: at(todayStart, minutes(60)),
  });
  // Payments: card by Paybox and Axepta today, a fleet card on the first day, one settled before
  // the window, a rejected one, an open basket, a duplicated one to refund (old: still counted).
  await plantPayment(db, whitelabelId, {
    status: 'SUCCEED',
    method: 'CREDIT_CARD',
    provider: 'PAYBOX',
    amountCents: 420,
    createdAt: at(todayStart, minutes(10)),
    settledAt: at(todayStart, minutes(12)),
  });
  await plantPayment(db, whitelabelId, {
    status: 'SUCCEED',
    method: 'CREDIT_CARD',
    provider: 'AXEPTA',
    amountCents: 1_350,
    createdAt: at(now, -minutes(20)),
    settledAt: at(now, -minutes(18)),
  });
  await plantPayment(db, whitelabelId, {
    status: 'SUCCEED',
    method: 'DKV',
    amountCents: 640,
    createdAt: at(firstStart, minutes(2)),
    settledAt: at(firstStart, minutes(3)),
  });
  await plantPayment(db, whitelabelId, {
    status: 'SUCCEED',
    method: 'CREDIT_CARD',
    provider: 'PAYBOX',
    amountCents: 999,
    createdAt: at(firstStart, -minutes(20)),
    settledAt: at(firstStart, -minutes(10)),
  });
  await plantPayment(db, whitelabelId, {
    status: 'REJECTED',
    method: 'CREDIT_CARD',
    provider: 'PAYBOX',
    amountCents: 220,
    createdAt: at(todayStart, -minutes(90)),
    settledAt: at(todayStart, -minutes(89)),
  });
  await plantPayment(db, whitelabelId, {
    status: 'OPEN',
    amountCents: 220,
    createdAt: at(now, -minutes(1)),
  });
  await plantPayment(db, whitelabelId, {
    status: 'DUPLICATED',
    method: 'CREDIT_CARD',
    provider: 'PAYBOX',
    amountCents: 1_920,
    refundDue: true,
    createdAt: new Date('2026-03-01T10:00:00Z'),
    settledAt: new Date('2026-03-01T10:05:00Z'),
  });
  // Claims: three open (filed 3 days, 2 days and 1 hour ago), one decided.
  for (const ago of [3 * 24 * 60, 2 * 24 * 60, 60]) {
    await plantClaim(db, whitelabelId, at(now, -minutes(ago)));
  }
  await plantClaim(db, whitelabelId, at(now, -minutes(10 * 24 * 60)), 'ACCEPTED');
  // E-mails: two waiting (45 and 5 minutes), one sent.
  await plantMail(db, whitelabelId, at(now, -minutes(45)));
  await plantMail(db, whitelabelId, at(now, -minutes(5)));
  await plantMail(db, whitelabelId, at(now, -minutes(50)), 'sent');
}

let finance: Awaited<ReturnType<typeof signedInStaff>>;
let other: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  finance = await signedInStaff(app(), now, ['finance'], 'Fay Finance');
  other = await signedInStaff(app(), now, ['agent'], 'Otto Other');
  const { db } = app().database;
  for (const staff of [finance, other]) {
    await seedRoad(db, staff.tenant.id, {
      gates: a79Gates,
      gantryPairs: a79GantryPairs,
      gantries: a79Gantries,
      tariffs: a79Tariffs,
    });
  }
  await plant(db, finance.tenant.id);
  // The other white-label: one of each, which the first one's dashboard must not count.
  await plantPassage(db, other.tenant.id, at(now, -minutes(2)));
  await plantTrip(db, other.tenant.id, at(now, -minutes(2)));
  await plantPayment(db, other.tenant.id, {
    status: 'SUCCEED',
    method: 'CREDIT_CARD',
    provider: 'PAYBOX',
    amountCents: 5_000,
    refundDue: true,
    createdAt: at(now, -minutes(3)),
    settledAt: at(now, -minutes(2)),
  });
  await plantClaim(db, other.tenant.id, at(now, -minutes(7)));
  await plantMail(db, other.tenant.id, at(now, -minutes(7)));
}, 60_000);

async function dashboardOf(staff: typeof finance): Promise<Dashboard> {
  const response = await staff.call('GET', 'dashboard');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return dashboardSchema.parse(response.json());
}

const collected = (period: DashboardPeriod) =>
  Object.fromEntries(period.collected.map((row) => [row.channel, [row.payments, row.cents]]));
const statuses = (period: DashboardPeriod) =>
  Object.fromEntries(period.paymentsByStatus.map((row) => [row.status, row.payments]));

describe('the dashboard (issue 28 item 6)', () => {
  it('counts days of the road\u2019s time zone, 30 of them, today last', async () => {
    const dashboard = await dashboardOf(finance);
    expect(dashboard.timeZone).toBe('Europe/Paris');
    expect(dashboard.today).toBe('2026-11-20');
    expect(dashboard.firstDay).toBe('2026-10-22');
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.days[0]?.date).toBe('2026-10-22');
    expect(dashboard.days.at(-1)?.date).toBe('2026-11-20');
    // 25 October had 25 hours: still one day.
    expect(dashboard.days.map((day) => day.date)).toContain('2026-10-25');
  });

  it('counts passages, trips and notices per day and per period', async () => {
    const { periods, days } = await dashboardOf(finance);
    expect(periods.today).toMatchObject({ passages: 2, trips: 1, notices: 1 });
    expect(periods.last30Days).toMatchObject({ passages: 4, trips: 3, notices: 2 });
    const day = (date: string) => days.find((entry) => entry.date === date);
    expect(day('2026-11-20')).toMatchObject({ passages: 2, trips: 1, notices: 1 });
    expect(day('2026-11-19')).toMatchObject({ passages: 1, trips: 2, notices: 1 });
    expect(day('2026-10-22')).toMatchObject({ passages: 1, trips: 0, notices: 0 });
  });

  it('adds up the money collected by channel, in cents, by the day it settled', async () => {
    const { periods, days } = await dashboardOf(finance);
    expect(collected(periods.today)).toEqual({
      PAYBOX: [1, 420],
      AXEPTA: [1, 1_350],
      TOTAL: [0, 0],
      DKV: [0, 0],
      SHELL: [0, 0],
      ESSO: [0, 0],
    });
    expect(periods.today.collectedCents).toBe(1_770);
    expect(collected(periods.last30Days)).toMatchObject({ PAYBOX: [1, 420], DKV: [1, 640] });
    expect(periods.last30Days.collectedCents).toBe(2_410);
    expect(days.find((day) => day.date === '2026-10-22')?.collectedCents).toBe(640);
  });

  it('counts the payments made in each period by where they stand', async () => {
    const { periods } = await dashboardOf(finance);
    expect(statuses(periods.today)).toEqual({
      OPEN: 1,
      PENDING: 0,
      SUCCEED: 2,
      DUPLICATED: 0,
      REJECTED: 0,
      CANCELLED: 0,
    });
    expect(statuses(periods.last30Days)).toMatchObject({ OPEN: 1, SUCCEED: 3, REJECTED: 1 });
  });

  it('tells the claims waiting with their oldest and median wait', async () => {
    const { claims } = await dashboardOf(finance);
    expect(claims).toEqual({ waiting: 3, oldestMinutes: 3 * 24 * 60, medianMinutes: 2 * 24 * 60 });
  });

  it('tells the e-mails not sent yet and the payments to refund, whatever their age', async () => {
    const dashboard = await dashboardOf(finance);
    expect(dashboard.mail).toEqual({ pending: 2, oldestPendingMinutes: 45 });
    expect(dashboard.refundDue).toEqual({ payments: 1, cents: 1_920 });
  });

  it('shows another white-label its own figures only', async () => {
    const dashboard = await dashboardOf(other);
    expect(dashboard.periods.last30Days).toMatchObject({ passages: 1, trips: 1, notices: 0 });
    expect(dashboard.periods.last30Days.collectedCents).toBe(5_000);
    expect(dashboard.claims).toEqual({ waiting: 1, oldestMinutes: 7, medianMinutes: 7 });
    expect(dashboard.mail).toEqual({ pending: 1, oldestPendingMinutes: 7 });
    expect(dashboard.refundDue).toEqual({ payments: 1, cents: 5_000 });
  });

  it('answers zeros and nulls when nothing happened', async () => {
    const empty = await signedInStaff(app(), now, ['admin']);
    const dashboard = await dashboardOf(empty);
    expect(dashboard.periods.last30Days.passages).toBe(0);
    expect(dashboard.days.every((day) => day.collectedCents === 0)).toBe(true);
    expect(dashboard.claims).toEqual({ waiting: 0, oldestMinutes: null, medianMinutes: null });
    expect(dashboard.mail).toEqual({ pending: 0, oldestPendingMinutes: null });
  });

  it('refuses a person without the action, and a call without a session', async () => {
    const editor = await signedInStaff(app(), now, ['content']);
    expectError(await editor.call('GET', 'dashboard'), 403, 'forbidden');
    expectError(await finance.unsignedCall('GET', 'dashboard'), 401, 'unauthorized');
  });
});
