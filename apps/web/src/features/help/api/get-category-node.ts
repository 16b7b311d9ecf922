import { routes, type ContentNode, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Where the assistant starts when opened from a help category ("Contattateci"). */
export function getCategoryNode(
  language: Language,
  categoryId: string,
  signal?: AbortSignal,
): Promise<ContentNode> {
  return apiRequest<ContentNode>(routes.faqCategorySmartform, {
    language,
    params: { id: categoryId },
    signal,
  });
}
