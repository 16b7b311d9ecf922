import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { routes, type Article, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export function getArticle(language: Language, id: string, signal?: AbortSignal): Promise<Article> {
  return apiRequest(routes.article, { language, params: { id }, signal });
}

export function articleQueryOptions(language: Language, id: string) {
  return queryOptions({
    queryKey: ['article', language, id],
    queryFn: ({ signal }) => getArticle(language, id, signal),
  });
}

/** The route's loader has fetched the article already: this reads it from the cache. */
export function useArticle(id: string) {
  return useSuspenseQuery(articleQueryOptions(useLanguage(), id));
}
