import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type JourneysPage, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/**
 * What the trips lists use when the page data cannot load: prepayment allowed, no contest link
 * (it needs the operator's consent), the A79's 72 hours.
 */
export const defaultJourneysPage: JourneysPage = {
  primoPassantText: null,
  canAddPrepayment: true,
  canContestJourney: false,
  paymentPeriod: 72,
  articleList: [],
  backgroundPicture: null,
};

/** GET /whitelabels/journeys/toPay/page (spec 001 "Trips lists"); a failed call gives the defaults. */
export async function getJourneysPage(
  language: Language,
  signal?: AbortSignal,
): Promise<JourneysPage> {
  try {
    return await apiRequest(routes.journeysToPayPage, { language, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return defaultJourneysPage;
  }
}

export function journeysPageQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['journeys-to-pay-page', language],
    queryFn: ({ signal }) => getJourneysPage(language, signal),
  });
}

export function useJourneysPage() {
  return useQuery(journeysPageQueryOptions(useLanguage()));
}
