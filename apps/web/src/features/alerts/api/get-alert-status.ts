import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  routes,
  type AlertStatusQuery,
  type AlertStatusResponse,
  type Language,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET /customers: the plate's alert status for the address typed (spec 001 section 4). */
export function getAlertStatus(
  language: Language,
  query: AlertStatusQuery,
  signal?: AbortSignal,
): Promise<AlertStatusResponse> {
  return apiRequest(routes.alertStatus, {
    language,
    query: { ...query },
    signal,
  });
}

/** Asked afresh at each subscription: another address may have taken the plate meanwhile. */
export function alertStatusQueryOptions(language: Language, query: AlertStatusQuery) {
  return queryOptions({
    queryKey: ['alert-status', language, query.countryCode, query.plate, query.email],
    queryFn: ({ signal }) => getAlertStatus(language, query, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The status, fetched when the form is sent (not while typing). */
export function useFetchAlertStatus() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useCallback(
    (query: AlertStatusQuery) => queryClient.fetchQuery(alertStatusQueryOptions(language, query)),
    [queryClient, language],
  );
}
