import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { companies, fleetPlates, userPlates, users } from '../../../db/schema/index.ts';
import { bounded, type TimelineVehicle } from './vehicle.ts';

/** The customer accounts that registered the vehicle (user_plates_plate_idx). */
export async function timelineAccounts(db: Database, vehicle: TimelineVehicle, max: number) {
  const rows = await db
    .select({
      email: users.email,
      createdAt: userPlates.createdAt,
      validityStartDate: userPlates.validityStartDate,
      validityEndDate: userPlates.validityEndDate,
      provenAt: userPlates.provenAt,
    })
    .from(userPlates)
    .innerJoin(users, eq(users.id, userPlates.userId))
    .where(
      and(
        eq(userPlates.whitelabelId, vehicle.whitelabelId),
        sql`${userPlates.countryCode} = ${vehicle.country}`,
        eq(userPlates.plate, vehicle.plate),
      ),
    )
    .orderBy(desc(userPlates.createdAt), desc(userPlates.id))
    .limit(max + 1);
  return bounded(rows, max);
}

/** The rental companies whose fleet held the vehicle, each period (fleet_plates_plate_idx). */
export async function timelineFleets(db: Database, vehicle: TimelineVehicle, max: number) {
  const rows = await db
    .select({
      companyCode: companies.code,
      companyName: companies.name,
      validFrom: fleetPlates.validFrom,
      validUntil: fleetPlates.validUntil,
    })
    .from(fleetPlates)
    .innerJoin(companies, eq(companies.id, fleetPlates.companyId))
    .where(
      and(
        eq(fleetPlates.whitelabelId, vehicle.whitelabelId),
        eq(fleetPlates.plate, vehicle.plate),
        eq(fleetPlates.countryCode, vehicle.country),
      ),
    )
    .orderBy(desc(fleetPlates.validFrom), desc(fleetPlates.id))
    .limit(max + 1);
  return bounded(rows, max);
}

export type TimelineAccountRow = Awaited<ReturnType<typeof timelineAccounts>>['rows'][number];
export type TimelineFleetRow = Awaited<ReturnType<typeof timelineFleets>>['rows'][number];
