import { routes, singletonContentKey, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Publishes a revision: the newest draft, or an earlier one (a revert). */
export function publishHomeRevision(language: Language, revisionId: string) {
  return apiRequest(routes.publishContent, {
    language,
    params: { kind: 'home', key: singletonContentKey },
    body: { revisionId },
  });
}
