import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage } from '@portico/contract';
import { readStoredJourneySet } from '../../features/journeys/utils/stored-journeys.ts';
import { prepaymentsPageQueryOptions } from '../../features/prepayment/api/get-prepayments-page.ts';

/** The vehicle the trips are prepaid for: the stored plate lookup's. */
export interface PrepaymentLoaderData {
  plate: string;
  countryCode: string;
}

/**
 * /{lang}/prepayment: the guards let a visitor with a stored plate form in (spec 000); the trips
 * are added to that plate's stored lookup, so without one the visitor goes home. The page data
 * loads first (spec: "page data ... loaded first").
 */
export function prepaymentLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<PrepaymentLoaderData | Response> => {
    const lang = isLanguage(args.params.lang) ? args.params.lang : null;
    const journeySet = readStoredJourneySet();
    if (!lang || !journeySet) return replace(lang ? `/${lang}/` : '/');
    await queryClient.ensureQueryData(prepaymentsPageQueryOptions(lang));
    return { plate: journeySet.plate, countryCode: journeySet.countryCode };
  };
}
