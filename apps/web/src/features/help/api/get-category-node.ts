import { queryOptions } from '@tanstack/react-query';
import { routes, type ContentNode, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Where the assistant starts when opened from a help category ("Contattateci"). */
export function getCategoryNode(
  language: Language,
  categoryId: string,
  signal?: AbortSignal,
): Promise<ContentNode> {
  return apiRequest(routes.faqCategorySmartform, {
    language,
    params: { id: categoryId },
    signal,
  });
}

export function categoryNodeQueryOptions(language: Language, categoryId: string) {
  return queryOptions({
    queryKey: ['categoryNode', language, categoryId],
    queryFn: ({ signal }) => getCategoryNode(language, categoryId, signal),
    // A category without an assistant answers 404: the assistant then starts at the top.
    retry: false,
  });
}
