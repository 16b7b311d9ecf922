import { fleetPlateSchema, fleetPlatesPageSchema } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/build-app.ts';
import { day, fleetTenant } from './helpers/fleet-trips.ts';
import { fleetCall } from './helpers/fleet-plates.ts';
import { freshPlate } from './helpers/payments.ts';

/** The fleet's plates (issue 25 item 3): add, list, close, and who may. */
describe('renter fleet plates', () => {
  const app = useApp();
  const minuteOf = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

  it('adds a plate, lists it, searches, filters and closes it', async () => {
    const { tenant, renter } = await fleetTenant(app());
    const plate = freshPlate('FL');
    const start = Date.now() - 10 * day + 12_345;
    const added = await fleetCall(app(), tenant, renter, 'POST', '/renters/me/plates', {
      body: {
        countryCode: 'FR',
        numberPlate: `${plate.slice(0, 2)}-${plate.slice(2)}`.toLowerCase(),
        validityStartDate: new Date(start).toISOString(),
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const period = fleetPlateSchema.parse(added.json());
    expect(period).toMatchObject({ numberPlate: plate, validityEndDate: null, active: true });
    // Kept to the minute.
    expect(period.validityStartDate).toBe(minuteOf(start));

    const other = freshPlate('FM');
    await fleetCall(app(), tenant, renter, 'POST', '/renters/me/plates', {
      body: {
        countryCode: 'IT',
        numberPlate: other,
        validityStartDate: new Date(Date.now() - 20 * day).toISOString(),
        validityEndDate: new Date(Date.now() - 2 * day).toISOString(),
      },
    });
    const all = fleetPlatesPageSchema.parse(
      (await fleetCall(app(), tenant, renter, 'GET', '/renters/me/plates')).json(),
    );
    expect(all.total).toBe(2);
    expect(all.plates.map((entry) => entry.numberPlate)).toEqual([plate, other]);
    const search = fleetPlatesPageSchema.parse(
      (
        await fleetCall(app(), tenant, renter, 'GET', '/renters/me/plates', {
          query: { search: other.slice(1, 5).toLowerCase() },
        })
      ).json(),
    );
    expect(search.plates.map((entry) => entry.numberPlate)).toEqual([other]);
    const active = fleetPlatesPageSchema.parse(
      (
        await fleetCall(app(), tenant, renter, 'GET', '/renters/me/plates', {
          query: { status: 'active' },
        })
      ).json(),
    );
    expect(active.plates.map((entry) => entry.numberPlate)).toEqual([plate]);
    const closed = fleetPlatesPageSchema.parse(
      (
        await fleetCall(app(), tenant, renter, 'GET', '/renters/me/plates', {
          query: { status: 'closed', sortBy: 'validityStartDate', order: 'desc' },
        })
      ).json(),
    );
    expect(closed.plates.map((entry) => entry.numberPlate)).toEqual([other]);
    const paged = fleetPlatesPageSchema.parse(
      (
        await fleetCall(app(), tenant, renter, 'GET', '/renters/me/plates', {
          query: { pageSize: '1', page: '2' },
        })
      ).json(),
    );
    expect(paged).toMatchObject({ page: 2, pageSize: 1, pageTotal: 2, total: 2 });
    expect(paged.plates.map((entry) => entry.numberPlate)).toEqual([other]);

    const end = Date.now() - day;
    const closure = await fleetCall(
      app(),
      tenant,
      renter,
      'POST',
      `/renters/me/plates/${period.id}/closure`,
      { body: { validityEndDate: new Date(end).toISOString() } },
    );
    expect(closure.statusCode, closure.body).toBe(200);
    expect(fleetPlateSchema.parse(closure.json())).toMatchObject({
      validityEndDate: minuteOf(end),
      active: false,
    });
  });

  it('refuses bad input', async () => {
    const { tenant, renter } = await fleetTenant(app());
    const post = (body: unknown) =>
      fleetCall(app(), tenant, renter, 'POST', '/renters/me/plates', { body });
    const start = new Date(Date.now() - day).toISOString();
    const cases: [unknown, number, string][] = [
      [
        { countryCode: 'FR', numberPlate: '!!', validityStartDate: start },
        400,
        'invalid_number_plate',
      ],
      [
        { countryCode: 'XX', numberPlate: 'AB123CD', validityStartDate: start },
        400,
        'invalid_request',
      ],
      [
        { countryCode: 'FR', numberPlate: 'AB123CD', validityStartDate: 'yesterday' },
        400,
        'invalid_request',
      ],
      [
        {
          countryCode: 'FR',
          numberPlate: 'AB123CD',
          validityStartDate: start,
          validityEndDate: new Date(Date.now() - 2 * day).toISOString(),
        },
        400,
        'invalid_date_range',
      ],
      [
        {
          countryCode: 'FR',
          numberPlate: 'AB123CD',
          validityStartDate: new Date(Date.now() - 90 * day).toISOString(),
          validityEndDate: new Date(Date.now() - 60 * day).toISOString(),
        },
        400,
        'invalid_date_range',
      ],
      [
        {
          countryCode: 'FR',
          numberPlate: 'AB123CD',
          validityStartDate: new Date(Date.now() + 400 * day).toISOString(),
        },
        400,
        'invalid_date_range',
      ],
    ];
    for (const [body, status, code] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ message: code });
    }
    const bad = await fleetCall(app(), tenant, renter, 'GET', '/renters/me/plates', {
      query: { status: 'gone' },
    });
    expect(bad.statusCode).toBe(400);

    const added = fleetPlateSchema.parse(
      (
        await post({
          countryCode: 'FR',
          numberPlate: freshPlate('FB'),
          validityStartDate: new Date(Date.now() - 5 * day).toISOString(),
        })
      ).json(),
    );
    const close = (validityEndDate: string) =>
      fleetCall(app(), tenant, renter, 'POST', `/renters/me/plates/${added.id}/closure`, {
        body: { validityEndDate },
      });
    expect((await close(new Date(Date.now() - 6 * day).toISOString())).json()).toMatchObject({
      message: 'invalid_date_range',
    });
    expect((await close('soon')).statusCode).toBe(400);
  });

  it('answers 401 without a token, 404 for another company’s plate, and never lists it', async () => {
    const { tenant, renter, other } = await fleetTenant(app());
    const added = fleetPlateSchema.parse(
      (
        await fleetCall(app(), tenant, renter, 'POST', '/renters/me/plates', {
          body: {
            countryCode: 'FR',
            numberPlate: freshPlate('FO'),
            validityStartDate: new Date(Date.now() - day).toISOString(),
          },
        })
      ).json(),
    );
    expect((await fleetCall(app(), tenant, null, 'GET', '/renters/me/plates')).statusCode).toBe(
      401,
    );
    const foreign = await fleetCall(
      app(),
      tenant,
      other,
      'POST',
      `/renters/me/plates/${added.id}/closure`,
      {
        body: { validityEndDate: new Date().toISOString() },
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'vehicle_not_found' });
    const missing = await fleetCall(
      app(),
      tenant,
      renter,
      'POST',
      '/renters/me/plates/999999999/closure',
      {
        body: { validityEndDate: new Date().toISOString() },
      },
    );
    expect(missing.statusCode).toBe(404);
    const list = fleetPlatesPageSchema.parse(
      (await fleetCall(app(), tenant, other, 'GET', '/renters/me/plates')).json(),
    );
    expect(list.total).toBe(0);
  });

  it('refuses overlapping periods: the same fleet, another company, and a closure meeting the next', async () => {
    const { tenant, renter, other } = await fleetTenant(app());
    const plate = freshPlate('FV');
    const add = (who: typeof renter, from: number, until?: number) =>
      fleetCall(app(), tenant, who, 'POST', '/renters/me/plates', {
        body: {
          countryCode: 'FR',
          numberPlate: plate,
          validityStartDate: new Date(from).toISOString(),
          ...(until === undefined ? {} : { validityEndDate: new Date(until).toISOString() }),
        },
      });
    const now = Date.now();
    const first = await add(renter, now - 20 * day, now - 10 * day);
    expect(first.statusCode).toBe(201);
    const same = await add(renter, now - 15 * day);
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ message: 'fleet_period_overlap' });
    const foreign = await add(other, now - 12 * day, now - 11 * day);
    expect(foreign.statusCode).toBe(409);
    expect(JSON.stringify(foreign.json())).not.toContain('Loc Auto');
    // Touching is not overlapping: the other company takes the vehicle from the end on.
    const next = await add(other, now - 10 * day);
    expect(next.statusCode, next.body).toBe(201);
    const firstId = fleetPlateSchema.parse(first.json()).id;
    const later = await fleetCall(
      app(),
      tenant,
      renter,
      'POST',
      `/renters/me/plates/${firstId}/closure`,
      {
        body: { validityEndDate: new Date(now - 5 * day).toISOString() },
      },
    );
    expect(later.statusCode).toBe(409);
  });

  it('lets only one of two concurrent overlapping additions through (real requests)', async () => {
    const { tenant, renter, other } = await fleetTenant(app());
    const address = await app().listen({ port: 0, host: '127.0.0.1' });
    const plate = freshPlate('FC');
    const post = (who: typeof renter, offsetDays: number) =>
      fetch(`${address}/services/v1/renters/me/plates`, {
        method: 'POST',
        headers: {
          'x-whitelabel-host': tenant.host,
          authorization: `Bearer ${who.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          countryCode: 'FR',
          numberPlate: plate,
          validityStartDate: new Date(Date.now() - offsetDays * day).toISOString(),
        }),
      });
    const answers = await Promise.all([
      post(renter, 3),
      post(other, 2),
      post(renter, 1),
      post(other, 4),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
  });
});
