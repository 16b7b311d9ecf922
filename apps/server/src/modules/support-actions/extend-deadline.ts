import type { SupportJourney } from '@portico/contract';
import { AppError } from '../../shared/app-error.ts';
import { decodeDunningState, encodeDunningState } from '../journeys/dunning-codec.ts';
import { deadlineAt, type DunningState, indemnityAt } from '../journeys/dunning.ts';
import { nextCheckAt } from '../journeys/dunning-schedule.ts';
import type { StaffActor } from '../staff/guard.ts';
import { checkExtension } from './domain.ts';
import { changeJourney } from './journey-change.ts';
import type { SupportActionsDeps } from './support-context.ts';

/**
 * Moves a trip's deadline to `until` (issue 28 item 7; the rule is domain.ts checkExtension's):
 * the time granted joins the state's pauses, the dunning schedule (next_transition_at) and the
 * indemnity follow, and the driver's lookups show the new deadline (they compute it from the
 * state). One transaction with its audit event, locked as a rebuild locks: plate, then row.
 */
export function extendDeadline(
  deps: SupportActionsDeps,
  actor: StaffActor,
  journeyId: number,
  { until, reason }: { until: Date; reason: string },
): Promise<SupportJourney> {
  return changeJourney(deps, actor, journeyId, 'deadlines.extend', reason, (row, now, settings) => {
    const state = row.dunning ? decodeDunningState(row.dunning) : null;
    const current = state ? deadlineAt(state, now, settings) : null;
    const check = checkExtension(state, current, until, now);
    if (!check.ok)
      throw new AppError(check.code === 'deadline_not_extendable' ? 409 : 400, check.code);
    const extended: DunningState = {
      ...check.state,
      suspendedMs: check.state.suspendedMs + check.grantedMs,
    };
    return {
      dunning: encodeDunningState(extended),
      indemnityCents: indemnityAt(extended, now, settings),
      nextTransitionAt: nextCheckAt(extended, now, settings),
    };
  });
}
