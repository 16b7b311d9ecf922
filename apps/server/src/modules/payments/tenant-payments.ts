import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { homePages, journeys, whitelabels } from '../../db/schema/index.ts';
import type { Queryable } from '../journeys/repository.ts';

/** The tenant's settings document and whether its home page offers passage alerts. */
export async function findTenantPaymentFacts(
  db: Database,
  whitelabelId: number,
): Promise<{ settings: Record<string, unknown>; alerts: boolean }> {
  const [row] = await db
    .select({ settings: whitelabels.settings, actions: homePages.actions })
    .from(whitelabels)
    .leftJoin(homePages, eq(homePages.whitelabelId, whitelabels.id))
    .where(eq(whitelabels.id, whitelabelId));
  return {
    settings: row?.settings ?? {},
    alerts: row?.actions?.includes('subscription') ?? false,
  };
}

/** Where the journeys of a basket stand now (a stage other than an open one: not payable). */
export async function findJourneyStages(
  db: Queryable,
  whitelabelId: number,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: journeys.id, stage: journeys.dunningKind })
    .from(journeys)
    .where(and(eq(journeys.whitelabelId, whitelabelId), inArray(journeys.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.stage]));
}
