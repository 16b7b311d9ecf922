import type { Database } from '../../db/database.ts';
import { isDataError, isRetryableConflict } from '../../db/data-errors.ts';
import { isolateFailures } from '../../shared/isolate-failures.ts';
import {
  lockPlates,
  type PlateRef,
  plateKey,
  type Queryable,
  tryLockPlates,
} from './repository.ts';

/** Work on some plates inside a transaction that holds their rebuild locks. */
export type LockedPlatesWork<T> = (tx: Queryable, plates: readonly PlateRef[]) => Promise<T>;

export interface LockedPlatesOutcome<T> {
  /** What the work answered, once per committed transaction. */
  done: T[];
  /** Plates whose work the database refused on their data, even alone: rolled back. */
  failed: { plate: PlateRef; error: unknown }[];
}

/** A deadlock between two batches' row locks is detected by PostgreSQL: run the loser again. */
const conflictAttempts = 3;

/**
 * Runs `work` on these plates (unique) in transactions holding their rebuild locks. First, without
 * waiting, on the plates no other transaction holds: concurrent batches share a few plates, and
 * waiting for one while holding hundreds made every batch wait for the whole of another (a convoy
 * that halved ingestion on PostgreSQL). Then, in a second transaction, on the few that were busy,
 * waiting for them (locks taken in one order before any write: no deadlock between these).
 *
 * When the database refuses a transaction for the data it writes (a value a column cannot hold, a
 * broken constraint), its plates are retried by halves, each half in its own transaction, down to
 * the plate at fault: the work of the other plates still commits. Other errors are thrown.
 */
export async function runOnLockedPlates<T>(
  db: Database,
  whitelabelId: number,
  plates: readonly PlateRef[],
  work: LockedPlatesWork<T>,
): Promise<LockedPlatesOutcome<T>> {
  const outcome: LockedPlatesOutcome<T> = { done: [], failed: [] };
  if (plates.length === 0) return outcome;
  let waitFor: readonly PlateRef[];
  try {
    const first = await transaction(db, async (tx) => {
      const locked = await tryLockPlates(tx, whitelabelId, plates);
      return { locked, result: locked.length > 0 ? await work(tx, locked) : undefined };
    });
    if (first.result !== undefined) outcome.done.push(first.result);
    const lockedKeys = new Set(first.locked.map(plateKey));
    waitFor = plates.filter((ref) => !lockedKeys.has(plateKey(ref)));
  } catch (error) {
    if (!isDataError(error)) throw error;
    waitFor = plates;
  }
  const isolated = await isolateFailures(
    waitFor,
    (part) =>
      transaction(db, async (tx) => {
        await lockPlates(tx, whitelabelId, part);
        return work(tx, part);
      }),
    isDataError,
  );
  outcome.done.push(...isolated.results);
  outcome.failed.push(...isolated.failed.map(({ item, error }) => ({ plate: item, error })));
  return outcome;
}

async function transaction<R>(db: Database, body: (tx: Queryable) => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(body);
    } catch (error) {
      if (attempt >= conflictAttempts || !isRetryableConflict(error)) throw error;
    }
  }
}
