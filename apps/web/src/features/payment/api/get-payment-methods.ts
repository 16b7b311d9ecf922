import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Language, type PaymentMethod } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET /payments/methods: the white-label's methods, their texts in the page's language. */
export function getPaymentMethods(
  language: Language,
  signal?: AbortSignal,
): Promise<PaymentMethod[]> {
  return apiRequest(routes.paymentMethods, { language, signal });
}

export function paymentMethodsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['payment-methods', language],
    queryFn: ({ signal }) => getPaymentMethods(language, signal),
  });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions(useLanguage()));
}
