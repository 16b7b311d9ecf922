import type { SupportJourney } from '@portico/contract';
import { decodeDunningState } from '../journeys/dunning-codec.ts';
import { deadlineAt } from '../journeys/dunning.ts';
import type { JourneyRow } from '../journeys/repository.ts';
import type { DunningSettings } from '../journeys/settings.ts';

/** A trip as the console shows it after an action (and as the audit log keeps it). */
export function presentSupportJourney(
  row: JourneyRow,
  now: Date,
  settings: DunningSettings,
): SupportJourney {
  const state = row.dunning ? decodeDunningState(row.dunning) : null;
  const deadline = state ? deadlineAt(state, now, settings) : null;
  return {
    id: String(row.id),
    plate: row.plate,
    countryCode: row.countryCode,
    stage: state?.stage ?? null,
    deadline: deadline ? deadline.toISOString() : null,
    cancellation:
      row.cancelledAt && row.cancelReason !== null
        ? { at: row.cancelledAt.toISOString(), by: row.cancelledBy, reason: row.cancelReason }
        : null,
  };
}
