import { queryOptions } from '@tanstack/react-query';
import { routes, sortJourneys, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /authenticated/detailedJourneys (spec 001 section 6, "Customer (signed in): plates
 * loaded"): one journey set per registered plate, with the customer's bearer token (the API
 * client adds it) and no captcha. Each set's sessionId is its plate's, for /payments/journeys.
 * Small on purpose: the router's loader imports it, so it is part of every route's load.
 */
export const customerJourneysQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['customer-journeys', language],
    queryFn: async ({ signal }) => {
      const sets = await apiRequest(routes.authenticatedDetailedJourneys, { language, signal });
      return sets.map((set) => ({ ...set, journeys: sortJourneys(set.journeys) }));
    },
    // Trips fall due and get paid: each visit of /travels fetches them again (its loader), and
    // the page reads what the loader fetched (refetchOnMount off there).
    staleTime: 0,
  });
