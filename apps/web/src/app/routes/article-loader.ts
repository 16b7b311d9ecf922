import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isArticleId, isLanguage } from '@portico/contract';
import { articleQueryOptions } from '../../features/articles/api/get-article.ts';
import { isApiError } from '../../lib/api-client.ts';
import { notFound } from './not-found.ts';

/**
 * /:lang/:articleId: loads the article first; an unknown or invalid id (a stale link, a page the
 * portal does not have) is the not-found page, HTTP 404 (issue 26 item 16).
 */
export function articleLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const { lang, articleId } = params;
    if (!isLanguage(lang)) return null;
    if (!isArticleId(articleId)) notFound();
    try {
      await queryClient.ensureQueryData(articleQueryOptions(lang, articleId));
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
      throw error;
    }
    return null;
  };
}
