import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Refunds part or all of a payment (the finance desk's; the fresh passkey check's action). */
export function requestRefund(
  language: Language,
  paymentId: string,
  body: { amountCents: number; reason: string },
) {
  return apiRequest(routes.requestRefund, { language, params: { paymentId }, body });
}
