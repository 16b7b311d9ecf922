import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** E-mails a paid payment's receipt again, to its own address or to `email`. */
export function resendReceipt(
  language: Language,
  paymentId: string,
  body: { reason: string; email?: string },
) {
  return apiRequest(routes.resendReceipt, { language, params: { paymentId }, body });
}
