import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Faq, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export function getFaq(language: Language, signal?: AbortSignal): Promise<Faq> {
  return apiRequest<Faq>(routes.faq, { language, signal });
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
