import { type ContentKind, type Language, routes } from '@portico/contract';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiData } from '../../../lib/use-api-data.ts';

/** An item: what visitors see, the newest draft and the history. */
export function getContentItem(
  language: Language,
  kind: ContentKind,
  key: string,
  signal?: AbortSignal,
) {
  return apiRequest(routes.contentItem, { language, signal, params: { kind, key } });
}

/** The item named, read again when the name changes or on reload. */
export function useContentItem(kind: ContentKind, key: string) {
  return useApiData(
    useCallback(
      (language: Language, signal: AbortSignal) => getContentItem(language, kind, key, signal),
      [kind, key],
    ),
  );
}
