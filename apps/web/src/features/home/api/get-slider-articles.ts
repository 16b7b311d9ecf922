import { queryOptions, useQueries } from '@tanstack/react-query';
import { routes, type Article, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export function getSliderArticle(
  language: Language,
  id: string,
  signal?: AbortSignal,
): Promise<Article> {
  return apiRequest(routes.article, { language, params: { id }, signal });
}

/** Same key as the article page's query, so an article read in the slider is cached for its page. */
export function sliderArticleQueryOptions(language: Language, id: string) {
  return queryOptions({
    queryKey: ['article', language, id],
    queryFn: ({ signal }) => getSliderArticle(language, id, signal),
  });
}

/** The slider block's articles, one GET /articles/:id each, in the home page's order. */
export function useSliderArticles(ids: readonly string[]) {
  const language = useLanguage();
  return useQueries({
    queries: ids.map((id) => sliderArticleQueryOptions(language, id)),
    combine: (results) => ({
      articles: results.flatMap((result) => (result.data ? [result.data] : [])),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
