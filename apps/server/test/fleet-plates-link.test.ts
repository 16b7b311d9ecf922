import { fleetPlateSchema } from '@portico/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journeys } from '../src/db/schema/journeys.ts';
import { useApp } from './helpers/build-app.ts';
import { day, driveTrip, fleetTenant } from './helpers/fleet-trips.ts';
import { fleetCall, fileDate, importFleetFile } from './helpers/fleet-plates.ts';
import { freshPlate } from './helpers/payments.ts';

/**
 * The fleet writes keep the journeys' fleet link (fleet-link.ts): a trip whose first passage is
 * within the period is the company's; one outside is not; a closure moves it out.
 */
describe('fleet periods and their journeys', () => {
  const app = useApp();
  const linkOf = async (id: number) => {
    const [row] = await app()
      .database.db.select({ company: journeys.fleetCompanyId, period: journeys.fleetPlateId })
      .from(journeys)
      .where(eq(journeys.id, id));
    return row;
  };

  it('links the trips within an added period, and a closure moves the later ones out', async () => {
    const { tenant, renter } = await fleetTenant(app());
    const plate = freshPlate('LK');
    const now = Date.now();
    const before = await driveTrip(app(), tenant, plate, new Date(now - 12 * day));
    const inside = await driveTrip(app(), tenant, plate, new Date(now - 8 * day));
    const later = await driveTrip(app(), tenant, plate, new Date(now - 2 * day));
    const added = await fleetCall(app(), tenant, renter, 'POST', '/renters/me/plates', {
      body: {
        countryCode: 'FR',
        numberPlate: plate,
        validityStartDate: new Date(now - 10 * day).toISOString(),
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const period = fleetPlateSchema.parse(added.json());
    expect(await linkOf(before)).toEqual({ company: null, period: null });
    expect(await linkOf(inside)).toEqual({ company: renter.companyId, period: period.id });
    expect(await linkOf(later)).toEqual({ company: renter.companyId, period: period.id });

    const closed = await fleetCall(
      app(),
      tenant,
      renter,
      'POST',
      `/renters/me/plates/${period.id}/closure`,
      {
        body: { validityEndDate: new Date(now - 5 * day).toISOString() },
      },
    );
    expect(closed.statusCode).toBe(200);
    expect(await linkOf(inside)).toEqual({ company: renter.companyId, period: period.id });
    expect(await linkOf(later)).toEqual({ company: null, period: null });
  });

  it('an import links and its closures unlink the same way', async () => {
    const { tenant, renter } = await fleetTenant(app());
    const plate = freshPlate('LI');
    const now = Date.now();
    const trip = await driveTrip(app(), tenant, plate, new Date(now - 3 * day));
    const start = fileDate(new Date(now - 6 * day));
    const opened = await importFleetFile(
      app(),
      tenant,
      renter,
      `Pays;Immatriculation;Date de début;Date de fin\nFR;${plate};${start};\n`,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await linkOf(trip))?.company).toBe(renter.companyId);
    const closed = await importFleetFile(
      app(),
      tenant,
      renter,
      `Pays;Immatriculation;Date de début;Date de fin\nFR;${plate};${start};${fileDate(new Date(now - 4 * day))}\n`,
    );
    expect(closed.json()).toMatchObject({ closed: 1 });
    expect((await linkOf(trip))?.company).toBeNull();
  });
});
