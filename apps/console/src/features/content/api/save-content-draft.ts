import { type ContentDocument, type ContentKind, type Language, routes } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Saves the editor's document as a draft of the item (visitors see nothing of it). */
export function saveDraft(
  language: Language,
  kind: ContentKind,
  key: string,
  document: ContentDocument,
) {
  return apiRequest(routes.saveContentDraft, {
    language,
    params: { kind, key },
    body: { document },
  });
}
