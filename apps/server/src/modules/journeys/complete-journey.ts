import type { ErrorCode } from '@portico/contract';
import type { BuiltJourney } from './builder.ts';
import type { Direction } from './passage.ts';
import type { RoadGantry, RoadLayout } from './road-layout.ts';
import { gantryIndex, gatesOf } from './road-layout.ts';

/** Why a declared exit cannot complete the journey; the API answers false_in_progress_journey. */
export class JourneyCompletionError extends Error {
  override name = 'JourneyCompletionError';
  readonly code: ErrorCode = 'false_in_progress_journey';

  constructor(
    readonly reason: 'not_in_progress' | 'unknown_gate' | 'behind_last_gantry',
    readonly journeyKey: string,
  ) {
    super(`cannot complete journey ${journeyKey}: ${reason.replaceAll('_', ' ')}`);
  }
}

export interface CompletedByDeclaration extends BuiltJourney {
  declaredExitGate: string;
  /** Gantries between the last one crossed and the declared exit, not crossed yet, in order. */
  expectedGantries: readonly string[];
}

/**
 * The spec's "complete the trip" (inprogress screen): the driver of an ongoing journey declares
 * the (normalised) gate where they leave, to pay now. The exit must lie in the direction of travel,
 * at or after the gate that follows the last gantry crossed. The gantries still ahead of the
 * vehicle up to that exit become billable too: the driver pays the whole trip declared, and the
 * caller matches their passages to this journey when they arrive.
 */
export function completeJourney(
  journey: BuiltJourney,
  declaredExitGate: string,
  road: RoadLayout,
): CompletedByDeclaration {
  if (journey.status !== 'EN_COURS') {
    throw new JourneyCompletionError('not_in_progress', journey.key);
  }
  const exit = gatesOf(road).indexOf(declaredExitGate);
  if (exit < 0) throw new JourneyCompletionError('unknown_gate', journey.key);
  const lastCrossed = journey.gantries[journey.gantries.length - 1];
  if (lastCrossed === undefined) throw new RangeError('a journey has at least one gantry');
  const last = gantryIndex(road, lastCrossed);

  const ahead = gantriesAhead(road, journey.direction, last, exit);
  if (!ahead) throw new JourneyCompletionError('behind_last_gantry', journey.key);

  const expectedGantries = ahead.map((gantry) => gantry.code);
  return {
    ...journey,
    outGate: declaredExitGate,
    status: 'TERMINE',
    completed: true,
    billableGantries: [...journey.billableGantries, ...expectedGantries],
    declaredExitGate,
    expectedGantries,
  };
}

/**
 * The gantries from the last one crossed (index `last`) to the exit gate (index `exit`), or null
 * when the exit is behind the vehicle. Gate i lies between gantries i - 1 and i (see gatesOf), so
 * eastbound the gate after gantry `last` is `last + 1`, westbound it is `last`.
 */
function gantriesAhead(
  road: RoadLayout,
  direction: Direction,
  last: number,
  exit: number,
): RoadGantry[] | null {
  if (direction === 'east') return exit > last ? road.gantries.slice(last + 1, exit) : null;
  return exit <= last ? road.gantries.slice(exit, last).reverse() : null;
}
