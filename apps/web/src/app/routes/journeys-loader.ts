import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage } from '@portico/contract';
import { journeysPageQueryOptions } from '../../features/journeys/api/get-journeys-page.ts';
import {
  hasValidPaymentNotice,
  readStoredJourneySet,
  type StoredJourneySet,
} from '../../features/journeys/utils/stored-journeys.ts';

/**
 * /{lang}/journeys: "The journeys page needs stored journeys. Otherwise the user goes to /
 * (history replaced)." The set is parsed with the contract's schema; an invalid one counts as none.
 */
export function journeysLoader({ params }: LoaderFunctionArgs): StoredJourneySet | Response {
  const lang = isLanguage(params.lang) ? params.lang : null;
  const journeySet = readStoredJourneySet();
  if (!lang || !journeySet) return replace(lang ? `/${lang}/` : '/');
  return journeySet;
}

/**
 * /{lang}/travels and /{lang}/paymentNotice (spec 001 section 6): a disconnected visitor needs a
 * valid payment notice flag and stored journeys; otherwise home, history replaced. The page data
 * is loaded first (a failed call gives the defaults).
 */
export function travelsLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<StoredJourneySet | Response> => {
    const lang = isLanguage(params.lang) ? params.lang : null;
    const journeySet = readStoredJourneySet();
    if (!lang || !journeySet || !hasValidPaymentNotice()) {
      return replace(lang ? `/${lang}/` : '/');
    }
    await queryClient.ensureQueryData(journeysPageQueryOptions(lang));
    return journeySet;
  };
}
