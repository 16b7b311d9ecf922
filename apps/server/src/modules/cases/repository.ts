import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { journeys } from '../../db/schema/index.ts';
import type { NewJourneyRow, Queryable } from '../journeys/repository.ts';

/** What the import compares a case with: the stored case journey, or another trip's number. */
const storedCaseColumns = {
  key: journeys.key,
  plate: journeys.plate,
  countryCode: journeys.countryCode,
  firstPassageAt: journeys.firstPassageAt,
  inGate: journeys.inGate,
  outGate: journeys.outGate,
  vehicleClass: journeys.vehicleClass,
  cnpNumber: journeys.cnpNumber,
  noticeDate: journeys.noticeDate,
  dunning: journeys.dunning,
  pvNumber: journeys.pvNumber,
  ticketNumber: journeys.ticketNumber,
};

/**
 * The tenant's journeys that carry one of these numbers as a notice (pv_number) or declaration
 * (ticket_number): earlier imports of the same cases, and notices the dunning job numbered.
 */
export async function findJourneysByCaseNumbers(
  db: Database,
  whitelabelId: number,
  numbers: readonly string[],
) {
  if (numbers.length === 0) return [];
  return db
    .select(storedCaseColumns)
    .from(journeys)
    .where(
      and(
        eq(journeys.whitelabelId, whitelabelId),
        or(inArray(journeys.pvNumber, [...numbers]), inArray(journeys.ticketNumber, [...numbers])),
      ),
    );
}

export type StoredCaseRow = Awaited<ReturnType<typeof findJourneysByCaseNumbers>>[number];

/**
 * Inserts the case journeys in one statement. A row that hits any unique key (the same case
 * imported concurrently, or a notice numbered meanwhile) is skipped; answers the keys inserted.
 */
export async function insertCaseJourneys(
  db: Queryable,
  rows: readonly NewJourneyRow[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await db
    .insert(journeys)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ key: journeys.key });
  return new Set(inserted.map((row) => row.key));
}
