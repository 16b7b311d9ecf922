import { and, eq, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
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
  const rows = await union(
    db
      .selectDistinct({ plate: journeys.plate, country: journeys.countryCode })
      .from(journeys)
      .where(
        and(
          eq(journeys.whitelabelId, whitelabelId),
          eq(journeys.plate, plate),
          country ? eq(journeys.countryCode, country) : undefined,
        ),
      ),
    db
      .selectDistinct({ plate: payments.plate, country: payments.countryCode })
      .from(payments)
      .where(
        and(
          eq(payments.whitelabelId, whitelabelId),
          eq(payments.plate, plate),
          country ? eq(payments.countryCode, country) : undefined,
        ),
      ),
    db
      .selectDistinct({ plate: userPlates.plate, country: userPlates.countryCode })
      .from(userPlates)
      .where(
        and(
          eq(userPlates.whitelabelId, whitelabelId),
          eq(userPlates.plate, plate),
          // Registered plates are typed by the country list; any text compares in SQL.
          country ? sql`${userPlates.countryCode} = ${country}` : undefined,
        ),
      ),
    db
      .selectDistinct({ plate: alertSubscriptions.plate, country: alertSubscriptions.countryCode })
      .from(alertSubscriptions)
      .where(
        and(
          eq(alertSubscriptions.whitelabelId, whitelabelId),
          eq(alertSubscriptions.plate, plate),
          country ? eq(alertSubscriptions.countryCode, country) : undefined,
        ),
      ),
    db
      .selectDistinct({ plate: fleetPlates.plate, country: fleetPlates.countryCode })
      .from(fleetPlates)
      .where(
        and(
          eq(fleetPlates.whitelabelId, whitelabelId),
          eq(fleetPlates.plate, plate),
          country ? eq(fleetPlates.countryCode, country) : undefined,
        ),
      ),
  ).limit(limit);
  return rows.map((row) => ({ ...row, kind: 'plate', label: `plate ${row.plate}` }));
}
