import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Footer, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export function getFooter(language: Language, signal?: AbortSignal): Promise<Footer> {
  return apiRequest(routes.footer, { language, signal });
}

export function footerQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['footer', language],
    queryFn: ({ signal }) => getFooter(language, signal),
  });
}

export function useFooter() {
  return useQuery(footerQueryOptions(useLanguage()));
}
