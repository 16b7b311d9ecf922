import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage, type Journey } from '@portico/contract';
import { readStoredJourneySet } from '../../features/journeys/utils/stored-journeys.ts';
import { prepaymentsPageQueryOptions } from '../../features/prepayment/api/get-prepayments-page.ts';
import { readStoredInProgressJourney } from '../../features/prepayment/utils/stored-in-progress.ts';

/** The ongoing trip to complete and the vehicle it is driven by (the stored lookup's). */
export interface InProgressLoaderData {
  journey: Journey;
  plate: string;
  countryCode: string;
}

/**
 * /{lang}/inprogress (spec 001: the prepayment screen for an in-progress trip). The guards let in
 * a visitor with a stored in-progress journey; its plate is the stored lookup's (the set the trip
 * row was in: a visitor's lookup, or the customer's plate stored when its trips were shown).
 * Without both the visitor goes home. The page data loads first, as for /prepayment.
 */
export function inProgressLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<InProgressLoaderData | Response> => {
    const lang = isLanguage(args.params.lang) ? args.params.lang : null;
    const journey = readStoredInProgressJourney();
    const journeySet = readStoredJourneySet();
    const inSet = journeySet?.journeys.some((candidate) => candidate.id === journey?.id) ?? false;
    if (!lang || !journey || !journeySet || !inSet) return replace(lang ? `/${lang}/` : '/');
    await queryClient.ensureQueryData(prepaymentsPageQueryOptions(lang));
    return { journey, plate: journeySet.plate, countryCode: journeySet.countryCode };
  };
}
