import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { JourneyNature } from '@portico/contract';
import type { Database } from '../../db/database.ts';
import {
  companies,
  gates,
  homePages,
  journeys,
  journeysToPayPages,
  vehicleRegistry,
} from '../../db/schema/index.ts';
import type { LocalizedText } from '../../shared/localized.ts';
import type { PlateRef } from '../journeys/repository.ts';

/**
 * The lookups' reads other than the trips (trips-statement.ts): primary-key or unique-key reads.
 */

const param = {
  plate: sql.placeholder('plate'),
  countryCode: sql.placeholder('countryCode'),
};

/**
 * The registry read as a named prepared statement, made once per database. (The lookup's own
 * read, a plate's registry entry and owed journeys, is trips-statement.ts.)
 */
export function prepareLookupQueries(db: Database) {
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

/** The filters of a lookup's read (trips-statement.ts's TripRead), for the paid-trips check. */
export interface PaidTripsFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  onlyNatures?: readonly JourneyNature[] | undefined;
  companyId?: number | undefined;
}

/**
 * Whether the plate has a trip already paid (on the portal, or wholly by a toll tag) within the
 * lookup's filters: read only when nothing is owed, so the no-trip screen can say "already paid"
 * rather than "nothing found". One row at most, on journeys_plate_idx.
 */
export async function hasPaidJourneys(
  db: Database,
  whitelabelId: number,
  vehicle: PlateRef,
  { from, to, onlyNatures, companyId }: PaidTripsFilter,
): Promise<boolean> {
  const rows = await db
    .select({ id: journeys.id })
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        eq(journeys.plate, vehicle.plate),
        eq(journeys.countryCode, vehicle.countryCode),
        or(eq(journeys.dunningKind, 'paid'), eq(journeys.tagPaidOnly, true)),
        from ? gte(journeys.firstPassageAt, from) : undefined,
        to ? lte(journeys.firstPassageAt, to) : undefined,
        onlyNatures ? inArray(journeys.nature, [...onlyNatures]) : undefined,
        companyId !== undefined ? eq(journeys.fleetCompanyId, companyId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The id of the tenant's company of this code, or null (unique key read). */
export async function findCompanyId(
  db: Database,
  whitelabelId: number,
  code: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.whitelabelId, whitelabelId), eq(companies.code, code)));
  return row?.id ?? null;
}

export interface GateRow {
  code: string;
  label: string;
  /** The place the gate leads to, per language; null when the road gives none. */
  names: LocalizedText | null;
  normalizedGate: string;
}

/** The tenant's gates west to east (a handful), to name the normalised gates journeys store. */
export function findGates(db: Database, whitelabelId: number): Promise<GateRow[]> {
  return db
    .select({
      code: gates.code,
      label: gates.label,
      names: gates.names,
      normalizedGate: gates.normalizedGate,
    })
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
