import type { Database } from '../../db/database.ts';
import { namedStatement } from '../../db/named-statement.ts';
import type { PlateRef } from '../journeys/repository.ts';
import { noticeNatures } from './domain.ts';
import { type VehicleTrips, vehicleTripsOf, type VehicleTripsRow } from './trip-rows.ts';

/** One lookup's read: a tenant's plate, and the trips it asks for. */
export interface TripRead {
  whitelabelId: number;
  vehicle: PlateRef;
  /** Only trips whose date (first passage) is at or after this instant. */
  from?: Date | undefined;
  /** Only trips whose date is at or before this instant. */
  to?: Date | undefined;
  /** Only notices and non-payment declarations (noticeNatures): the notices-and-CNP view. */
  onlyNotices?: boolean | undefined;
  /**
   * Only trips begun while the plate was in this rental company's fleet (journeys'
   * fleet_company_id, kept by fleet-link.ts): the lookup's companyCode.
   */
  companyId?: number | undefined;
}

/**
 * Any number of lookups' reads in one statement and one round trip: the reads as arrays, one
 * element each (unnest ... with ordinality numbers them), and for each, laterally, its plate's
 * registry entry (primary key) full-joined with its owed journeys (an Index Scan on
 * journeys_plate_idx): not paid by a toll tag, priced, on a dunning stage where something is
 * still owed (OMP included: shown, not payable), within the read's filters (null: none; the
 * company's, $8, comes last so the other parameters keep their numbers). Sorted
 * by read, then trip date, then id. For a read: no row, neither registry entry nor trips; one row
 * with a null id, a registry entry and no trips; otherwise one row per trip, each carrying the
 * registry entry (or nulls). Columns as VehicleTripsRow lists them, of types both drivers read
 * alike (the ordinality, a bigint, cast to int4).
 */
const tripsSql = `
  select read.number::int4, trips.*
  from unnest($1::int4[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::bool[],
               $8::int4[])
    with ordinality as read(whitelabel_id, plate, country_code, from_at, to_at, only_notices,
                            company_id, number)
  cross join lateral (
    select registry.vehicle_type, registry.energy, owed.*
    from (
      select vehicle_type, energy from vehicle_registry
      where country_code = read.country_code and plate = read.plate
    ) registry
    full join (
      select id, in_gate, out_gate, first_passage_at, vehicle_class, status, completed, nature,
             ht_cents, tva_cents, ttc_cents, tva_rate, already_paid_cents, dunning, pv_number,
             ticket_number, cnp_number, case_origin, direction
      from journeys
      where whitelabel_id = read.whitelabel_id and plate = read.plate
        and country_code = read.country_code
        and not tag_paid_only and pricing_error is null
        and dunning_kind in ('due', 'notice', 'infraction', 'imported', 'omp')
        and (read.from_at is null or first_passage_at >= read.from_at)
        and (read.to_at is null or first_passage_at <= read.to_at)
        and (not read.only_notices or nature = any($7::text[]))
        and (read.company_id is null or fleet_company_id = read.company_id)
    ) owed on true
  ) trips
  order by read.number, trips.first_passage_at, trips.id`;

/** Reads the trips of many lookups at once; the answers in the order of `reads`. */
export type ReadTrips = (reads: readonly TripRead[]) => Promise<VehicleTrips[]>;

/**
 * The trips statement, prepared once per database (a named statement: PostgreSQL parses and plans
 * it once per connection) and read without Drizzle's row mapper (trip-rows.ts maps it).
 */
export function prepareTripsStatement(db: Database): ReadTrips {
  const statement = namedStatement(db, 'lookups_vehicle_trips', tripsSql);
  return async (reads) => {
    const rows = await statement([
      reads.map((read) => read.whitelabelId),
      reads.map((read) => read.vehicle.plate),
      reads.map((read) => read.vehicle.countryCode),
      reads.map((read) => read.from?.toISOString() ?? null),
      reads.map((read) => read.to?.toISOString() ?? null),
      reads.map((read) => read.onlyNotices === true),
      noticeNatures,
      reads.map((read) => read.companyId ?? null),
    ]);
    // The statement's columns are VehicleTripsRow's, in that order (see tripsSql).
    return vehicleTripsOf(rows as VehicleTripsRow[], reads.length);
  };
}
