import { queryOptions } from '@tanstack/react-query';
import { routes, type FaqCategory, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

export function getFaqCategory(
  language: Language,
  id: string,
  signal?: AbortSignal,
): Promise<FaqCategory> {
  return apiRequest(routes.faqCategory, { language, params: { id }, signal });
}

export function faqCategoryQueryOptions(language: Language, id: string) {
  return queryOptions({
    queryKey: ['faqCategory', language, id],
    queryFn: ({ signal }) => getFaqCategory(language, id, signal),
  });
}
