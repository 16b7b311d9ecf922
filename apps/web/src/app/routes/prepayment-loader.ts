import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage } from '@portico/contract';
import { readStoredJourneySet } from '../../features/journeys/utils/stored-journeys.ts';
import { prepaymentsPageQueryOptions } from '../../features/prepayment/api/get-prepayments-page.ts';
import { loadCar } from './load-car.ts';

/** The vehicle the trips are prepaid for: the stored plate lookup's. */
export interface PrepaymentLoaderData {
  plate: string;
  countryCode: string;
}

/**
 * /{lang}/prepayment: the guards let a visitor with a stored plate form in (spec 000); the trips
 * are added to that plate's stored lookup, so without one the visitor goes home. The page data
 * and the car load first (spec: "car, page data and user data are loaded first"): a French
 * plate's registry energy decides its electric rate, which the form then says.
 */
export function prepaymentLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<PrepaymentLoaderData | Response> => {
    const lang = isLanguage(args.params.lang) ? args.params.lang : null;
    const journeySet = readStoredJourneySet();
    if (!lang || !journeySet) return replace(lang ? `/${lang}/` : '/');
    const { plate, countryCode } = journeySet;
    await Promise.all([
      queryClient.ensureQueryData(prepaymentsPageQueryOptions(lang)),
      loadCar(queryClient, lang, plate, countryCode),
    ]);
    return { plate, countryCode };
  };
}
