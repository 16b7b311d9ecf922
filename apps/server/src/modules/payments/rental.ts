import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { isPlateCountry } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { userPlates } from '../../db/schema/index.ts';
import type { PlateRef } from '../journeys/repository.ts';

/**
 * Whether a customer of the white-label registered this vehicle as rented (validity dates) for a
 * period that includes `now`: the server's own knowledge that it is a rental vehicle today, which
 * cannot prepay (spec 001 section 3) whoever asks, signed in or not. Only a registration the
 * customer proved (issue 24 item 6): anyone may register any plate, and an unproved one must not
 * stop the vehicle's driver from prepaying.
 */
export async function isRentedAt(
  db: Database,
  whitelabelId: number,
  vehicle: PlateRef,
  now: Date,
): Promise<boolean> {
  // A country no customer can register a plate in has no registered rental.
  if (!isPlateCountry(vehicle.countryCode)) return false;
  const rows = await db
    .select({ id: userPlates.id })
    .from(userPlates)
    .where(
      and(
        eq(userPlates.whitelabelId, whitelabelId),
        eq(userPlates.plate, vehicle.plate),
        eq(userPlates.countryCode, vehicle.countryCode),
        lte(userPlates.validityStartDate, now),
        gte(userPlates.validityEndDate, now),
        isNotNull(userPlates.provenAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
