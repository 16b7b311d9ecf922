import { useMutation } from '@tanstack/react-query';
import {
  routes,
  type Language,
  type PaymentStatusResponse,
  type PrivateCardPaymentBody,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** POST /payments/privateCards: a fleet card pays at once; the answer says how it went. */
export function payWithPrivateCard(
  language: Language,
  body: PrivateCardPaymentBody,
): Promise<PaymentStatusResponse> {
  return apiRequest(routes.paymentPrivateCards, { language, body });
}

export function usePayWithPrivateCard() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: PrivateCardPaymentBody) => payWithPrivateCard(language, body),
  });
}
