import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Faq, type Language } from '@portico/contract';
import { apiRequest } from './api-client.ts';
import { useLanguage } from './language.ts';

/** The help centre's cover and tiles: read by the home's help block and by the help pages. */
export function getFaq(language: Language, signal?: AbortSignal): Promise<Faq> {
  return apiRequest(routes.faq, { language, signal });
}

export function faqQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['faq', language],
    queryFn: ({ signal }) => getFaq(language, signal),
  });
}

export function useFaq() {
  return useQuery(faqQueryOptions(useLanguage()));
}
