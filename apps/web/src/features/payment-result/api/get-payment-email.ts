import { queryOptions } from '@tanstack/react-query';
import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /payments/{id}/email: the address the payment was made with, to prefill the receipt form. */
export async function getPaymentEmail(
  language: Language,
  id: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const { email } = await apiRequest(routes.paymentEmail, {
    language,
    params: { id },
    signal,
  });
  return email;
}

export function paymentEmailQueryOptions(language: Language, id: string) {
  return queryOptions({
    queryKey: ['payment-email', id, language],
    queryFn: ({ signal }) => getPaymentEmail(language, id, signal),
  });
}
