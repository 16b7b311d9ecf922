/**
 * Publications of one item take turns in this process, first come first served, before they take
 * a database connection: a publication waiting here holds nothing (no connection, no
 * transaction), and one that stops waiting (its wait is over, or its client hung up) leaves the
 * queue at once, its place passing to the one behind it. Across instances the advisory lock in
 * the transaction still decides; this only keeps the waiting off the database.
 */
export interface ItemTurns {
  /**
   * Resolves when the item is this caller's, with the function that gives it back (safe to call
   * more than once); rejects with the signal's reason if it aborts first, having taken nothing.
   */
  take(item: string, signal: AbortSignal): Promise<() => void>;
  /** Callers holding or waiting for the item now (tests). */
  queued(item: string): number;
}

export function createItemTurns(): ItemTurns {
  const tails = new Map<string, { done: Promise<void>; count: number }>();

  return {
    take(item, signal) {
      const queue = tails.get(item) ?? { done: Promise.resolve(), count: 0 };
      const before = queue.done;
      let giveBack = () => {};
      const mine = new Promise<void>((resolve) => {
        giveBack = resolve;
      });
      // The next caller waits for this one and, if it leaves early, still for the one before it.
      queue.done = before.then(() => mine);
      queue.count += 1;
      tails.set(item, queue);
      let given = false;
      const release = () => {
        if (given) return;
        given = true;
        giveBack();
        queue.count -= 1;
        if (queue.count === 0 && tails.get(item) === queue) tails.delete(item);
      };
      return new Promise((resolve, reject) => {
        const leave = () => {
          release();
          reject(signal.reason);
        };
        if (signal.aborted) {
          leave();
          return;
        }
        signal.addEventListener('abort', leave, { once: true });
        void before.then(() => {
          if (given) return;
          signal.removeEventListener('abort', leave);
          resolve(release);
        });
      });
    },
    queued: (item) => tails.get(item)?.count ?? 0,
  };
}
