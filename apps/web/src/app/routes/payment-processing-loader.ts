import { replace, type LoaderFunctionArgs } from 'react-router';
import { isLanguage } from '@portico/contract';
import { storePaymentSession } from '../../features/payment-result/utils/payment-session.ts';

export interface PaymentProcessingData {
  sessionId: string;
}

/**
 * /{lang}/payment/processing?sessionId=: where the PSP sends the browser back. Without a session
 * id, home (history replaced); with one, it becomes the stored payment session of the result pages.
 */
export function paymentProcessingLoader({
  params,
  request,
}: LoaderFunctionArgs): PaymentProcessingData | Response {
  const lang = isLanguage(params.lang) ? params.lang : null;
  const sessionId = new URL(request.url).searchParams.get('sessionId')?.trim();
  if (!lang || !sessionId) return replace(lang ? `/${lang}/` : '/');
  storePaymentSession(sessionId);
  return { sessionId };
}
