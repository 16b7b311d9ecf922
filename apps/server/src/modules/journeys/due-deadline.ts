import type { StoredDunningState } from '../../db/schema/journeys.ts';

/**
 * The end of a due journey's time to pay as its driver is told it: the built deadline (last
 * passage + the payment window) pushed back by the time granted since (answered claims' pauses,
 * a support agent's extension), which is what the dunning job waits for (next_transition_at).
 * Other stages, and rows without a state, keep the built deadline.
 */
export function dueDeadlineOf(journey: {
  deadline: Date;
  dunning: StoredDunningState | null;
}): Date {
  if (journey.dunning?.stage !== 'due') return journey.deadline;
  const granted = journey.dunning.suspendedMs;
  return typeof granted === 'number' && granted > 0
    ? new Date(journey.deadline.getTime() + granted)
    : journey.deadline;
}
