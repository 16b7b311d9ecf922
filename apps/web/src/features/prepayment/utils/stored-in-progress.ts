import { isJourney, type Journey } from '@portico/contract';
import { readStored, removeStored, storageKeys } from '../../../lib/storage.ts';

/**
 * The ongoing trip "Completa il viaggio" stored (spec key `inprogress/journey`); null when
 * missing, not a journey, or no longer ongoing with an id to complete it by.
 */
export function readStoredInProgressJourney(): Journey | null {
  const stored = readStored('local', storageKeys.inProgressJourney);
  if (!isJourney(stored)) return null;
  return stored.status === 'EN_COURS' && stored.inProgressId !== null ? stored : null;
}

/** Once completed the trip is no longer in progress: the screen has nothing left to offer. */
export function removeStoredInProgressJourney(): void {
  removeStored('local', storageKeys.inProgressJourney);
}
