import { and, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { journeys, passages, payments, whitelabels } from '../db/schema/index.ts';
import type { PlateRef, Queryable } from '../modules/journeys/repository.ts';

/** Queries of the demo trips seed: its lock, its plates' rows, and the guard on everyone else's. */

/** Arbitrary but fixed, and not the migration lock's: one instance seeds the demo trips. */
const demoTripsLockKey = 7_265_737_473;

/** Takes the demo trips lock for the transaction, or answers false when another instance has it. */
export async function tryLockDemoTrips(tx: Queryable): Promise<boolean> {
  // Both drivers answer execute() with a result holding `rows`.
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${demoTripsLockKey}) as locked`,
  )) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

export async function findWhitelabelId(db: Queryable, code: string): Promise<number | null> {
  const [row] = await db
    .select({ id: whitelabels.id })
    .from(whitelabels)
    .where(eq(whitelabels.code, code));
  return row?.id ?? null;
}

/**
 * The rows of these vehicles: one JSON parameter read as a table, rather than an OR of two
 * parameters per vehicle, which took PGlite half a second to plan for the demo fleet's 200.
 */
function ofVehicles(
  columns: { plate: AnyPgColumn; countryCode: AnyPgColumn },
  vehicles: readonly PlateRef[],
) {
  const refs = JSON.stringify(vehicles.map(({ plate, countryCode }) => ({ plate, countryCode })));
  return sql`(${columns.plate}, ${columns.countryCode}) in (select r.plate, r."countryCode" from jsonb_to_recordset(cast(${refs} as text)::jsonb) as r(plate text, "countryCode" text))`;
}

/** Deletes the journeys and passages of these vehicles in the white-label, nothing else. */
export async function deleteVehicleTrips(
  tx: Queryable,
  whitelabelId: number,
  vehicles: readonly PlateRef[],
): Promise<void> {
  const plates = vehicles.map((vehicle) => vehicle.plate);
  // Their payments (and so their lines, notifications and credits) go with them.
  await tx
    .delete(payments)
    .where(
      and(
        eq(payments.whitelabelId, whitelabelId),
        inArray(payments.plate, plates),
        ofVehicles(payments, vehicles),
      ),
    );
  await tx
    .delete(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        inArray(journeys.plate, plates),
        ofVehicles(journeys, vehicles),
      ),
    );
  await tx
    .delete(passages)
    .where(
      and(
        eq(passages.whitelabelId, whitelabelId),
        inArray(passages.plate, plates),
        ofVehicles(passages, vehicles),
      ),
    );
}

/**
 * Journeys of other vehicles that a jobs round at a clock up to `now` would move: a running
 * dunning clock already due, or an ongoing journey quiet since before `quietSince`. The demo
 * replays the jobs at past clocks, so it must find none.
 */
export async function countOthersPending(
  db: Queryable,
  whitelabelId: number,
  vehicles: readonly PlateRef[],
  now: Date,
  quietSince: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        sql`not (${ofVehicles(journeys, vehicles)})`,
        or(
          and(isNotNull(journeys.nextTransitionAt), lte(journeys.nextTransitionAt, now)),
          and(eq(journeys.status, 'EN_COURS'), lt(journeys.lastPassageAt, quietSince)),
        ),
      ),
    );
  return row?.count ?? 0;
}

/** The journeys of one vehicle in time order (how the tests read a demo plate back). */
export async function findVehicleJourneys(db: Queryable, whitelabelId: number, vehicle: PlateRef) {
  return db
    .select()
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        eq(journeys.plate, vehicle.plate),
        eq(journeys.countryCode, vehicle.countryCode),
      ),
    )
    .orderBy(journeys.firstPassageAt, journeys.id);
}
