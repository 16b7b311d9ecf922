import { routes, singletonContentKey, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiData } from '../../../lib/use-api-data.ts';

/** The home item: what visitors see, the newest draft and the history. */
export function getHomeContent(language: Language, signal?: AbortSignal) {
  return apiRequest(routes.contentItem, {
    language,
    signal,
    params: { kind: 'home', key: singletonContentKey },
  });
}

export function useHomeContent() {
  return useApiData(getHomeContent);
}
