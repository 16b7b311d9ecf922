import {
  maxPassagesPerBatch,
  type PassageBatchResult,
  type PassageRejection,
} from '@portico/contract';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { type PlateRef, plateKey } from '../journeys/repository.ts';
import { samePassage } from '../journeys/passage.ts';
import { planBatch } from './domain.ts';
import { findGantryCodes, findPassages, insertNewPassages } from './repository.ts';

export interface PassagesService {
  /**
   * Stores the new passages of a batch from the roadside system. Replays change nothing; a bad
   * item is reported with its index and code, the good ones are kept.
   */
  ingest(whitelabelId: number, items: readonly unknown[]): Promise<PassageBatchResult>;
}

export interface PassagesServiceOptions {
  /**
   * Called after the batch is stored with the vehicles of its passages that are stored as sent
   * (new ones and identical replays): the journeys service rebuilds their journeys. Replays are
   * included so that a roadside retry after a failed rebuild repairs the journeys.
   */
  afterStore?: (whitelabelId: number, plates: PlateRef[]) => Promise<unknown>;
}

export function createPassagesService(
  db: Database,
  { afterStore }: PassagesServiceOptions = {},
): PassagesService {
  return {
    async ingest(whitelabelId, items) {
      if (items.length > maxPassagesPerBatch) throw new AppError(413, 'passage_batch_too_large');
      const plan = planBatch(items, await findGantryCodes(db, whitelabelId));
      const rejected: PassageRejection[] = [...plan.rejected];

      const inserted = await insertNewPassages(
        db,
        whitelabelId,
        plan.candidates.map((candidate) => candidate.passage),
      );
      // Not inserted: stored before (a replay, or a concurrent batch). Same data is a duplicate.
      const replayed = plan.candidates.filter((c) => !inserted.has(c.passage.passageId));
      const stored = await findPassages(
        db,
        whitelabelId,
        replayed.map((candidate) => candidate.passage.passageId),
      );
      const conflicting = new Set<number>();
      for (const candidate of replayed) {
        const row = stored.get(candidate.passage.passageId);
        if (row && samePassage(row, candidate.passage)) continue;
        conflicting.add(candidate.index);
        rejected.push({
          index: candidate.index,
          passageId: candidate.passage.passageId,
          code: 'passage_conflict',
          field: null,
        });
      }
      // A repeat inside the batch shares the fate of its first occurrence.
      let repeatDuplicates = 0;
      for (const repeat of plan.repeats) {
        if (!conflicting.has(repeat.firstIndex)) {
          repeatDuplicates += 1;
          continue;
        }
        rejected.push({
          index: repeat.index,
          passageId: repeat.passageId,
          code: 'passage_conflict',
          field: null,
        });
      }
      rejected.sort((a, b) => a.index - b.index);
      if (afterStore) {
        // One entry per vehicle; the rebuild dedupes too, but a big batch is cheaper to pass.
        const plates = new Map<string, PlateRef>();
        for (const { index, passage } of plan.candidates) {
          if (conflicting.has(index)) continue;
          const ref = { plate: passage.plate, countryCode: passage.countryCode };
          plates.set(plateKey(ref), ref);
        }
        await afterStore(whitelabelId, [...plates.values()]);
      }
      return {
        accepted: inserted.size,
        duplicates: replayed.length - conflicting.size + repeatDuplicates,
        rejected,
      };
    },
  };
}
