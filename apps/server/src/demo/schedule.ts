import { addParisDays, type importedCaseSchema, type PassageInput } from '@portico/contract';
import type { z } from 'zod';
import { a79Gantries } from '../db/seed/demo-road.ts';
import type { JourneySettings } from '../modules/journeys/settings.ts';
import { type DemoPlate, type DemoTrip, storedPlate } from './plates.ts';
import { lastPassageAt } from './timeline.ts';

/**
 * The demo plates' history as the events that made it, in time order: the roadside sending each
 * trip, a driver paying or filing a claim, and the background jobs' rounds at the moments the
 * ladder moves (deadline, day 60) and at `now`. Replaying them with the real services and jobs
 * reaches each state by the real rules. Pure: nothing here touches the database.
 */

/** A case as the back office sends it to POST /cases. */
export type ImportedCaseInput = z.input<typeof importedCaseSchema>;

const minute = 60_000;
/** Between two gantries (about 15 km at motorway speed). */
const gantryGapMinutes = 9;

export type DemoEvent =
  | { kind: 'ingest'; at: Date; passages: PassageInput[] }
  | { kind: 'cases'; at: Date; cases: ImportedCaseInput[] }
  | { kind: 'pay' | 'claim'; at: Date; plate: string; countryCode: string; firstPassageId: string }
  | { kind: 'jobs'; at: Date };

const eventOrder: Record<DemoEvent['kind'], number> = {
  ingest: 0,
  cases: 1,
  pay: 2,
  claim: 3,
  jobs: 4,
};

const roadOrder = a79Gantries.map((gantry) => gantry.code);

function roadIndex(code: string): number {
  const index = roadOrder.indexOf(code);
  if (index < 0) throw new Error(`demo trip on an unknown gantry ${code}`);
  return index;
}

/** The gantries from `from` to `to` in the order of travel, and the direction that makes. */
export function tripRoute(trip: Pick<DemoTrip, 'from' | 'to'>): {
  gantries: string[];
  direction: 'east' | 'west';
} {
  const from = roadIndex(trip.from);
  const to = roadIndex(trip.to);
  if (from <= to) return { gantries: roadOrder.slice(from, to + 1), direction: 'east' };
  return { gantries: roadOrder.slice(to, from + 1).reverse(), direction: 'west' };
}

/** The roadside's passages of one demo trip, ending at `last`. */
export function tripPassages(
  demo: Pick<DemoPlate, 'display' | 'countryCode'>,
  trip: DemoTrip,
  tripIndex: number,
  last: Date,
): PassageInput[] {
  const { gantries, direction } = tripRoute(trip);
  const plate = storedPlate(demo.display);
  return gantries.map((gantry, index) => ({
    // Stable ids: the seed deletes the demo plates' passages before sending them again.
    passageId: `demo-${plate}-${demo.countryCode}-${tripIndex}-${index}`,
    gantry,
    direction,
    plate: demo.display,
    countryCode: demo.countryCode,
    vehicleClass: trip.vehicleClass,
    emission: trip.emission,
    at: new Date(
      last.getTime() - (gantries.length - 1 - index) * gantryGapMinutes * minute,
    ).toISOString(),
    tagPaid: trip.tagPaid ?? false,
  }));
}

/** Every event of the demo plates up to `now`, sorted (at one instant: send, import, pay, jobs). */
export function demoEvents(
  plates: readonly DemoPlate[],
  now: Date,
  settings: JourneySettings,
): DemoEvent[] {
  const events: DemoEvent[] = [{ kind: 'jobs', at: now }];
  const jobsAt = (at: Date) => {
    if (at < now) events.push({ kind: 'jobs', at });
  };
  for (const demo of plates) {
    for (const demoCase of demo.cases ?? []) {
      const findingDate = addParisDays(now, -demoCase.findingDaysAgo);
      // The back office sends it on the finding's day; the ladder then moves a CNP on day 60.
      events.push({
        kind: 'cases',
        at: findingDate,
        cases: [
          {
            kind: demoCase.kind,
            caseNumber: demoCase.caseNumber,
            plate: demo.display,
            countryCode: demo.countryCode,
            date: addParisDays(now, -demoCase.tripDaysAgo).toISOString(),
            inGate: demoCase.inGate,
            outGate: demoCase.outGate,
            vehicleClass: demoCase.vehicleClass,
            caseDate: findingDate.toISOString(),
            indemnityCents: demoCase.indemnityCents ?? 0,
          },
        ],
      });
      jobsAt(addParisDays(findingDate, settings.ompAfterDays));
    }
    demo.trips.forEach((trip, tripIndex) => {
      const last = lastPassageAt(trip.end, now, settings.paymentWindowHours);
      const passages = tripPassages(demo, trip, tripIndex, last);
      events.push({ kind: 'ingest', at: last, passages });
      const first = passages[0];
      if (trip.paidAfterMinutes !== undefined && first) {
        const at = new Date(last.getTime() + trip.paidAfterMinutes * minute);
        if (at < now) {
          events.push({
            kind: 'pay',
            at,
            plate: storedPlate(demo.display),
            countryCode: demo.countryCode,
            firstPassageId: first.passageId,
          });
        }
      }
      if (trip.claimAfterMinutes !== undefined && first) {
        const at = new Date(last.getTime() + trip.claimAfterMinutes * minute);
        if (at < now) {
          events.push({
            kind: 'claim',
            at,
            plate: storedPlate(demo.display),
            countryCode: demo.countryCode,
            firstPassageId: first.passageId,
          });
        }
      }
      // Rounds where a date is fixed: the notice is dated at the deadline, the OMP on day 60.
      // The rest (completing a quiet trip, the indemnity of day 15) only needs a later round,
      // and the one at `now` comes last: fewer rounds keep the seed fast.
      const deadline = new Date(last.getTime() + settings.paymentWindowHours * 60 * minute);
      jobsAt(deadline);
      jobsAt(addParisDays(deadline, settings.ompAfterDays));
    });
  }
  return mergeIngests(
    dedupeJobs(
      events.sort(
        (a, b) => a.at.getTime() - b.at.getTime() || eventOrder[a.kind] - eventOrder[b.kind],
      ),
    ),
  );
}

/**
 * Trips sent one after the other with no job round or payment between them go in one batch at
 * the last one's time, as a roadside catching up would send them: the journeys come out the
 * same (a quiet trip is completed by the rebuild instead of a later round) and seeding is faster.
 */
function mergeIngests(events: readonly DemoEvent[]): DemoEvent[] {
  const merged: DemoEvent[] = [];
  for (const event of events) {
    const previous = merged.at(-1);
    if (event.kind === 'ingest' && previous?.kind === 'ingest') {
      merged[merged.length - 1] = {
        kind: 'ingest',
        at: event.at,
        passages: [...previous.passages, ...event.passages],
      };
    } else {
      merged.push(event);
    }
  }
  return merged;
}

/** One jobs round per instant is enough: a second one at the same clock finds nothing to do. */
function dedupeJobs(events: DemoEvent[]): DemoEvent[] {
  return events.filter(
    (event, index) =>
      event.kind !== 'jobs' ||
      !events.some(
        (other, before) =>
          before < index && other.kind === 'jobs' && other.at.getTime() === event.at.getTime(),
      ),
  );
}
