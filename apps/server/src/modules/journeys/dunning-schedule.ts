import { addParisDays } from '@portico/contract';
import type { DunningState } from './dunning.ts';
import { isOpen } from './dunning.ts';
import type { DunningSettings } from './settings.ts';

/**
 * When the dunning job must look at a journey in this state again, or null when no clock runs:
 * the payment deadline while due; for a notice or finding the end of the reduced indemnity (so
 * the stored indemnity moves to the full one on time) while `now` is before it, then the OMP date.
 * Claim pauses already answered push every date back; an open claim stops the clock (the answer
 * sets the next date). Imported, OMP, paid and cancelled states never move by time.
 */
export function nextCheckAt(
  state: DunningState,
  now: Date,
  settings: DunningSettings,
): Date | null {
  if (!isOpen(state) || state.claimOpenedAt) return null;
  const later = (instant: Date) => new Date(instant.getTime() + state.suspendedMs);
  switch (state.stage) {
    case 'due':
      return later(state.deadline);
    case 'notice':
    case 'infraction': {
      const from = state.stage === 'notice' ? state.noticeDate : state.findingDate;
      if (state.paymentLimit !== 'PRIMO_DESIGNATED') {
        const reducedEnd = later(addParisDays(from, settings.reducedIndemnityDays));
        if (now < reducedEnd) return reducedEnd;
      }
      return later(addParisDays(from, settings.ompAfterDays));
    }
    case 'imported':
      return null;
  }
}
