import { queryOptions } from '@tanstack/react-query';
import { routes, type FaqArticle, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** An accordion's extract, fetched when it opens. */
export function getFaqArticle(
  language: Language,
  id: string,
  signal?: AbortSignal,
): Promise<FaqArticle> {
  return apiRequest(routes.faqArticle, { language, params: { id }, signal });
}

export function faqArticleQueryOptions(language: Language, id: string) {
  return queryOptions({
    queryKey: ['faqArticle', language, id],
    queryFn: ({ signal }) => getFaqArticle(language, id, signal),
  });
}
