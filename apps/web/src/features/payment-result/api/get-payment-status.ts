import { queryOptions } from '@tanstack/react-query';
import { routes, type Language, type PaymentStatusResponse } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /payments/{id}: where the payment stands, and what the result pages show of it. */
export function getPaymentStatus(
  language: Language,
  id: string,
  signal?: AbortSignal,
): Promise<PaymentStatusResponse> {
  return apiRequest(routes.paymentStatus, {
    language,
    params: { id },
    signal,
  });
}

/** A status changes until the PSP has answered: whoever needs it fresh asks with staleTime 0. */
export function paymentStatusQueryOptions(language: Language, id: string) {
  return queryOptions({
    queryKey: ['payment-status', id, language],
    queryFn: ({ signal }) => getPaymentStatus(language, id, signal),
  });
}
