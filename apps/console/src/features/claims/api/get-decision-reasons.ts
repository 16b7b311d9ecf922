import { useCallback } from 'react';
import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiData } from '../../../lib/use-api-data.ts';

export function getDecisionReasons(language: Language, reference: string, signal?: AbortSignal) {
  return apiRequest(routes.claimDecisionReasons, { language, params: { reference }, signal });
}

/**
 * The white-label's ready-made reasons for this claim's decision: labelled in the console's
 * language, their texts in the claimant's.
 */
export function useDecisionReasons(reference: string) {
  const fetcher = useCallback(
    (language: Language, signal: AbortSignal) => getDecisionReasons(language, reference, signal),
    [reference],
  );
  return useApiData(fetcher);
}
