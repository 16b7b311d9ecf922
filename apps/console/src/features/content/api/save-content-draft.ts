import { routes, singletonContentKey, type HomeContent, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Saves the editor's document as a draft (visitors see nothing of it). */
export function saveHomeDraft(language: Language, document: HomeContent) {
  return apiRequest(routes.saveContentDraft, {
    language,
    params: { kind: 'home', key: singletonContentKey },
    body: { document },
  });
}
