import type { JourneyNature } from '@portico/contract';
import { and, asc, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  companies,
  gates,
  homePages,
  journeys,
  journeysToPayPages,
  vehicleRegistry,
} from '../../db/schema/index.ts';
import { unmappedStatement } from '../../db/unmapped-rows.ts';
import type { PlateRef } from '../journeys/repository.ts';
import { type VehicleTrips, vehicleTripsOf, type VehicleTripsRow } from './trip-rows.ts';

/**
 * The lookups' reads. The journeys of a plate are one statement on journeys_plate_idx
 * (whitelabel_id, plate, country_code); everything else is a primary-key or unique-key read.
 */

/** Only what a journey row of the API needs: no passages, gantries or audit columns. */
const owedJourneyColumns = {
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
  dunning: journeys.dunning,
  pvNumber: journeys.pvNumber,
  ticketNumber: journeys.ticketNumber,
  cnpNumber: journeys.cnpNumber,
  caseOrigin: journeys.caseOrigin,
};

/** The dunning stages on which something is still owed (OMP included: shown, not payable). */
const owedStages = ['due', 'notice', 'infraction', 'imported', 'omp'] as const;

export interface OwedJourneyFilters {
  /** Only trips whose date (first passage) is at or after this instant. */
  from?: Date | undefined;
  /** Only trips whose date is at or before this instant. */
  to?: Date | undefined;
  /** Only these natures (the notices-and-CNP view). */
  natures?: readonly JourneyNature[] | undefined;
}

const param = {
  whitelabelId: sql.placeholder('whitelabelId'),
  plate: sql.placeholder('plate'),
  countryCode: sql.placeholder('countryCode'),
  from: sql.placeholder('from'),
  to: sql.placeholder('to'),
  natures: sql.placeholder('natures'),
};

/**
 * The lookups' reads as named prepared statements, made once per database: a lookup is the hot
 * path, and Drizzle building the SQL and PostgreSQL planning it on every call cost more than the
 * indexed reads themselves. The filters are parameters (null: no filter), so one statement serves
 * every lookup. A lookup is one statement and one round trip: the plate's registry entry (primary
 * key) full-joined with its owed journeys (an Index Scan on journeys_plate_idx, then a sort of the
 * plate's few rows). In SQL, simplified ($1, $2 the registry's country and plate; $3..$8 tenant,
 * plate, country, from, to, natures; Drizzle also binds the five stages as parameters):
 *
 *   select registry.vehicle_type, registry.energy, owed.*
 *   from (select vehicle_type, energy from vehicle_registry
 *         where country_code = $1 and plate = $2) registry
 *   full join (
 *     select id, in_gate, out_gate, first_passage_at, vehicle_class, status, completed, nature,
 *            ht_cents, tva_cents, ttc_cents, tva_rate, already_paid_cents, dunning, pv_number,
 *            ticket_number, cnp_number, case_origin
 *     from journeys
 *     where whitelabel_id = $3 and plate = $4 and country_code = $5
 *       and not tag_paid_only and pricing_error is null
 *       and dunning_kind in ('due', 'notice', 'infraction', 'imported', 'omp')
 *       and ($6::timestamptz is null or first_passage_at >= $6::timestamptz)
 *       and ($7::timestamptz is null or first_passage_at <= $7::timestamptz)
 *       and ($8::text[] is null or nature = any($8::text[]))
 *   ) owed on true
 *   order by owed.first_passage_at, owed.id
 *
 * No row: neither registry entry nor trips; one row with null journey columns: registry entry,
 * no trips; otherwise one row per trip, each carrying the registry entry (or nulls).
 */
