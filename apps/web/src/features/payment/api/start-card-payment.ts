import { useMutation } from '@tanstack/react-query';
import { routes, type Language, type PspPaymentBody, type PspResponse } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** POST /payments/psp: the hosted payment page of the white-label's PSP, for a bank card. */
export function startCardPayment(language: Language, body: PspPaymentBody): Promise<PspResponse> {
  return apiRequest(routes.paymentPsp, { language, body });
}

export function useStartCardPayment() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: PspPaymentBody) => startCardPayment(language, body),
  });
}
