import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes, type Language, type RenterProfileUpdateBody } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET /renters/me: the signed-in renter, the company and the white-label's renter support address. */
export function renterProfileQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['renter-profile', language],
    queryFn: ({ signal }) => apiRequest(routes.renterMe, { language, signal }),
  });
}

export function useRenterProfile() {
  return useQuery(renterProfileQueryOptions(useLanguage()));
}

/** PATCH /renters/me: the user's own data or password; the answer replaces the cached profile. */
export function useUpdateRenterProfile() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RenterProfileUpdateBody) =>
      apiRequest(routes.updateRenterMe, { language, body }),
    onSuccess: (profile) => {
      if (profile) queryClient.setQueryData(renterProfileQueryOptions(language).queryKey, profile);
    },
  });
}
