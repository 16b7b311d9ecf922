import {
  defaultMaxFutureMinutes,
  eventTimeWindow,
  maxPassagesPerBatch,
  type PassageBatchResult,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Passage } from '../journeys/passage.ts';
import { type PlateRef, plateKey, type Queryable } from '../journeys/repository.ts';
import type { JourneysService } from '../journeys/service.ts';
import { type Candidate, judgeBatch, planBatch, type StoredCandidates } from './domain.ts';
import { findGantryCodes, findPassages, insertNewPassages } from './repository.ts';

export interface PassagesService {
  /**
   * Stores the new passages of a batch from the roadside system and builds their journeys.
   * Replays change nothing; a bad item is reported with its index and code, the good ones are
   * kept. An accepted passage is in a journey as soon as the answer is sent, and even when the
   * answer is lost: it is stored in the transaction that builds its plate's journeys.
   */
  ingest(whitelabelId: number, items: readonly unknown[]): Promise<PassageBatchResult>;
}

export interface PassagesServiceOptions {
  /**
   * Runs the storing of a group of plates' passages and the rebuild of their journeys in one
   * transaction (the journeys service). Replays are stored as nothing but rebuilt too, so a
   * roadside retry repairs journeys whatever happened to them.
   */
  journeys: Pick<JourneysService, 'storeAndRebuild'>;
  /** The server's clock: what "now" is for the dates accepted and the journeys built. */
  clock?: () => Date;
  /** How far past the clock a passage may be dated (PASSAGE_MAX_FUTURE_MIN). */
  maxFutureMinutes?: number;
}

export function createPassagesService(
  db: Database,
  {
    journeys,
    clock = () => new Date(),
    maxFutureMinutes = defaultMaxFutureMinutes,
  }: PassagesServiceOptions,
): PassagesService {
  return {
    async ingest(whitelabelId, items) {
      if (items.length > maxPassagesPerBatch) throw new AppError(413, 'passage_batch_too_large');
      const now = clock();
      const plan = planBatch(
        items,
        await findGantryCodes(db, whitelabelId),
        eventTimeWindow(now, maxFutureMinutes),
      );
      const byPlate = groupByPlate(plan.candidates);
      const outcome = await journeys.storeAndRebuild(
        whitelabelId,
        [...byPlate.values()].map((group) => group.ref),
        now,
        (tx, plates) =>
          storeCandidates(
            tx,
            whitelabelId,
            plates.flatMap((ref) => byPlate.get(plateKey(ref))?.candidates ?? []),
          ),
      );
      const failedPlates = new Set(outcome.failedPlates.map(plateKey));
      return judgeBatch(plan, mergeStored(outcome.stored), (passage) =>
        failedPlates.has(plateKey(passage)),
      );
    },
  };
}

interface PlateGroup {
  ref: PlateRef;
  candidates: Candidate[];
}

function groupByPlate(candidates: readonly Candidate[]): Map<string, PlateGroup> {
  const groups = new Map<string, PlateGroup>();
  for (const candidate of candidates) {
    const { plate, countryCode } = candidate.passage;
    const key = plateKey({ plate, countryCode });
    const group = groups.get(key) ?? { ref: { plate, countryCode }, candidates: [] };
    group.candidates.push(candidate);
    groups.set(key, group);
  }
  return groups;
}

/**
 * Inserts the new passages of these candidates, and reads the stored ones of those that were not
 * new (a replay, or another batch's): the judge compares them.
 */
async function storeCandidates(
  tx: Queryable,
  whitelabelId: number,
  candidates: readonly Candidate[],
): Promise<StoredCandidates> {
  const inserted = await insertNewPassages(
    tx,
    whitelabelId,
    candidates.map((candidate) => candidate.passage),
  );
  const replayed = candidates
    .map((candidate) => candidate.passage.passageId)
    .filter((passageId) => !inserted.has(passageId));
  return { inserted, stored: await findPassages(tx, whitelabelId, replayed) };
}

function mergeStored(parts: readonly StoredCandidates[]): StoredCandidates {
  const inserted = new Set<string>();
  const stored = new Map<string, Passage>();
  for (const part of parts) {
    for (const passageId of part.inserted) inserted.add(passageId);
    for (const [passageId, passage] of part.stored) stored.set(passageId, passage);
  }
  return { inserted, stored };
}
