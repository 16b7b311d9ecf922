import { isJourneySet } from '@portico/contract';
import { readStored, storageKeys } from '../../../lib/storage.ts';

/** The stored plate lookup whose session reopens its plate without a captcha. */
export interface StoredLookupSession {
  plate: string;
  countryCode: string;
  sessionId: string;
  plateHasAccount: boolean;
}

/** The stored lookup (spec keys `journeys` and `sessionId`), or null when there is none. */
export function storedLookupSession(): StoredLookupSession | null {
  const set = readStored('local', storageKeys.journeys);
  if (!isJourneySet(set)) return null;
  const sessionId = readStored('local', storageKeys.sessionId);
  const { plateHasAccount } = set as { plateHasAccount?: unknown };
  return {
    plate: set.plate,
    countryCode: set.countryCode,
    sessionId: typeof sessionId === 'string' && sessionId !== '' ? sessionId : set.sessionId,
    plateHasAccount: plateHasAccount === true,
  };
}

/** Nothing to subscribe to: the form reads the stored lookup once hydrated. */
export const noStorageEvents = () => () => undefined;
