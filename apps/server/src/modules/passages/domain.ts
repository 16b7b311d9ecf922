import {
  checkPassage,
  type EventTimeWindow,
  type PassageBatchResult,
  type PassageRejection,
  type PassageRejectionCode,
  type ValidPassage,
} from '@portico/contract';
import { samePassage, type Passage } from '../journeys/passage.ts';
import { emissionTiersOf } from '../road/domain.ts';

/**
 * The pure part of ingestion: which items of a batch can be stored, which are refused and why,
 * and whether a replayed passage is the same as the stored one.
 */

/** A passage of the batch that may be inserted, with its position in the request. */
export interface Candidate {
  index: number;
  passage: Passage;
}

/** A later item with an id already seen in the batch, and the same data: it follows the first. */
export interface Repeat {
  index: number;
  firstIndex: number;
  passageId: string;
}

export interface BatchPlan {
  /** One per passage id, first occurrence. */
  candidates: Candidate[];
  repeats: Repeat[];
  rejected: PassageRejection[];
}

/**
 * Splits a batch: each item is checked with the contract's schema and its date against the
 * window of accepted instants, then its gantry against the tenant's road and its emission tier
 * against its class. A passage id sent twice in one batch keeps the first; an identical repeat
 * counts as a duplicate, a different one is a conflict.
 */
export function planBatch(
  items: readonly unknown[],
  gantryCodes: ReadonlySet<string>,
  window: EventTimeWindow,
): BatchPlan {
  const candidates: Candidate[] = [];
  const repeats: Repeat[] = [];
  const rejected: PassageRejection[] = [];
  const firstById = new Map<string, Candidate>();

  items.forEach((item, index) => {
    const checked = checkPassage(item, window);
    if (!checked.ok) {
      const { passageId, code, field } = checked;
      rejected.push({ index, passageId, code, field });
      return;
    }
    const { passageId } = checked.passage;
    const refuse = (code: PassageRejection['code'], field: string | null) =>
      rejected.push({ index, passageId, code, field });
    if (!gantryCodes.has(checked.passage.gantry)) return refuse('unknown_gantry', 'gantry');
    const passage = toPassage(checked.passage);
    if (
      passage.emission !== null &&
      !emissionTiersOf(passage.vehicleClass).includes(passage.emission)
    )
      return refuse('invalid_passage', 'emission');
    const first = firstById.get(passageId);
    if (first) {
      if (samePassage(first.passage, passage))
        repeats.push({ index, firstIndex: first.index, passageId });
      else refuse('passage_conflict', null);
      return;
    }
    const candidate = { index, passage };
    firstById.set(passageId, candidate);
    candidates.push(candidate);
  });
  return { candidates, repeats, rejected };
}

/** What storing the candidates found: the ids this batch inserted, the stored rows of the others. */
export interface StoredCandidates {
  inserted: ReadonlySet<string>;
  stored: ReadonlyMap<string, Passage>;
}

/**
 * The answer to a batch once stored: a new passage is accepted, a replay of the same data is a
 * duplicate and of other data a conflict. The candidates of a plate the database refused even
 * alone are rejected as invalid_passage without a field (nothing of that plate was kept), and a
 * repeat inside the batch shares the fate of its first occurrence.
 */
export function judgeBatch(
  plan: BatchPlan,
  { inserted, stored }: StoredCandidates,
  refused: (passage: Passage) => boolean,
): PassageBatchResult {
  const rejected = [...plan.rejected];
  const rejectedFirsts = new Map<number, PassageRejectionCode>();
  let accepted = 0;
  let duplicates = 0;
  for (const { index, passage } of plan.candidates) {
    const { passageId } = passage;
    let code: PassageRejectionCode = 'passage_conflict';
    if (refused(passage)) {
      code = 'invalid_passage';
    } else if (inserted.has(passageId)) {
      accepted += 1;
      continue;
    } else {
      const row = stored.get(passageId);
      if (row && samePassage(row, passage)) {
        duplicates += 1;
        continue;
      }
    }
    rejectedFirsts.set(index, code);
    rejected.push({ index, passageId, code, field: null });
  }
  for (const repeat of plan.repeats) {
    const code = rejectedFirsts.get(repeat.firstIndex);
    if (code === undefined) duplicates += 1;
    else rejected.push({ index: repeat.index, passageId: repeat.passageId, code, field: null });
  }
  rejected.sort((a, b) => a.index - b.index);
  return { accepted, duplicates, rejected };
}

export function toPassage(valid: ValidPassage): Passage {
  return { ...valid, at: new Date(valid.at) };
}