export function prepareLookupQueries(db: Database) {
  const registry = db
    .select({ type: vehicleRegistry.vehicleType, energy: vehicleRegistry.energy })
    .from(vehicleRegistry)
    .where(
      and(
        eq(vehicleRegistry.countryCode, param.countryCode),
        eq(vehicleRegistry.plate, param.plate),
      ),
    )
    .as('registry');
  const owed = db
    .select(owedJourneyColumns)
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, param.whitelabelId),
        eq(journeys.plate, param.plate),
        eq(journeys.countryCode, param.countryCode),
        not(journeys.tagPaidOnly),
        isNull(journeys.pricingError),
        inArray(journeys.dunningKind, [...owedStages]),
        sql`(${param.from}::timestamptz is null or ${journeys.firstPassageAt} >= ${param.from}::timestamptz)`,
        sql`(${param.to}::timestamptz is null or ${journeys.firstPassageAt} <= ${param.to}::timestamptz)`,
        sql`(${param.natures}::text[] is null or ${journeys.nature} = any(${param.natures}::text[]))`,
      ),
    )
    .as('owed');
  // The subquery's columns one by one, read unmapped: trip-rows.ts maps the rows by column name
  // (VehicleTripsRow).
  const journey = {
    id: owed.id,
    inGate: owed.inGate,
    outGate: owed.outGate,
    firstPassageAt: owed.firstPassageAt,
    vehicleClass: owed.vehicleClass,
    status: owed.status,
    completed: owed.completed,
    nature: owed.nature,
    htCents: owed.htCents,
    tvaCents: owed.tvaCents,
    ttcCents: owed.ttcCents,
    tvaRate: owed.tvaRate,
    alreadyPaidCents: owed.alreadyPaidCents,
    dunning: owed.dunning,
    pvNumber: owed.pvNumber,
    ticketNumber: owed.ticketNumber,
    cnpNumber: owed.cnpNumber,
    caseOrigin: owed.caseOrigin,
  };
  const vehicleTrips = unmappedStatement(
    db
      .select({ vehicleType: registry.type, energy: registry.energy, ...journey })
      .from(registry)
      .fullJoin(owed, sql`true`)
      .orderBy(asc(owed.firstPassageAt), asc(owed.id))
      .prepare('lookups_vehicle_trips'),
  );
  const registryVehicle = db
    .select()
    .from(vehicleRegistry)
    .where(
      and(
        eq(vehicleRegistry.countryCode, param.countryCode),
        eq(vehicleRegistry.plate, param.plate),
      ),
    )
    .prepare('lookups_registry_vehicle');

  return {
    /**
     * What the registry says of a plate (type and energy, never its owner) and its journeys
     * still owed: not paid by a toll tag, priced, neither paid nor cancelled, sorted by trip date
     * then id.
     */
    async vehicleTrips(
      whitelabelId: number,
      vehicle: PlateRef,
      { from, to, natures }: OwedJourneyFilters = {},
    ): Promise<VehicleTrips> {
      const rows = await vehicleTrips({
        whitelabelId,
        plate: vehicle.plate,
        countryCode: vehicle.countryCode,
        from: from?.toISOString() ?? null,
        to: to?.toISOString() ?? null,
        natures: natures ? [...natures] : null,
      });
      return vehicleTripsOf(rows as VehicleTripsRow[]);
    },
    /** What the vehicle registry says of a plate, or null. */
    async registryVehicle(vehicle: PlateRef): Promise<RegistryVehicle | null> {
      const [row] = await registryVehicle.execute({
        plate: vehicle.plate,
        countryCode: vehicle.countryCode,
      });
      return row ?? null;
    },
  };
}

export type LookupQueries = ReturnType<typeof prepareLookupQueries>;
export type { OwedJourneyRow } from './trip-rows.ts';

/**
 * The vehicle of the journey whose notice (pv_number) or non-payment declaration (ticket_number)
 * has this number, whatever its state; null when no journey of the tenant has it. Both columns
 * are indexed per tenant (journeys_pv_number_key, journeys_ticket_number_idx).
 */
export async function findCaseVehicle(
  db: Database,
  whitelabelId: number,
  caseNumber: string,
): Promise<PlateRef | null> {
  const [row] = await db
    .select({ plate: journeys.plate, countryCode: journeys.countryCode })
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        or(eq(journeys.pvNumber, caseNumber), eq(journeys.ticketNumber, caseNumber)),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type RegistryVehicle = typeof vehicleRegistry.$inferSelect;

/** Whether the tenant has a company of this code (unique key read). */
export async function companyExists(
  db: Database,
  whitelabelId: number,
  code: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.whitelabelId, whitelabelId), eq(companies.code, code)));
  return rows.length > 0;
}

export interface GateRow {
  code: string;
  label: string;
  normalizedGate: string;
}

/** The tenant's gates west to east (a handful), to name the normalised gates journeys store. */
export function findGates(db: Database, whitelabelId: number): Promise<GateRow[]> {
  return db
    .select({ code: gates.code, label: gates.label, normalizedGate: gates.normalizedGate })
    .from(gates)
    .where(eq(gates.whitelabelId, whitelabelId))
    .orderBy(asc(gates.position));
}

export type ToPayPageRow = typeof journeysToPayPages.$inferSelect;

export async function findToPayPage(
  db: Database,
  whitelabelId: number,
): Promise<ToPayPageRow | null> {
  const [row] = await db
    .select()
    .from(journeysToPayPages)
    .where(eq(journeysToPayPages.whitelabelId, whitelabelId));
  return row ?? null;
}

/** The home page's actions (they say which features the white-label offers); none without a page. */
export async function findHomeActions(
  db: Database,
  whitelabelId: number,
): Promise<(typeof homePages.$inferSelect)['actions']> {
  const [row] = await db
    .select({ actions: homePages.actions })
    .from(homePages)
    .where(eq(homePages.whitelabelId, whitelabelId));
  return row?.actions ?? [];
}
