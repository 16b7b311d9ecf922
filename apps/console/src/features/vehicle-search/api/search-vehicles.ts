import { useCallback } from 'react';
import { routes, type Language, type VehicleSearchResponse } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import type { VehicleQuery } from '../utils/vehicle-query.ts';

/** The vehicles the search box's text names (at most 20; `more` says others matched). */
export function searchVehicles(language: Language, query: VehicleQuery, signal?: AbortSignal) {
  return apiRequest(routes.vehicleSearch, {
    language,
    query: query.country ? { q: query.q, country: query.country } : { q: query.q },
    signal,
  });
}

/** An answer and the query it answers: the page tells a stale answer from the current one. */
export interface SearchAnswer {
  key: string;
  answer: VehicleSearchResponse | null;
}

/**
 * The search of the page's address: nothing is asked for an empty box; `loading` while the
 * answer shown is not yet the current query's.
 */
export function useVehicleSearch(query: VehicleQuery) {
  const key = `${query.q}\u0000${query.country}`;
  const fetcher = useCallback(
    async (language: Language, signal: AbortSignal): Promise<SearchAnswer> => ({
      key,
      answer: query.q ? await searchVehicles(language, query, signal) : null,
    }),
    // The key is the query: the fetcher changes when, and only when, the query does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const { data, error } = useApiData(fetcher);
  const current = data?.key === key;
  return {
    answer: current ? data.answer : null,
    loading: !current && !error,
    error,
  };
}
