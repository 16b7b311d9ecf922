import { sql } from 'drizzle-orm';
import type { PlateRef, Queryable } from '../journeys/repository.ts';

/**
 * Keeps journeys.fleet_company_id and fleet_plate_id true for these plates (issue 25): a journey
 * belongs to the fleet period whose [valid_from, valid_until) holds its first passage, else to
 * none. Called inside the transaction that changed a plate's fleet periods (add, closure,
 * import) or rebuilt its journeys, after taking the plate's rebuild lock (lockPlates), so the
 * renters' lists read one index instead of joining every fleet period to every trip. Writes only
 * the rows whose link changes; answers how many.
 */
export async function relinkFleetJourneys(
  tx: Queryable,
  whitelabelId: number,
  plates: readonly PlateRef[],
): Promise<number> {
  if (plates.length === 0) return 0;
  // The plates as one JSON parameter rather than two parameters per plate.
  const refs = JSON.stringify(plates.map(({ plate, countryCode }) => ({ plate, countryCode })));
  const result = await tx.execute(sql`
    with wanted as (
      select r.plate, r."countryCode" as country_code
      from jsonb_to_recordset(cast(${refs} as text)::jsonb) as r(plate text, "countryCode" text)
    ),
    links as (
      select j.id,
        (select f.id from fleet_plates f
          where f.whitelabel_id = j.whitelabel_id and f.plate = j.plate
            and f.country_code = j.country_code and f.valid_from <= j.first_passage_at
            and (f.valid_until is null or j.first_passage_at < f.valid_until)
          order by f.valid_from desc limit 1) as fleet_plate_id
      from journeys j
      join wanted w on w.plate = j.plate and w.country_code = j.country_code
      where j.whitelabel_id = ${whitelabelId}
    )
    update journeys j
    set fleet_plate_id = links.fleet_plate_id,
      fleet_company_id = (select f.company_id from fleet_plates f where f.id = links.fleet_plate_id)
    from links
    where j.id = links.id and j.fleet_plate_id is distinct from links.fleet_plate_id`);
  return rowCount(result);
}

function rowCount(result: unknown): number {
  if (typeof result === 'object' && result !== null) {
    const record = result as { rowCount?: unknown; affectedRows?: unknown };
    if (typeof record.rowCount === 'number') return record.rowCount;
    if (typeof record.affectedRows === 'number') return record.affectedRows;
  }
  return 0;
}
