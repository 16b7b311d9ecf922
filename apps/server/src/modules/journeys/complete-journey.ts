import type { ErrorCode } from '@portico/contract';
import type { BuiltJourney } from './builder.ts';
import type { Direction } from './passage.ts';
import type { RoadGantry, RoadLayout } from './road-layout.ts';
import { gantryIndex, gatesOf } from './road-layout.ts';

/**
 * Why a declared exit cannot complete the journey: the API answers false_in_progress_journey when
 * the journey is not ongoing, in_progress_journey_not_allowed when the exit is not one it may take.
 */
export class JourneyCompletionError extends Error {
  override name = 'JourneyCompletionError';
  readonly code: ErrorCode;
  readonly reason: 'not_in_progress' | 'unknown_gate' | 'behind_last_gantry';
  readonly journeyKey: string;

  constructor(reason: JourneyCompletionError['reason'], journeyKey: string) {
    super(`cannot complete journey ${journeyKey}: ${reason.replaceAll('_', ' ')}`);
    this.reason = reason;
    this.journeyKey = journeyKey;
    this.code =
      reason === 'not_in_progress'
        ? 'false_in_progress_journey'
        : 'in_progress_journey_not_allowed';
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
  const ahead = gantriesToExit(road, journey, declaredExitGate);
  if (typeof ahead === 'string') throw new JourneyCompletionError(ahead, journey.key);

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
 * The gantries an ongoing journey (its direction and the gantries crossed so far) still crosses to
 * reach this normalised exit gate, in order; or why it cannot exit there.
 */
export function gantriesToExit(
  road: RoadLayout,
  journey: { direction: Direction; gantries: readonly string[] },
  exitGate: string,
): RoadGantry[] | 'unknown_gate' | 'behind_last_gantry' {
  const exit = gatesOf(road).indexOf(exitGate);
  if (exit < 0) return 'unknown_gate';
  const lastCrossed = journey.gantries[journey.gantries.length - 1];
  if (lastCrossed === undefined) throw new RangeError('a journey has at least one gantry');
  const last = gantryIndex(road, lastCrossed);
  return gantriesAhead(road, journey.direction, last, exit) ?? 'behind_last_gantry';
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

/**
 * A rebuilt journey with the exit its driver declared (journeys.declared_out_gate): completed there
 * whether the passages left it ongoing or completed it by silence, the gantries up to that exit
 * billable. Null when a passage contradicts the declaration, i.e. the vehicle crossed a gantry at
 * or past the declared exit: the passages win and the journey is priced on them alone.
 */
export function withDeclaredExit(
  journey: BuiltJourney,
  declaredExitGate: string,
  road: RoadLayout,
): CompletedByDeclaration | null {
  try {
    return completeJourney({ ...journey, status: 'EN_COURS' }, declaredExitGate, road);
  } catch (error) {
    if (error instanceof JourneyCompletionError) return null;
    throw error;
  }
}
