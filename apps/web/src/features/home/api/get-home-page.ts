import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type HomePage, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export function getHomePage(language: Language, signal?: AbortSignal): Promise<HomePage> {
  return apiRequest(routes.homePage, { language, signal });
}

export function homePageQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['home-page', language],
    queryFn: ({ signal }) => getHomePage(language, signal),
  });
}

export function useHomePage() {
  return useQuery(homePageQueryOptions(useLanguage()));
}
