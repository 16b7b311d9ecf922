import type { FleetPlatesQuery } from '@portico/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { fleetPlates } from '../../db/schema/fleet.ts';
import { whitelabels } from '../../db/schema/whitelabels.ts';
import type { PlateRef, Queryable } from '../journeys/repository.ts';
import { readRenterSupportEmail } from '../renters/settings.ts';

/** Drizzle queries of the fleet periods (issue 25); the service owns the transactions. */

/** Both drivers answer execute() with a result holding `rows`. */
async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type FleetPeriodRow = typeof fleetPlates.$inferSelect;

/** A page of a company's periods, filtered and sorted as the list asks, and their count. */
export async function listCompanyPeriods(
  db: Queryable,
  whitelabelId: number,
  companyId: number,
  query: FleetPlatesQuery,
  searchPlate: string | null,
  now: Date,
): Promise<{ rows: FleetPeriodRow[]; total: number }> {
  const conditions = [
    eq(fleetPlates.whitelabelId, whitelabelId),
    eq(fleetPlates.companyId, companyId),
  ];
  // Only letters and digits reach here (normalised), so nothing in it is a LIKE wildcard.
  if (searchPlate) conditions.push(sql`${fleetPlates.plate} like ${`%${searchPlate}%`}`);
  if (query.status === 'active') {
    conditions.push(lte(fleetPlates.validFrom, now));
    conditions.push(or(isNull(fleetPlates.validUntil), gt(fleetPlates.validUntil, now))!);
  } else if (query.status === 'closed') {
    conditions.push(isNotNull(fleetPlates.validUntil), lte(fleetPlates.validUntil, now));
  }
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const key = {
    numberPlate: fleetPlates.plate,
    validityStartDate: fleetPlates.validFrom,
    validityEndDate: fleetPlates.validUntil,
  }[query.sortBy];
  // An open period has no end: it sorts as the latest end (after every closed one in asc).
  const order =
    query.sortBy === 'validityEndDate'
      ? sql`${key} ${sql.raw(query.order)} nulls ${sql.raw(query.order === 'asc' ? 'last' : 'first')}`
      : direction(key);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(fleetPlates)
      .where(where)
      .orderBy(order, direction(fleetPlates.validFrom), direction(fleetPlates.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(fleetPlates).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Every period of a company, by plate and start: the export. */
export async function allCompanyPeriods(
  db: Queryable,
  whitelabelId: number,
  companyId: number,
): Promise<FleetPeriodRow[]> {
  return db
    .select()
    .from(fleetPlates)
    .where(and(eq(fleetPlates.whitelabelId, whitelabelId), eq(fleetPlates.companyId, companyId)))
    .orderBy(asc(fleetPlates.plate), asc(fleetPlates.countryCode), asc(fleetPlates.validFrom));
}

/** The company's period of that id, or undefined (another company's answers the same). */
export async function findCompanyPeriod(
  db: Queryable,
  whitelabelId: number,
  companyId: number,
  id: number,
): Promise<FleetPeriodRow | undefined> {
  const [row] = await db
    .select()
    .from(fleetPlates)
    .where(
      and(
        eq(fleetPlates.id, id),
        eq(fleetPlates.whitelabelId, whitelabelId),
        eq(fleetPlates.companyId, companyId),
      ),
    );
  return row;
}

/** Every company's periods of these plates in the white-label: what an overlap is checked against. */
export async function periodsOfPlates(
  db: Queryable,
  whitelabelId: number,
  plates: readonly PlateRef[],
): Promise<FleetPeriodRow[]> {
  if (plates.length === 0) return [];
  const refs = JSON.stringify(plates.map(({ plate, countryCode }) => ({ plate, countryCode })));
  const rows = await rowsOf<{
    id: number;
    whitelabel_id: number;
    company_id: number;
    country_code: string;
    plate: string;
    valid_from: string | Date;
    valid_until: string | Date | null;
  }>(
    db,
    sql`
    select f.id, f.whitelabel_id, f.company_id, f.country_code, f.plate, f.valid_from, f.valid_until
    from fleet_plates f
    join (select distinct r.plate, r."countryCode" as country_code
      from jsonb_to_recordset(cast(${refs} as text)::jsonb) as r(plate text, "countryCode" text)) w
      on w.plate = f.plate and w.country_code = f.country_code
    where f.whitelabel_id = ${whitelabelId}`,
  );
  return rows.map((row) => ({
    id: row.id,
    whitelabelId: row.whitelabel_id,
    companyId: row.company_id,
    countryCode: row.country_code,
    plate: row.plate,
    validFrom: new Date(row.valid_from),
    validUntil: row.valid_until === null ? null : new Date(row.valid_until),
    createdAt: new Date(0),
    updatedAt: new Date(0),
  }));
}

export interface NewPeriod {
  countryCode: string;
  plate: string;
  validFrom: Date;
  validUntil: Date | null;
}

/** Adds the company's periods in one statement (the import's thousands as one JSON parameter). */
export async function insertPeriods(
  tx: Queryable,
  whitelabelId: number,
  companyId: number,
  periods: readonly NewPeriod[],
): Promise<number[]> {
  if (periods.length === 0) return [];
  const rows = JSON.stringify(
    periods.map((period) => ({
      c: period.countryCode,
      p: period.plate,
      f: period.validFrom.toISOString(),
      u: period.validUntil?.toISOString() ?? null,
    })),
  );
  const inserted = await rowsOf<{ id: number }>(
    tx,
    sql`
    insert into fleet_plates (whitelabel_id, company_id, country_code, plate, valid_from, valid_until)
    select ${whitelabelId}, ${companyId}, r.c, r.p, r.f::timestamptz, r.u::timestamptz
    from jsonb_to_recordset(cast(${rows} as text)::jsonb) as r(c text, p text, f text, u text)
    returning id`,
  );
  return inserted.map((row) => row.id);
}

/** Sets the end of these periods (ids of the company's, checked by the caller). */
export async function setPeriodEnds(
  tx: Queryable,
  ends: readonly { id: number; validUntil: Date }[],
): Promise<void> {
  if (ends.length === 0) return;
  const rows = JSON.stringify(
    ends.map(({ id, validUntil }) => ({ i: id, u: validUntil.toISOString() })),
  );
  await tx.execute(sql`
    update fleet_plates f set valid_until = r.u::timestamptz, updated_at = now()
    from jsonb_to_recordset(cast(${rows} as text)::jsonb) as r(i int, u text)
    where f.id = r.i`);
}

/** The white-label's renter support address (whitelabels.settings renters.supportEmail), or null. */
export async function renterSupportEmail(
  db: Queryable,
  whitelabelId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ settings: whitelabels.settings })
    .from(whitelabels)
    .where(eq(whitelabels.id, whitelabelId));
  return row ? readRenterSupportEmail(row.settings as Record<string, unknown>) : null;
}
