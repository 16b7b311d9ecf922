import type { Database } from '../../db/database.ts';
import { recordSolutions } from './repository.ts';

/** One solution waiting to be recorded, and who waits for the answer. */
interface PendingSolution {
  signature: string;
  expiresAt: Date;
  settle: (recorded: boolean) => void;
  fail: (error: unknown) => void;
}

/** Records used solutions; answers false for one already recorded (a replay). */
export interface SolutionLedger {
  record(signature: string, expiresAt: Date): Promise<boolean>;
}

/**
 * The single-use record of captcha solutions, group-committed: the solutions that arrive while a
 * write is in flight go together in the next one (one statement, one commit). Under load a
 * lookup's captcha then costs a share of a commit instead of a commit of its own; the benchmark
 * showed the one-commit-per-lookup write as the lookups' main cost. Still atomic per solution:
 * the primary key decides, and a signature sent twice in one group counts once.
 */
export function createSolutionLedger(db: Database): SolutionLedger {
  let queue: PendingSolution[] = [];
  let writing = false;

  async function flush(): Promise<void> {
    writing = true;
    while (queue.length > 0) {
      const group = queue;
      queue = [];
      try {
        const recorded = await recordSolutions(db, group);
        const answered = new Set<string>();
        for (const pending of group) {
          // The first of a signature gets the database's answer, any repeat in the group is a replay.
          const first = !answered.has(pending.signature);
          answered.add(pending.signature);
          pending.settle(first && recorded.has(pending.signature));
        }
      } catch (error) {
        for (const pending of group) pending.fail(error);
      }
    }
    writing = false;
  }

  return {
    record(signature, expiresAt) {
      return new Promise<boolean>((settle, fail) => {
        queue.push({ signature, expiresAt, settle, fail });
        // Either a write is running (its loop takes this one next) or start one on the next turn,
        // so the solutions of requests parsed in the same turn share it.
        if (!writing) {
          writing = true;
          setImmediate(() => void flush());
        }
      });
    },
  };
}
