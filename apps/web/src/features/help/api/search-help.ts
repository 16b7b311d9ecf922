import { queryOptions } from '@tanstack/react-query';
import { routes, type HelpSearchResponse, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export function searchHelp(
  language: Language,
  q: string,
  signal?: AbortSignal,
): Promise<HelpSearchResponse> {
  return apiRequest(routes.faqSearch, { language, query: { q }, signal });
}

export function helpSearchQueryOptions(language: Language, q: string) {
  return queryOptions({
    queryKey: ['helpSearch', language, q],
    queryFn: ({ signal }) => searchHelp(language, q, signal),
    staleTime: 60_000,
  });
}
