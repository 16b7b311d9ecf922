import type { Database } from '../db/database.ts';
import {
  findJourneySettings,
  findQuietOngoingPlates,
  findTenantsWithOngoingJourneys,
} from '../modules/journeys/repository.ts';
import type { JourneysService } from '../modules/journeys/service.ts';

const minute = 60_000;

export interface CompletionJobDeps {
  db: Database;
  journeys: JourneysService;
}

export interface CompletionJobOptions {
  /** Plates rebuilt per round (one transaction each). */
  batchSize?: number;
  /** Only this white-label's journeys (tests; the scheduler runs every tenant). */
  whitelabelId?: number;
}

/**
 * Completes the ongoing journeys that went quiet: for each tenant, the plates with an ongoing
 * journey whose last passage is more than journeyGapMinutes before `now` are rebuilt at `now`,
 * which makes the builder mark them TERMINE. Safe on several instances and twice in a row: the
 * rebuild serialises per plate and is idempotent. Answers the number of plates rebuilt.
 */
export async function runCompletionJob(
  { db, journeys }: CompletionJobDeps,
  now: Date,
  { batchSize = 500, whitelabelId }: CompletionJobOptions = {},
): Promise<number> {
  let rebuilt = 0;
  const tenants = await findTenantsWithOngoingJourneys(db);
  for (const tenantId of tenants) {
    if (whitelabelId !== undefined && tenantId !== whitelabelId) continue;
    const { settings } = await findJourneySettings(db, tenantId);
    const quietSince = new Date(now.getTime() - settings.journeyGapMinutes * minute);
    // Each round completes what it read, so the next round reads other plates; the bound only
    // guards against a rebuild that would not complete them.
    for (let round = 0; round < 1000; round++) {
      const plates = await findQuietOngoingPlates(db, tenantId, quietSince, batchSize);
      if (plates.length > 0) await journeys.rebuildPlates(tenantId, plates, now);
      rebuilt += plates.length;
      if (plates.length < batchSize) break;
    }
  }
  return rebuilt;
}
