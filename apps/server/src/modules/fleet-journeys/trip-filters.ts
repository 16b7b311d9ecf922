import type { RenterJourneysQuery } from '@portico/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import {
  fleetTripAmount,
  fleetTripListed,
  fleetTripInState,
  fleetTripNotice,
} from '../../db/schema/fleet-trip-expressions.ts';
import { journeys } from '../../db/schema/index.ts';

/** What the lists and the export filter on: the query without its paging and sorting. */
export type FleetTripFilters = Pick<
  RenterJourneysQuery,
  'types' | 'plate' | 'startDate' | 'endDate' | 'status'
>;

/**
 * The trips of a company's fleet that these filters keep. The company alone bounds them to its
 * fleet periods: journeys.fleet_company_id is set only on a journey whose first passage falls in
 * one of the company's periods of that plate (fleet-link.ts), so a trip from before the vehicle
 * joined or after it left is never among them. Each condition is written as the indexes of
 * journeys.ts say it, so PostgreSQL reads one of them.
 */
export function fleetTripsWhere(companyId: number, filters: FleetTripFilters): SQL {
  return and(
    sql`${journeys.fleetCompanyId} = ${companyId}`,
    sql`${journeys.fleetCompanyId} is not null and ${fleetTripListed(journeys)}`,
    filters.types === 'latePayment' ? fleetTripNotice(journeys) : undefined,
    plateCondition(companyId, filters.plate),
    filters.startDate === undefined
      ? undefined
      : sql`${journeys.firstPassageAt} >= ${new Date(filters.startDate)}`,
    filters.endDate === undefined
      ? undefined
      : sql`${journeys.firstPassageAt} < ${new Date(filters.endDate)}`,
    stateCondition(filters.status),
  ) as SQL;
}

/**
 * Part of a plate, as typed: the company's fleet periods whose plate holds it (the company has a
 * few thousand at most), then their trips. Normalised like every stored plate, so it holds only
 * letters and digits (no LIKE wildcard); text that cannot be part of a plate matches nothing.
 */
function plateCondition(companyId: number, typed: string | undefined): SQL | undefined {
  if (typed === undefined || typed.trim() === '') return undefined;
  const part = typed.replace(/[\s-]+/g, '').toUpperCase();
  if (!/^[A-Z0-9]{1,12}$/.test(part)) return sql`false`;
  return sql`${journeys.fleetPlateId} in (select f.id from fleet_plates f
    where f.company_id = ${companyId} and f.plate like ${`%${part}%`})`;
}

function stateCondition(states: FleetTripFilters['status']): SQL | undefined {
  if (states === undefined || states.length === 0) return undefined;
  const unique = [...new Set(states)];
  const conditions = unique.map((state) => sql`(${fleetTripInState(journeys, state)})`);
  return conditions.length === 1 ? conditions[0] : sql`(${sql.join(conditions, sql` or `)})`;
}

/** The sort of the lists and the export, with the id last so the order is total (stable pages). */
export interface FleetTripOrder {
  /** The sorted expression: the first passage, or the amount (fleet-trip-expressions.ts). */
  key: SQL;
  descending: boolean;
  byAmount: boolean;
}

export function fleetTripOrder(
  query: Pick<RenterJourneysQuery, 'sortBy' | 'order'>,
): FleetTripOrder {
  const byAmount = query.sortBy === 'amount';
  return {
    key: byAmount ? fleetTripAmount(journeys) : sql`${journeys.firstPassageAt}`,
    descending: query.order === 'desc',
    byAmount,
  };
}

export function orderBy({ key, descending }: FleetTripOrder): SQL {
  return descending ? sql`${key} desc, ${journeys.id} desc` : sql`${key} asc, ${journeys.id} asc`;
}
