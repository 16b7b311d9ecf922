import { replace, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isLanguage, type Journey, type JourneySet, type Language } from '@portico/contract';
import { customerJourneysQueryOptions } from '../../features/journeys/api/get-customer-journeys.ts';
import {
  readStoredJourneySet,
  readStoredSessionId,
} from '../../features/journeys/utils/stored-journeys.ts';
import { prepaymentsPageQueryOptions } from '../../features/prepayment/api/get-prepayments-page.ts';
import { readStoredInProgressJourney } from '../../features/prepayment/utils/stored-in-progress.ts';
import { loadCar } from './load-car.ts';
import { currentAccountType } from '../../lib/session.ts';

/** The ongoing trip to complete, the vehicle it is driven by and the session naming it. */
export interface InProgressLoaderData {
  journey: Journey;
  plate: string;
  countryCode: string;
  sessionId: string;
  /** Where the trip was listed: the stored plate lookup, or a signed-in customer's plates. */
  source: 'lookup' | 'customer';
}

const holds = (set: Pick<JourneySet, 'journeys'>, journey: Journey) =>
  set.journeys.some((candidate) => candidate.id === journey.id);

/** A customer's trip is listed under one of their plates (GET /authenticated/detailedJourneys). */
async function customerSetOf(queryClient: QueryClient, language: Language, journey: Journey) {
  if (currentAccountType() !== 'customer') return null;
  const sets = await queryClient.fetchQuery(customerJourneysQueryOptions(language)).catch(() => []);
  return sets.find((set) => holds(set, journey)) ?? null;
}

/**
 * /{lang}/inprogress (spec 001: the prepayment screen for an in-progress trip). The guards let in
 * a visitor with a stored in-progress journey; its plate and session are those of the set it was
 * listed in: the stored plate lookup, else (a signed-in customer's /travels) the customer's plate.
 * Without one the visitor goes home. The page data and the car load first, as for /prepayment.
 */
export function inProgressLoader(queryClient: QueryClient) {
  return async (args: LoaderFunctionArgs): Promise<InProgressLoaderData | Response> => {
    const lang = isLanguage(args.params.lang) ? args.params.lang : null;
    const journey = readStoredInProgressJourney();
    if (!lang || !journey) return replace(lang ? `/${lang}/` : '/');
    const lookup = readStoredJourneySet();
    const fromLookup = lookup && holds(lookup, journey) ? lookup : null;
    const set = fromLookup ?? (await customerSetOf(queryClient, lang, journey));
    if (!set) return replace(`/${lang}/`);
    await Promise.all([
      queryClient.ensureQueryData(prepaymentsPageQueryOptions(lang)),
      loadCar(queryClient, lang, set.plate, set.countryCode),
    ]);
    return {
      journey,
      plate: set.plate,
      countryCode: set.countryCode,
      sessionId: (fromLookup ? readStoredSessionId() : null) ?? set.sessionId,
      source: fromLookup ? 'lookup' : 'customer',
    };
  };
}
