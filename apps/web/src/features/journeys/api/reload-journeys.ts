import { useMutation } from '@tanstack/react-query';
import { routes, type Journey, type JourneySet, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { readStored, storageKeys, writeStored } from '../../../lib/storage.ts';
import {
  readStoredJourneySet,
  readStoredSessionId,
  type StoredJourneySet,
} from '../utils/stored-journeys.ts';

/**
 * The stored plate's trips again, without a captcha: the lookup's sessionId reopens the same
 * plate (GET /detailedJourneys with sessionId in place of captchaToken).
 */
export function reloadJourneySet(
  language: Language,
  journeySet: Pick<StoredJourneySet, 'plate' | 'countryCode' | 'sessionId'>,
): Promise<JourneySet> {
  return apiRequest(routes.detailedJourneys, {
    language,
    query: {
      plate: journeySet.plate,
      country: journeySet.countryCode,
      sessionId: readStoredSessionId() ?? journeySet.sessionId,
    },
  });
}

const isPrepaid = (journey: Journey) => journey.status === 'PREPAYMENT';

/**
 * A set reloaded with the session replaces the stored one; what the lookup knew stays, and so do
 * the trips prepaid on this device (status PREPAYMENT), which only the browser keeps.
 */
export function storeReloadedJourneySet(
  journeySet: JourneySet,
  previous: Pick<StoredJourneySet, 'plateHasAccount'>,
): void {
  const prepaid = readStoredJourneySet()?.journeys.filter(isPrepaid) ?? [];
  writeStored('local', storageKeys.journeys, {
    ...journeySet,
    journeys: [...journeySet.journeys.filter((journey) => !isPrepaid(journey)), ...prepaid],
    plateHasAccount: previous.plateHasAccount,
  });
  writeStored('local', storageKeys.sessionId, journeySet.sessionId);
  noteFetchedSession(journeySet.sessionId);
}

/**
 * The sessions the server answered in this page's life: their stored sets are as fresh as the
 * trips screen needs (issue 26 item 12), so opening it again does not ask a second time.
 */
const fetchedSessions = new Set<string>();

export function noteFetchedSession(sessionId: string): void {
  fetchedSessions.add(sessionId);
}

/** A new page's life: nothing fetched yet (the tests start each file as one). */
export function forgetFetchedSessions(): void {
  fetchedSessions.clear();
}

/**
 * Whether the trips screen should ask the server again before it is trusted: it was opened from
 * storage (the page's first screen after a reload, a new tab, or back and forward: a POP
 * navigation), with a set this page's life has not fetched. Coming from the lookup form or a
 * reload, it is fresh.
 */
export function needsRefresh(navigation: 'POP' | 'PUSH' | 'REPLACE', sessionId: string): boolean {
  return navigation === 'POP' && !fetchedSessions.has(sessionId) && isPlateLookup();
}

/** The stored set came from a plate (not a case number): the plate's session reopens it. */
function isPlateLookup(): boolean {
  return readStored('local', storageKeys.isFromAvisOrCnp) !== true;
}

/** Reloads the set and stores it in place of the old one (and its fresh session). */
export function useReloadJourneys() {
  const language = useLanguage();
  return useMutation({
    mutationFn: async (journeySet: StoredJourneySet) => {
      const fresh = await reloadJourneySet(language, journeySet);
      storeReloadedJourneySet(fresh, journeySet);
      return fresh;
    },
  });
}
