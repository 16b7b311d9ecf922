import { and, eq } from 'drizzle-orm';
import { protests } from '../db/schema/index.ts';
import { decodeDunningState, encodeDunningState } from '../modules/journeys/dunning-codec.ts';
import { indemnityAt, isOpen } from '../modules/journeys/dunning.ts';
import { applyDunningEvent } from '../modules/journeys/dunning-events.ts';
import { nextCheckAt } from '../modules/journeys/dunning-schedule.ts';
import {
  findPlateJourneysForUpdate,
  lockPlates,
  type PlateRef,
  type Queryable,
  updateJourney,
} from '../modules/journeys/repository.ts';
import type { DunningSettings } from '../modules/journeys/settings.ts';
import {
  insertProtest,
  insertProtestJourneys,
  nextProtestReference,
} from '../modules/protests/repository.ts';
import { demoClaimEmail } from './fleet.ts';

/**
 * The demo claims' reason, one the tenant file lists for the claim's type (the console names it
 * by its label): a notice's "the vehicle was rented out"; a free-flow trip has no such reason in
 * the demo's list, so "other".
 */
const demoClaimReason = { LATE_PAYMENT: 'rented-vehicle', FREE_FLOW: 'other' } as const;

/**
 * Files an open claim on the demo journey holding `firstPassageId` at `at`, as protests/
 * file-claim.ts does once its checks pass: the claim and its journey, the journey's dunning clock
 * stopped (claimOpened) and frozen so a rebuild keeps it. So the demo fleet's contested trips
 * have a real claim behind them. Runs in the seeding's transaction; no e-mail (it is history).
 */
export async function openDemoClaim(
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
  const state = row?.dunning ? decodeDunningState(row.dunning) : null;
  if (!row || !state || !isOpen(state)) {
    throw new Error(`no contestable demo journey for ${firstPassageId}`);
  }
  const type = state.stage === 'due' ? 'FREE_FLOW' : 'LATE_PAYMENT';
  const created = await insertProtest(tx, {
    whitelabelId,
    reference: await nextProtestReference(tx, whitelabelId, at.getUTCFullYear()),
    type,
    reasonCode: demoClaimReason[type],
    comment: null,
    email: demoClaimEmail,
    language: 'it',
    accountId: null,
    createdAt: at,
    updatedAt: at,
  });
  await insertProtestJourneys(tx, [
    {
      protestId: created.id,
      journeyId: row.id,
      ttcCents: row.ttcCents ?? 0,
      indemnityCents: indemnityAt(state, at, settings),
    },
  ]);
  const paused = applyDunningEvent(state, { type: 'claimOpened' }, at, settings);
  await updateJourney(tx, row.id, {
    dunning: encodeDunningState(paused),
    nextTransitionAt: nextCheckAt(paused, at, settings),
    frozen: true,
  });
}

/** The demo claims of a white-label, before their journeys are replayed again. */
export async function deleteDemoClaims(tx: Queryable, whitelabelId: number): Promise<void> {
  await tx
    .delete(protests)
    .where(and(eq(protests.whitelabelId, whitelabelId), eq(protests.email, demoClaimEmail)));
}
