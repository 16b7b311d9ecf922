import { type ContentKind, type Language, routes } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Publishes a revision of an item: its newest draft, or an earlier one (a revert). */
export function publishRevision(
  language: Language,
  kind: ContentKind,
  key: string,
  revisionId: string,
) {
  return apiRequest(routes.publishContent, {
    language,
    params: { kind, key },
    body: { revisionId },
  });
}
