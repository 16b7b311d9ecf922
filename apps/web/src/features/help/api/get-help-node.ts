import { routes, type ContentNode, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** One of the assistant's nodes, with its children (and its form for an ACTION). */
export function getHelpNode(
  language: Language,
  id: string,
  signal?: AbortSignal,
): Promise<ContentNode> {
  return apiRequest(routes.smartform, { language, params: { id }, signal });
}
