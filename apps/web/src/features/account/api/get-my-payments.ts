import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type AccountPaymentsResponse, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** A screen of payments: the account area shows this many at a time. */
export const myPaymentsPageSize = 10;

/** GET /users/me/payments: a page of the signed-in customer's payments, newest first. */
export function getMyPayments(
  language: Language,
  page: number,
  signal?: AbortSignal,
): Promise<AccountPaymentsResponse> {
  return apiRequest(routes.myPayments, {
    language,
    query: { page, pageSize: myPaymentsPageSize },
    signal,
  });
}

export function myPaymentsQueryOptions(language: Language, page: number) {
  return queryOptions({
    queryKey: ['my-payments', page],
    queryFn: ({ signal }) => getMyPayments(language, page, signal),
  });
}

/** The page stays on screen while the next one loads (no jump to a spinner between pages). */
export function useMyPayments(page: number) {
  return useQuery({
    ...myPaymentsQueryOptions(useLanguage(), page),
    placeholderData: keepPreviousData,
  });
}
