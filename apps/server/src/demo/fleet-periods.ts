import { addParisDays } from '@portico/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { companies, fleetPlates } from '../db/schema/index.ts';
import type { Queryable } from '../modules/journeys/repository.ts';
import type { DemoFleetPlate } from './fleet.ts';
import { storedPlate } from './plates.ts';

/** The demo company's id in the white-label, or null when it was not seeded there. */
export async function findDemoCompanyId(
  db: Queryable,
  whitelabelId: number,
  code: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.whitelabelId, whitelabelId), eq(companies.code, code)));
  return row?.id ?? null;
}

/**
 * Writes the demo fleet's periods again relative to `now`, as its trips are: the demo vehicles'
 * rows of the company are deleted and inserted in one statement (plates the renter added are left
 * alone). Before the trips are replayed, so the rebuilds already link them to the fleet.
 */
export async function replaceDemoFleetPeriods(
  tx: Queryable,
  whitelabelId: number,
  companyId: number,
  plates: readonly DemoFleetPlate[],
  now: Date,
): Promise<void> {
  if (plates.length === 0) return;
  await tx.delete(fleetPlates).where(
    and(
      eq(fleetPlates.companyId, companyId),
      inArray(
        fleetPlates.plate,
        plates.map((demo) => storedPlate(demo.display)),
      ),
    ),
  );
  const rows = plates.flatMap((demo) =>
    demo.periods.map((period) => ({
      whitelabelId,
      companyId,
      countryCode: demo.countryCode,
      plate: storedPlate(demo.display),
      validFrom: addParisDays(now, -period.fromDaysAgo),
      validUntil:
        period.untilDaysAgo === undefined ? null : addParisDays(now, -period.untilDaysAgo),
    })),
  );
  await tx.insert(fleetPlates).values(rows);
}
