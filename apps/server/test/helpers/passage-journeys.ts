import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';

/**
 * The tenant's stored passages that are not in exactly one journey, with how many hold them:
 * after any ingestion, crash or retry, every stored passage must be in one journey.
 */
export async function passagesNotInOneJourney(
  db: Database,
  whitelabelId: number,
): Promise<{ passageId: string; journeys: number }[]> {
  const result = (await db.execute(sql`
    select p.passage_id as "passageId", count(j.id)::int as journeys
    from passages p
    left join journeys j
      on j.whitelabel_id = p.whitelabel_id and p.passage_id = any(j.passage_ids)
    where p.whitelabel_id = ${whitelabelId}
    group by p.passage_id
    having count(j.id) <> 1
    order by p.passage_id`)) as unknown as { rows: { passageId: string; journeys: number }[] };
  return result.rows;
}

/**
 * Makes the database refuse (SQLSTATE 22023, a data error) any journey this tenant would store
 * for `plate`: the stand-in for a value a column cannot hold, at the moment the rebuild writes.
 * Answers the function that removes the trigger again.
 */
export async function refuseJourneysOf(
  db: Database,
  whitelabelId: number,
  plate: string,
): Promise<() => Promise<void>> {
  const name = sql.identifier(`test_refuse_journeys_${whitelabelId}`);
  // Literals, not parameters: a function body cannot take them. Test values only.
  const tenant = sql.raw(String(Number(whitelabelId)));
  const refused = sql.raw(`'${plate.replace(/[^A-Z0-9]/g, '')}'`);
  await db.execute(sql`
    create or replace function ${name}() returns trigger language plpgsql as $$
    begin
      if new.whitelabel_id = ${tenant} and new.plate = ${refused} then
        raise exception 'refused by the test' using errcode = '22023';
      end if;
      return new;
    end $$`);
  await db.execute(sql`
    create trigger ${name} before insert or update on journeys
    for each row execute function ${name}()`);
  return async () => {
    await db.execute(sql`drop trigger if exists ${name} on journeys`);
    await db.execute(sql`drop function if exists ${name}()`);
  };
}
