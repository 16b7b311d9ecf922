import { type ContentKind, type Language, routes } from '@portico/contract';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiData } from '../../../lib/use-api-data.ts';

/** The items of a kind, read again when the kind changes or on reload. */
export function useContentItems(kind: ContentKind) {
  return useApiData(
    useCallback(
      (language: Language, signal: AbortSignal) =>
        apiRequest(routes.contentItems, { language, signal, params: { kind } }),
      [kind],
    ),
  );
}
