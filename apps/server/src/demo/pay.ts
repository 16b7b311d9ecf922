import { applyDunningEvent } from '../modules/journeys/dunning-events.ts';
import { decodeDunningState, encodeDunningState } from '../modules/journeys/dunning-codec.ts';
import { nextCheckAt } from '../modules/journeys/dunning-schedule.ts';
import {
  findPlateJourneysForUpdate,
  lockPlates,
  type PlateRef,
  type Queryable,
  updateJourney,
} from '../modules/journeys/repository.ts';
import type { DunningSettings } from '../modules/journeys/settings.ts';

/**
 * Marks the demo journey holding `firstPassageId` paid at `at`, as a confirmed payment will:
 * the dunning 'paid' event (closing it with the indemnity owed then), the amount settled, the
 * journey frozen and its clock stopped, written the way the dunning job writes rows. There is no
 * payment capability yet; when it lands, the demo should pay through it instead.
 */
export async function payDemoJourney(
  tx: Queryable,
  whitelabelId: number,
  vehicle: PlateRef,
  firstPassageId: string,
  at: Date,
  settings: DunningSettings,
): Promise<void> {
  await lockPlates(tx, whitelabelId, [vehicle]);
  const rows = await findPlateJourneysForUpdate(tx, whitelabelId, [vehicle]);
  const row = rows.find((journey) => journey.passageIds.includes(firstPassageId));
  if (!row?.dunning) throw new Error(`no payable demo journey for ${firstPassageId}`);
  const paid = applyDunningEvent(decodeDunningState(row.dunning), { type: 'paid' }, at, settings);
  if (paid.stage !== 'paid') throw new Error('the paid event did not close the journey');
  await updateJourney(tx, row.id, {
    dunning: encodeDunningState(paid),
    dunningKind: paid.stage,
    paymentLimit: paid.paymentLimit,
    indemnityCents: paid.indemnityCents,
    alreadyPaidCents: (row.ttcCents ?? 0) + paid.indemnityCents,
    paidAt: at,
    frozen: true,
    nextTransitionAt: nextCheckAt(paid, at, settings),
  });
}
