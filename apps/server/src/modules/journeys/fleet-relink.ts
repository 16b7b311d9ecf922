import { sql } from 'drizzle-orm';
import { relinkFleetJourneys } from '../fleet/fleet-link.ts';
import type { PlateRef, Queryable } from './repository.ts';

/**
 * Keeps the fleet link (journeys.fleet_company_id / fleet_plate_id, issue 25) true for the
 * journeys a rebuild just wrote, in the rebuild's transaction and under its plate locks. Almost no
 * plate of an ingestion batch belongs to a fleet: one indexed read of fleet_plates
 * (fleet_plates_plate_idx) picks the plates that do, and only those are relinked, so a batch with
 * no fleet plate pays that one read and nothing else.
 */
export async function linkRebuiltJourneys(
  tx: Queryable,
  whitelabelId: number,
  plates: readonly PlateRef[],
): Promise<number> {
  if (plates.length === 0) return 0;
  const refs = JSON.stringify(plates.map(({ plate, countryCode }) => [plate, countryCode]));
  // Both drivers answer execute() with a result holding `rows`.
  const result = (await tx.execute(sql`
    select distinct f.plate, f.country_code as "countryCode"
    from jsonb_array_elements(cast(${refs} as text)::jsonb) as r
    join fleet_plates f on f.whitelabel_id = ${whitelabelId}
      and f.plate = r->>0 and f.country_code = r->>1`)) as unknown as { rows: PlateRef[] };
  if (result.rows.length === 0) return 0;
  return relinkFleetJourneys(tx, whitelabelId, result.rows);
}
