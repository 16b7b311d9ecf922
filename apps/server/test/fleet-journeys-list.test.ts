import { beforeAll, describe, expect, it } from 'vitest';
import type { RenterFixture } from './helpers/renters.ts';
import type { RoadTenant } from './helpers/road-tenant.ts';
import { useApp } from './helpers/build-app.ts';
import { freshPlate } from './helpers/payments.ts';
import {
  addFleetPeriod,
  day,
  driveTrip,
  fleetTenant,
  listTrips,
  makeContested,
  makeNotice,
  makePaid,
  tripsPage,
} from './helpers/fleet-trips.ts';
import { makeOmp } from './helpers/journey-states.ts';

/**
 * GET /renters/journeys (issue 25 item 6): a company's fleet trips, only within each plate's
 * fleet period, with each filter and sort, paged.
 */
describe('the fleet trips list', () => {
  const app = useApp();
  let tenant: RoadTenant;
  let renter: RenterFixture;
  let other: RenterFixture;
  const plate1 = freshPlate('FA');
  const plate2 = freshPlate('FB');
  const plate3 = freshPlate('FC');
  const base = new Date(Date.now() - 40 * day);
  base.setUTCHours(8, 0, 0, 0);
  const at = (days: number) => new Date(base.getTime() + days * day);
  const ids = {
    before: 0,
    within: 0,
    after: 0,
    due: 0,
    notice: 0,
    paid: 0,
    contested: 0,
    omp: 0,
    others: 0,
  };

  beforeAll(async () => {
    ({ tenant, renter, other } = await fleetTenant(app()));
    // plate1 belongs to the fleet from day 5 to day 20: trips on days 1 and 25 are not its.
    ids.before = await driveTrip(app(), tenant, plate1, at(1));
    ids.within = await driveTrip(app(), tenant, plate1, at(10));
    ids.after = await driveTrip(app(), tenant, plate1, at(25));
    await addFleetPeriod(app(), tenant, renter.companyId, plate1, at(5), at(20));
    // plate2 joined on day 0 and stays: its trips are rebuilt after it joined.
    await addFleetPeriod(app(), tenant, renter.companyId, plate2, at(0));
    ids.due = await driveTrip(app(), tenant, plate2, at(36));
    ids.notice = await driveTrip(app(), tenant, plate2, at(2));
    ids.paid = await driveTrip(app(), tenant, plate2, at(3));
    ids.contested = await driveTrip(app(), tenant, plate2, at(4));
    ids.omp = await driveTrip(app(), tenant, plate2, at(6));
    await makeNotice(app(), ids.notice, `T-${plate2}-1`);
    await makePaid(app(), ids.paid, 1234, at(4));
    await makeContested(app(), ids.contested, at(38));
    await makeOmp(app().database.db, ids.omp);
    // plate3 is the other company's.
    await addFleetPeriod(app(), tenant, other.companyId, plate3, at(0));
    ids.others = await driveTrip(app(), tenant, plate3, at(7));
  });

  const idsOf = (page: { data: { id: string }[] }) => page.data.map((trip) => Number(trip.id));

  it('lists the fleet trips newest first, never one outside a plate’s fleet period', async () => {
    const page = await tripsPage(app(), tenant, renter);
    expect(idsOf(page)).toEqual([
      ids.due,
      ids.within,
      ids.omp,
      ids.contested,
      ids.paid,
      ids.notice,
    ]);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 6, pageTotal: 1 });
    const within = page.data.find((trip) => Number(trip.id) === ids.within);
    expect(within).toMatchObject({ numberPlate: plate1, countryCode: 'FR', state: 'due' });
    expect(within?.in.id).toBeTruthy();
    expect(within?.ttcPrice).toBeGreaterThan(0);
  });

  it('shows each trip’s state, and what was paid when', async () => {
    const page = await tripsPage(app(), tenant, renter);
    const byId = new Map(page.data.map((trip) => [Number(trip.id), trip]));
    expect(byId.get(ids.notice)).toMatchObject({
      state: 'notice',
      nature: 'latePayment',
      pvNumber: `T-${plate2}-1`,
      paidAt: null,
      paidAmount: null,
    });
    expect(byId.get(ids.paid)).toMatchObject({
      state: 'paid',
      paidAt: at(4).toISOString(),
      paidAmount: 1234,
    });
    expect(byId.get(ids.contested)).toMatchObject({ state: 'contested', contested: true });
    expect(byId.get(ids.omp)).toMatchObject({ state: 'omp', paymentLimit: 'OMP' });
  });

  it('filters by each state, and by several', async () => {
    for (const state of ['due', 'notice', 'paid', 'contested', 'omp'] as const) {
      const page = await tripsPage(app(), tenant, renter, { status: state });
      const expected = state === 'due' ? [ids.due, ids.within] : [ids[state]];
      expect(idsOf(page), state).toEqual(expected);
      expect(page.total, state).toBe(expected.length);
    }
    const both = await tripsPage(app(), tenant, renter, { status: ['paid', 'omp'] });
    expect(idsOf(both)).toEqual([ids.omp, ids.paid]);
  });

  it('lists the payment notices with types=latePayment', async () => {
    const page = await tripsPage(app(), tenant, renter, { types: 'latePayment' });
    expect(idsOf(page)).toEqual([ids.notice]);
  });

  it('filters by part of a plate and by dates', async () => {
    const byPlate = await tripsPage(app(), tenant, renter, {
      plate: plate1.slice(0, 6).toLowerCase(),
    });
    expect(idsOf(byPlate)).toEqual([ids.within]);
    const none = await tripsPage(app(), tenant, renter, { plate: plate3 });
    expect(none).toMatchObject({ total: 0, pageTotal: 0, data: [] });
    const odd = await tripsPage(app(), tenant, renter, { plate: '%_*' });
    expect(odd.total).toBe(0);
    const dated = await tripsPage(app(), tenant, renter, {
      startDate: at(3).toISOString(),
      endDate: at(10).toISOString(),
    });
    expect(idsOf(dated)).toEqual([ids.omp, ids.contested, ids.paid]);
  });

  it('sorts by date or amount, both ways', async () => {
    const oldest = await tripsPage(app(), tenant, renter, { order: 'asc' });
    expect(idsOf(oldest)[0]).toBe(ids.notice);
    const byAmount = await tripsPage(app(), tenant, renter, { sortBy: 'amount', order: 'desc' });
    const amounts = byAmount.data.map((trip) => trip.ttcPrice + trip.indemnity);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // Same tolls: the OMP's 90 EUR indemnity first, then the notice's 10 EUR.
    expect(idsOf(byAmount).slice(0, 2)).toEqual([ids.omp, ids.notice]);
  });

  it('pages with totals', async () => {
    const first = await tripsPage(app(), tenant, renter, { pageSize: '4' });
    const second = await tripsPage(app(), tenant, renter, { pageSize: '4', page: '2' });
    expect(first).toMatchObject({ total: 6, pageTotal: 2, page: 1, pageSize: 4 });
    expect(first.data).toHaveLength(4);
    expect(second.data).toHaveLength(2);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(6);
    const beyond = await tripsPage(app(), tenant, renter, { pageSize: '4', page: '9' });
    expect(beyond).toMatchObject({ total: 6, data: [] });
  });

  it('shows another company only its own trips', async () => {
    const page = await tripsPage(app(), tenant, other);
    expect(idsOf(page)).toEqual([ids.others]);
  });

  it('refuses bad queries and callers', async () => {
    const bad: Record<string, string>[] = [
      { page: '0' },
      { pageSize: '101' },
      { status: 'lost' },
      { sortBy: 'x' },
    ];
    for (const query of bad) {
      const response = await listTrips(app(), tenant, renter, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await listTrips(app(), tenant, null)).statusCode).toBe(401);
  });
});
