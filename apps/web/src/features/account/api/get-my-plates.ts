import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Language, type RegisteredPlateList } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET /users/me/plates: the signed-in customer's vehicles, in the order they were added. */
export function getMyPlates(
  language: Language,
  signal?: AbortSignal,
): Promise<RegisteredPlateList> {
  return apiRequest(routes.myPlates, { language, signal });
}

/** One list whatever the language: the answers of add, update and delete replace it. */
export const myPlatesQueryKey = ['my-plates'] as const;

export function myPlatesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: myPlatesQueryKey,
    queryFn: ({ signal }) => getMyPlates(language, signal),
  });
}

export function useMyPlates() {
  return useQuery(myPlatesQueryOptions(useLanguage()));
}
