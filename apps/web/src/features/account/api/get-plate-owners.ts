import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  routes,
  type Language,
  type PlateOwnersQuery,
  type PlateOwnersResponse,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET /public/users/plates/owners: the accounts that registered the plate, masked. */
export function getPlateOwners(
  language: Language,
  query: PlateOwnersQuery,
  signal?: AbortSignal,
): Promise<PlateOwnersResponse> {
  return apiRequest(routes.plateOwners, {
    language,
    query: { ...query },
    signal,
  });
}

/** Asked afresh before each addition: someone may have registered the plate meanwhile. */
export function plateOwnersQueryOptions(language: Language, query: PlateOwnersQuery) {
  return queryOptions({
    queryKey: ['plate-owners', query.countryCode, query.numberPlate],
    queryFn: ({ signal }) => getPlateOwners(language, query, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The owners, fetched when the add-vehicle form is confirmed. */
export function useFetchPlateOwners() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useCallback(
    (query: PlateOwnersQuery) => queryClient.fetchQuery(plateOwnersQueryOptions(language, query)),
    [queryClient, language],
  );
}
