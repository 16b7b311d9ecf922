import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { journeys } from '../../../db/schema/index.ts';
import type { VehicleHit } from './vehicle-match.ts';

/**
 * The vehicle of a payment notice (its pv number, e.g. A79-2026-000123) or of a non-payment
 * finding (its ticket number): what a driver's letter shows. Both are indexed per white-label.
 */
export async function vehiclesByNotice(
  db: Database,
  whitelabelId: number,
  code: string,
  limit: number,
): Promise<VehicleHit[]> {
  const rows = await db
    .select({
      plate: journeys.plate,
      country: journeys.countryCode,
      pvNumber: journeys.pvNumber,
      ticketNumber: journeys.ticketNumber,
    })
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        or(eq(journeys.pvNumber, code), eq(journeys.ticketNumber, code)),
      ),
    )
    .limit(limit);
  return rows.map((row) => ({
    plate: row.plate,
    country: row.country,
    kind: 'notice',
    label: row.pvNumber === code ? `notice ${code}` : `ticket ${code}`,
  }));
}
