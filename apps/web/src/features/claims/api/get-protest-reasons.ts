import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  routes,
  type Language,
  type ProtestReasonsResponse,
  type ProtestType,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET /protests/reasons?type=... (spec 000 section 7): the reasons of one claim type. */
export function getProtestReasons(
  language: Language,
  type: ProtestType,
  signal?: AbortSignal,
): Promise<ProtestReasonsResponse> {
  return apiRequest(routes.protestReasons, {
    language,
    query: { type },
    signal,
  });
}

export function protestReasonsQueryOptions(language: Language, type: ProtestType) {
  return queryOptions({
    queryKey: ['protest-reasons', language, type],
    queryFn: ({ signal }) => getProtestReasons(language, type, signal),
    // The operator's list changes rarely: one fetch a visit.
    staleTime: Infinity,
  });
}

export function useProtestReasons(type: ProtestType) {
  return useQuery(protestReasonsQueryOptions(useLanguage(), type));
}
