import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { journeys } from '../../src/db/schema/index.ts';
import { encodeDunningState } from '../../src/modules/journeys/dunning-codec.ts';
import { updateJourney } from '../../src/modules/journeys/repository.ts';

/** The journeys of a plate of the tenant, oldest first. */
export async function plateJourneys(db: Database, whitelabelId: number, plate: string) {
  const rows = await db
    .select()
    .from(journeys)
    .where(and(eq(journeys.whitelabelId, whitelabelId), eq(journeys.plate, plate)));
  return rows.sort((a, b) => a.firstPassageAt.getTime() - b.firstPassageAt.getTime());
}

/** Sends a journey to the prosecutor's officer, as 60 unpaid days after its notice would. */
export async function makeOmp(db: Database, journeyId: number, at = new Date()): Promise<void> {
  const state = {
    stage: 'omp' as const,
    paymentLimit: 'OMP' as const,
    ompDate: at,
    escalatedFrom: 'BEFORE_OMP' as const,
    indemnityCents: 9000,
  };
  await updateJourney(db, journeyId, {
    dunning: encodeDunningState(state),
    dunningKind: 'omp',
    paymentLimit: 'OMP',
    indemnityCents: 9000,
    frozen: true,
    nextTransitionAt: null,
  });
}
