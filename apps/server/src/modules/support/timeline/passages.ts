import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { passages } from '../../../db/schema/index.ts';
import { bounded, type TimelineVehicle } from './vehicle.ts';

/** The vehicle's gantry passages, tag-paid ones included: passages_plate_idx read backwards. */
export async function timelinePassages(db: Database, vehicle: TimelineVehicle, max: number) {
  const rows = await db
    .select({
      passageId: passages.passageId,
      gantry: passages.gantry,
      direction: passages.direction,
      passedAt: passages.passedAt,
      vehicleClass: passages.vehicleClass,
      emissionTier: passages.emissionTier,
      tagPaid: passages.tagPaid,
      receivedAt: passages.receivedAt,
    })
    .from(passages)
    .where(
      and(
        eq(passages.whitelabelId, vehicle.whitelabelId),
        eq(passages.plate, vehicle.plate),
        eq(passages.countryCode, vehicle.country),
      ),
    )
    .orderBy(desc(passages.passedAt))
    .limit(max + 1);
  return bounded(rows, max);
}

export type TimelinePassageRow = Awaited<ReturnType<typeof timelinePassages>>['rows'][number];
