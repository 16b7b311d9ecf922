import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes, type Language, type PaymentSession } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import type { PaymentBasket } from '../utils/payment-basket.ts';

/**
 * POST /payments/journeys or /payments/allJourneys with the lookup's session: the server prices
 * the basket and answers the payment session the page shows and pays.
 */
export function createPaymentSession(
  language: Language,
  basket: PaymentBasket,
  signal?: AbortSignal,
): Promise<PaymentSession> {
  const route = basket.call === 'journeys' ? routes.payJourneys : routes.payAllJourneys;
  return apiRequest(route, {
    language,
    query: { sessionId: basket.lookupSessionId ?? undefined },
    body: basket.body,
    signal,
  });
}

/**
 * A query, so one visit creates one session (mounts share it); it is forgotten as soon as the
 * page is left, so a later visit asks for a fresh one, and never created again on its own.
 */
export function paymentSessionQueryOptions(language: Language, basket: PaymentBasket) {
  return queryOptions({
    queryKey: ['payment-session', basket],
    queryFn: ({ signal }) => createPaymentSession(language, basket, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

export function usePaymentSession(basket: PaymentBasket) {
  return useQuery(paymentSessionQueryOptions(useLanguage(), basket));
}
