import { and, eq, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable, union } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database.ts';
import {
  alertSubscriptions,
  fleetPlates,
  journeys,
  payments,
  userPlates,
} from '../../../db/schema/index.ts';
import type { VehicleHit } from './vehicle-match.ts';

/**
 * The vehicles of the white-label with this plate, in any country unless one is given: wherever
 * the portal keeps a plate (trips, payments, registered vehicles, alerts, fleets), since a plate
 * may be registered or followed before it ever drives by. Each table's index starts with the
 * white-label and the plate (migration 0027 added the two that began with the country).
 */
export async function vehiclesByPlate(
  db: Database,
  whitelabelId: number,
  plate: string,
  country: string | undefined,
  limit: number,
): Promise<VehicleHit[]> {
  // Compared as text in SQL: registered plates' countries are typed by the country list.
  const holders = (table: PlateHolder) =>
    db
      .selectDistinct({
        plate: sql<string>`${table.plate}`,
        country: sql<string>`${table.country}`,
      })
      .from(table.table)
      .where(
        and(
          eq(table.whitelabelId, whitelabelId),
          eq(table.plate, plate),
          country ? sql`${table.country} = ${country}` : undefined,
        ),
      );
  const [first, second, ...rest] = plateHolders.map(holders);
  if (!first || !second) throw new Error('a plate is kept in several tables');
  const rows = await union(first, second, ...rest).limit(limit);
  return rows.map((row) => ({ ...row, kind: 'plate', label: `plate ${row.plate}` }));
}

/** A table that keeps plates, with the columns the search reads. */
interface PlateHolder {
  table: PgTable;
  whitelabelId: PgColumn;
  plate: PgColumn;
  country: PgColumn;
}

const plateHolders: PlateHolder[] = [
  journeys,
  payments,
  userPlates,
  alertSubscriptions,
  fleetPlates,
].map((table) => ({
  table,
  whitelabelId: table.whitelabelId,
  plate: table.plate,
  country: table.countryCode,
}));
