import { isDatabaseUnavailable } from '../../plugins/database-unavailable.ts';
import type { VehicleTrips } from './trip-rows.ts';
import type { ReadTrips, TripRead } from './trips-statement.ts';

/** A read waiting for its group's statement, and who waits for its answer. */
interface PendingRead {
  read: TripRead;
  settle: (trips: VehicleTrips) => void;
  fail: (error: unknown) => void;
}

export interface TripReaderOptions {
  /** Statements in flight at once: the rest of the pool is left to the other requests. */
  maxInFlight?: number;
  /** Reads per statement at most. */
  maxGroup?: number;
}

/**
 * The lookups' trips, group-read: the reads that arrive while the statements in flight run go
 * together in the next one (one statement, one round trip), like the captcha ledger's writes.
 * Under load a lookup then costs a share of a statement: in the benchmark's profile each
 * statement cost the server ~50 us in the socket write alone, more than the bare floor's whole
 * request, and PostgreSQL its per-statement work. An idle server reads a lone lookup at once (on
 * the next turn of the event loop). A group the database refuses is read again one by one, so
 * one read it cannot answer fails alone; a database that is unavailable fails the whole group at
 * once (each read would get the same 503), instead of being sent every read again.
 */
export function createTripReader(
  readTrips: ReadTrips,
  { maxInFlight = 4, maxGroup = 100 }: TripReaderOptions = {},
): (read: TripRead) => Promise<VehicleTrips> {
  let queue: PendingRead[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule(): void {
    if (scheduled || queue.length === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    // On the next turn, so the reads of requests parsed in this one share the statement.
    setImmediate(flush);
  }

  function flush(): void {
    scheduled = false;
    while (queue.length > 0 && inFlight < maxInFlight) {
      const group = queue.slice(0, maxGroup);
      queue = queue.slice(group.length);
      inFlight += 1;
      void readGroup(group).finally(() => {
        inFlight -= 1;
        schedule();
      });
    }
  }

  async function readGroup(group: readonly PendingRead[]): Promise<void> {
    try {
      const answers = await readTrips(group.map((pending) => pending.read));
      group.forEach((pending, index) => {
        const answer = answers[index];
        if (answer) pending.settle(answer);
        else pending.fail(new Error('the trips statement left a read unanswered'));
      });
    } catch (error) {
      if (group.length === 1 || isDatabaseUnavailable(error)) {
        for (const pending of group) pending.fail(error);
        return;
      }
      await Promise.all(group.map((pending) => readGroup([pending])));
    }
  }

  return (read) =>
    new Promise<VehicleTrips>((settle, fail) => {
      queue.push({ read, settle, fail });
      schedule();
    });
}
