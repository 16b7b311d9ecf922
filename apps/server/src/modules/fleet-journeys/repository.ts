import type { RenterJourneyState } from '@portico/contract';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import { fleetTripListed, fleetTripState } from '../../db/schema/fleet-trip-expressions.ts';
import { journeys } from '../../db/schema/index.ts';
import type { Queryable } from '../journeys/repository.ts';
import type { OwedJourneyRow } from '../lookups/trip-rows.ts';
import { type FleetTripOrder, orderBy } from './trip-filters.ts';

/** A fleet trip as the lists and the export read it. */
export type FleetTripRow = OwedJourneyRow &
  Pick<
    typeof journeys.$inferSelect,
    'plate' | 'countryCode' | 'paidAt' | 'indemnityCents' | 'firstPassageAt'
  > & { state: RenterJourneyState };

const columns = {
  id: journeys.id,
  inGate: journeys.inGate,
  outGate: journeys.outGate,
  firstPassageAt: journeys.firstPassageAt,
  vehicleClass: journeys.vehicleClass,
  status: journeys.status,
  completed: journeys.completed,
  nature: journeys.nature,
  htCents: journeys.htCents,
  tvaCents: journeys.tvaCents,
  ttcCents: journeys.ttcCents,
  tvaRate: journeys.tvaRate,
  alreadyPaidCents: journeys.alreadyPaidCents,
  indemnityCents: journeys.indemnityCents,
  dunning: journeys.dunning,
  pvNumber: journeys.pvNumber,
  ticketNumber: journeys.ticketNumber,
  cnpNumber: journeys.cnpNumber,
  caseOrigin: journeys.caseOrigin,
  direction: journeys.direction,
  plate: journeys.plate,
  countryCode: journeys.countryCode,
  paidAt: journeys.paidAt,
  state: sql<RenterJourneyState>`${fleetTripState(journeys)}`,
};

/**
 * One page of trips. The page's ids are found first on the index alone (the offset of page 500
 * skips 10,000 index entries, never 10,000 rows), then only those rows are read.
 */
export async function findFleetTripsPage(
  db: Queryable,
  where: SQL,
  order: FleetTripOrder,
  { offset, limit }: { offset: number; limit: number },
): Promise<FleetTripRow[]> {
  return db
    .select(columns)
    .from(journeys)
    .where(
      sql`${journeys.id} in (select ${journeys.id} from ${journeys} where ${where}
        order by ${orderBy(order)} limit ${limit} offset ${offset})`,
    )
    .orderBy(orderBy(order));
}

export async function countFleetTrips(db: Queryable, where: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(journeys)
    .where(where);
  return row?.total ?? 0;
}

/** Where the previous batch of a keyset walk ended: its last row's sort key and id. */
export interface FleetTripCursor {
  key: Date | number;
  id: number;
}

/**
 * The next batch of trips after `after` in the order given (keyset: each batch one index range,
 * whatever its depth), for the export.
 */
export async function findFleetTripsAfter(
  db: Queryable,
  where: SQL,
  order: FleetTripOrder,
  after: FleetTripCursor | null,
  limit: number,
): Promise<FleetTripRow[]> {
  const past =
    after === null
      ? sql`true`
      : order.descending
        ? sql`(${order.key}, ${journeys.id}) < (${after.key}, ${after.id})`
        : sql`(${order.key}, ${journeys.id}) > (${after.key}, ${after.id})`;
  return db
    .select(columns)
    .from(journeys)
    .where(sql`${where} and ${past}`)
    .orderBy(orderBy(order))
    .limit(limit);
}

/** The cursor after this row in this order. */
export function cursorOf(row: FleetTripRow, order: FleetTripOrder): FleetTripCursor {
  return {
    key: order.byAmount ? (row.ttcCents ?? 0) + row.indemnityCents : row.firstPassageAt,
    id: row.id,
  };
}

/** These trips of the company's fleet (listed ones only); the others' ids are left out. */
export async function findFleetTripsByIds(
  db: Queryable,
  companyId: number,
  ids: readonly number[],
): Promise<FleetTripRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(columns)
    .from(journeys)
    .where(
      and(
        inArray(journeys.id, [...ids]),
        sql`${journeys.fleetCompanyId} = ${companyId}`,
        sql`${journeys.fleetCompanyId} is not null and ${fleetTripListed(journeys)}`,
      ),
    );
}
