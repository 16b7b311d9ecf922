import { useMutation } from '@tanstack/react-query';
import { routes, type JourneySet, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import {
  readStoredSessionId,
  storeReloadedJourneySet,
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
  return apiRequest<JourneySet>(routes.detailedJourneys, {
    language,
    query: {
      plate: journeySet.plate,
      country: journeySet.countryCode,
      sessionId: readStoredSessionId() ?? journeySet.sessionId,
    },
  });
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
