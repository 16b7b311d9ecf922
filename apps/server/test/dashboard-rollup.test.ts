import { type Dashboard, dashboardSchema, parisDate } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import {
  dashboardDays,
  dashboardStaleDays,
  journeys,
  passages,
  payments,
} from '../src/db/schema/index.ts';
import { a79GantryPairs, a79Gantries, a79Gates, a79Tariffs } from '../src/db/seed/demo-road.ts';
import { seedRoad } from '../src/db/seed/seed-road.ts';
import { readDashboard } from '../src/modules/dashboard/dashboard.ts';
import { readCountedDays } from '../src/modules/dashboard/rollup-store.ts';
import { runDashboardRollup } from '../src/modules/dashboard/rollup-job.ts';
import { closedDates, dashboardWindow } from '../src/modules/dashboard/window.ts';
import { useApp } from './helpers/build-app.ts';
import { plantPassage, plantPayment, plantTrip } from './helpers/dashboard-rows.ts';
import { createRoadTenant } from './helpers/road-tenant.ts';
import { signedInStaff } from './helpers/staff-desk.ts';

/**
 * Issue 28 item 6: the dashboard's closed days come from a rollup the dashboard-rollup job keeps;
 * read from it, the dashboard answers what the raw tables answer. The clock stands on 20 November
 * 2026 at 11:00 in Paris (10:00 UTC): the 30 days run from 22 October (which began on 21 October
 * at 22:00 UTC, summer time) and include 25 October, 25 hours long.
 */
const now = new Date('2026-11-20T10:00:00Z');
const app = useApp({ publicOrigin: 'https://portal.test.example' }, { clock: () => now });
const utc = (iso: string) => new Date(iso);

/**
 * The dashboard as the raw tables answer it: read with the white-label's rollup forgotten, every
 * day then counted live (so, after a rollup, the last reading of a test).
 */
async function rawDashboard(db: Database, whitelabelId: number, at: Date): Promise<Dashboard> {
  await db.delete(dashboardDays).where(eq(dashboardDays.whitelabelId, whitelabelId));
  return readDashboard(db, whitelabelId, at);
}

/** Weeks of traffic and payments on the road's days, some on their edges. */
async function plantWeeks(db: Database, whitelabelId: number) {
  const passagesAt = [
    '2026-10-21T22:01:00Z', // 22 October at 00:01 in Paris: the first day
    '2026-10-21T21:59:00Z', // 21 October at 23:59: before the window
    '2026-10-24T22:30:00Z', // 25 October at 00:30, summer time
    '2026-10-25T22:30:00Z', // 25 October at 23:30, winter time: the same day
    '2026-11-18T22:59:00Z', // 18 November at 23:59
    '2026-11-18T23:01:00Z', // 19 November at 00:01 (still the 18th in UTC)
    '2026-11-20T09:00:00Z', // today
  ];
  for (const time of passagesAt) await plantPassage(db, whitelabelId, utc(time));
  const tenthTrip = await plantTrip(db, whitelabelId, utc('2026-11-10T12:00:00Z'));
  await plantTrip(db, whitelabelId, utc('2026-11-10T13:00:00Z'), {
    noticeDate: utc('2026-11-13T08:00:00Z'),
  });
  await plantTrip(db, whitelabelId, utc('2026-11-18T23:30:00Z'));
  await plantTrip(db, whitelabelId, utc('2026-11-19T12:00:00Z'), { cancelled: true });
  await plantPayment(db, whitelabelId, {
    status: 'SUCCEED',
    method: 'CREDIT_CARD',
    provider: 'PAYBOX',
    amountCents: 500,
    createdAt: utc('2026-11-18T22:50:00Z'),
    settledAt: utc('2026-11-18T23:05:00Z'),
  });
  await plantPayment(db, whitelabelId, {
    status: 'SUCCEED',
    method: 'DKV',
    amountCents: 700,
    createdAt: utc('2026-10-25T10:00:00Z'),
    settledAt: utc('2026-10-25T10:01:00Z'),
  });
  await plantPayment(db, whitelabelId, {
    status: 'REJECTED',
    method: 'CREDIT_CARD',
    provider: 'AXEPTA',
    amountCents: 300,
    createdAt: utc('2026-11-12T10:00:00Z'),
    settledAt: utc('2026-11-12T10:02:00Z'),
  });
  // Yesterday at 23:30 in Paris, still open when the day closed.
  const lateBasket = await plantPayment(db, whitelabelId, {
    status: 'OPEN',
    amountCents: 900,
    createdAt: utc('2026-11-19T22:30:00Z'),
  });
  return { tenthTrip, lateBasket };
}

