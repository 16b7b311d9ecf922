import { and, eq, inArray, sql } from 'drizzle-orm';
import { journeys, passages } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { JourneyRow, PlateRef } from '../journeys/repository.ts';

/** The journey of the tenant by id (another white-label's is not found), unlocked. */
export async function findTenantJourney(
  db: Queryable,
  whitelabelId: number,
  id: number,
): Promise<JourneyRow | undefined> {
  const [row] = await db
    .select()
    .from(journeys)
    .where(and(eq(journeys.whitelabelId, whitelabelId), eq(journeys.id, id)));
  return row;
}

/** The same, locked until the transaction ends (after the plate's rebuild lock). */
export async function lockTenantJourney(
  tx: Queryable,
  whitelabelId: number,
  id: number,
): Promise<JourneyRow | undefined> {
  const [row] = await tx
    .select()
    .from(journeys)
    .where(and(eq(journeys.whitelabelId, whitelabelId), eq(journeys.id, id)))
    .for('update');
  return row;
}

export interface PassagePlate extends PlateRef {
  passageId: string;
}

/** The plates of these passages of the tenant (the ids another white-label holds are absent). */
export async function findPassagePlates(
  db: Queryable,
  whitelabelId: number,
  passageIds: readonly string[],
): Promise<PassagePlate[]> {
  return db
    .select({
      passageId: passages.passageId,
      plate: passages.plate,
      countryCode: passages.countryCode,
    })
    .from(passages)
    .where(
      and(eq(passages.whitelabelId, whitelabelId), inArray(passages.passageId, [...passageIds])),
    );
}

/** The journeys of the tenant holding any of these passages, locked until the transaction ends. */
export async function lockJourneysHolding(
  tx: Queryable,
  whitelabelId: number,
  passageIds: readonly string[],
): Promise<JourneyRow[]> {
  return tx
    .select()
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        // The ids as one JSON parameter rather than one parameter each (see passages/recordset.ts).
        sql`${journeys.passageIds} && array(select jsonb_array_elements_text(cast(${JSON.stringify(passageIds)} as text)::jsonb))`,
      ),
    )
    .for('update');
}

/**
 * Gives these passages another plate. Passages are otherwise never updated: this is the support's
 * correction of a misread plate, recorded in the audit log by the same transaction.
 */
export async function movePassages(
  tx: Queryable,
  whitelabelId: number,
  passageIds: readonly string[],
  to: PlateRef,
): Promise<number> {
  const rows = await tx
    .update(passages)
    .set({ plate: to.plate, countryCode: to.countryCode })
    .where(
      and(eq(passages.whitelabelId, whitelabelId), inArray(passages.passageId, [...passageIds])),
    )
    .returning({ passageId: passages.passageId });
  return rows.length;
}
