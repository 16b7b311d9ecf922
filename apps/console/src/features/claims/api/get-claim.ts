import { useCallback } from 'react';
import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiData } from '../../../lib/use-api-data.ts';

export function getClaim(language: Language, reference: string, signal?: AbortSignal) {
  return apiRequest(routes.claimCase, { language, params: { reference }, signal });
}

/** One claim for its page, read again after the decision. */
export function useClaim(reference: string) {
  const fetcher = useCallback(
    (language: Language, signal: AbortSignal) => getClaim(language, reference, signal),
    [reference],
  );
  return useApiData(fetcher);
}
