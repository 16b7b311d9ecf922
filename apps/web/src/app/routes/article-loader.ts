import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isArticleId, isLanguage } from '@portico/contract';
import { articleQueryOptions } from '../../features/articles/api/get-article.ts';
import { isApiError } from '../../lib/api-client.ts';

/** /:lang/:articleId: loads the article first; an unknown or invalid id goes home. */
export function articleLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const { lang, articleId } = params;
    if (!isLanguage(lang)) return null;
    const home = `/${lang}/`;
    if (!isArticleId(articleId)) {
      return redirect(home);
    }
    try {
      await queryClient.ensureQueryData(articleQueryOptions(lang, articleId));
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400))
        return redirect(home);
      throw error;
    }
    return null;
  };
}