async function roadTenant(db: Database) {
  const tenant = await createRoadTenant(db);
  return tenant.id;
}

const dayOf = (dashboard: Dashboard, date: string) =>
  dashboard.days.find((day) => day.date === date);

describe('the dashboard\u2019s rollup (issue 28 item 6)', () => {
  it('counts each closed day once, and the dashboard then reads what the raw tables answer', async () => {
    const finance = await signedInStaff(app(), now, ['finance'], 'Fay Finance');
    const { db } = app().database;
    const whitelabelId = finance.tenant.id;
    await seedRoad(db, whitelabelId, {
      gates: a79Gates,
      gantryPairs: a79GantryPairs,
      gantries: a79Gantries,
      tariffs: a79Tariffs,
    });
    await plantWeeks(db, whitelabelId);
    const raw = await rawDashboard(db, whitelabelId, now);

    expect(await runDashboardRollup(db, now, { whitelabelId })).toBe(29);
    const response = await finance.call('GET', 'dashboard');
    expect(response.statusCode, response.body).toBe(200);
    expect(dashboardSchema.parse(response.json())).toEqual(raw);
    // Counted once: a second round finds nothing to count again.
    expect(await runDashboardRollup(db, now, { whitelabelId })).toBe(0);

    const counted = await readCountedDays(db, whitelabelId, closedDates(dashboardWindow(now)));
    expect(counted.size).toBe(29);
    expect(counted.get('2026-10-22')).toMatchObject({ passages: 1, trips: 0 });
    expect(counted.get('2026-10-25')).toEqual({
      passages: 2,
      trips: 0,
      notices: 0,
      collected: [{ channel: 'DKV', payments: 1, cents: 700 }],
      made: [{ status: 'SUCCEED', payments: 1 }],
    });
    expect(counted.get('2026-11-18')).toMatchObject({ passages: 1, trips: 0, collected: [] });
    expect(counted.get('2026-11-19')).toEqual({
      passages: 1,
      trips: 1,
      notices: 0,
      collected: [{ channel: 'PAYBOX', payments: 1, cents: 500 }],
      made: [{ status: 'OPEN', payments: 1 }],
    });
    expect(raw.periods.last30Days).toMatchObject({ passages: 6, trips: 3, notices: 1 });
    expect(raw.periods.today).toMatchObject({ passages: 1, trips: 0 });
  });

  it('counts a closed day again after a late write touches it', async () => {
    const { db } = app().database;
    const whitelabelId = await roadTenant(db);
    const { tenthTrip, lateBasket } = await plantWeeks(db, whitelabelId);
    await runDashboardRollup(db, now, { whitelabelId });

    // A passage of 12 November read late, yesterday's basket paid this morning, and a claim's
    // decision that cancels a trip of 10 November.
    await plantPassage(db, whitelabelId, utc('2026-11-12T15:00:00Z'));
    await db
      .update(payments)
      .set({
        status: 'SUCCEED',
        method: 'CREDIT_CARD',
        provider: 'AXEPTA',
        settledAt: utc('2026-11-20T08:00:00Z'),
      })
      .where(eq(payments.id, lateBasket));
    await db.update(journeys).set({ dunningKind: 'cancelled' }).where(eq(journeys.id, tenthTrip));

    // Until the next round the closed days show what was counted.
    const before = await readDashboard(db, whitelabelId, now);
    expect(dayOf(before, '2026-11-10')?.trips).toBe(2);
    expect(dayOf(before, '2026-11-12')?.passages).toBe(0);

    expect(await runDashboardRollup(db, now, { whitelabelId })).toBe(3);
    const after = await readDashboard(db, whitelabelId, now);
    expect(after).toEqual(await rawDashboard(db, whitelabelId, now));
    expect(dayOf(after, '2026-11-10')?.trips).toBe(1);
    expect(dayOf(after, '2026-11-12')?.passages).toBe(1);
    const statuses = Object.fromEntries(
      after.periods.last30Days.paymentsByStatus.map((row) => [row.status, row.payments]),
    );
    expect(statuses).toMatchObject({ OPEN: 0, SUCCEED: 3, REJECTED: 1 });
    expect(after.periods.today.collectedCents).toBe(900);
  });

  it('counts the day that just closed at midnight in Paris, and forgets the day past the 30', async () => {
    const { db } = app().database;
    const whitelabelId = await roadTenant(db);
    await plantWeeks(db, whitelabelId);
    await runDashboardRollup(db, now, { whitelabelId });
    // 20 November at 23:50 in Paris, and 21 November at 00:10 (still the 20th in UTC).
    await plantPassage(db, whitelabelId, utc('2026-11-20T22:50:00Z'));
    await plantPassage(db, whitelabelId, utc('2026-11-20T23:10:00Z'));

    const afterMidnight = new Date('2026-11-20T23:30:00Z');
    const live = await readDashboard(db, whitelabelId, afterMidnight);
    expect(live.firstDay).toBe('2026-10-23');
    expect(dayOf(live, '2026-11-20')?.passages).toBe(2);
    expect(live.periods.today.passages).toBe(1);

    expect(await runDashboardRollup(db, afterMidnight, { whitelabelId })).toBe(1);
    const rolled = await readDashboard(db, whitelabelId, afterMidnight);
    const stored = await db
      .select({ day: dashboardDays.day })
      .from(dashboardDays)
      .where(eq(dashboardDays.whitelabelId, whitelabelId));
    const days = stored.map((row) => row.day).sort();
    expect(days).toHaveLength(29);
    expect(days[0]).toBe('2026-10-23');
    expect(days.at(-1)).toBe('2026-11-20');

    const raw = await rawDashboard(db, whitelabelId, afterMidnight);
    expect(live).toEqual(raw);
    expect(rolled).toEqual(raw);
  });

  it('marks a closed day once per writing transaction, and not a day still open', async () => {
    const { db } = app().database;
    const whitelabelId = await roadTenant(db);
    // Days of the database's own clock: the triggers read it, not the app's.
    const closedDay = new Date(Date.now() - 3 * 86_400_000);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await db.insert(passages).values(
      [closedDay, closedDay, closedDay, tomorrow].map((passedAt, index) => ({
        whitelabelId,
        passageId: `marks-${index}`,
        gantry: a79Gantries[0]?.code ?? '',
        direction: 'east' as const,
        plate: 'AB123CD',
        countryCode: 'FR',
        vehicleClass: 1 as const,
        passedAt,
        tagPaid: false,
      })),
    );
    const marks = () =>
      db
        .select({ day: dashboardStaleDays.day })
        .from(dashboardStaleDays)
        .where(eq(dashboardStaleDays.whitelabelId, whitelabelId));
    expect(await marks()).toEqual([{ day: parisDate(closedDay) }]);

    // Writes that change nothing the dashboard counts leave no mark.
    await db.delete(dashboardStaleDays).where(eq(dashboardStaleDays.whitelabelId, whitelabelId));
    const trip = await plantTrip(db, whitelabelId, tomorrow);
    await db
      .update(passages)
      .set({ plate: 'ZZ999ZZ' })
      .where(eq(passages.whitelabelId, whitelabelId));
    await db
      .update(journeys)
      .set({ firstPassageAt: closedDay, pvNumber: 'MARKS-1' })
      .where(eq(journeys.id, trip));
    expect(await marks()).toEqual([]);
  });
});
