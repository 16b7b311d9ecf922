import { useMutation } from '@tanstack/react-query';
import {
  routes,
  type Language,
  type SubscribeAlertBody,
  type SubscribeAlertResponse,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export interface AlertSubscription {
  body: SubscribeAlertBody;
  /** The solved captcha: spent by the call, whatever its answer. */
  captchaToken: string;
}

/**
 * POST /customers: subscribes the address to the plate's passage e-mails. A new address gets a
 * confirmation e-mail (CONFIRMATION_SENT); one already receiving them needs nothing more.
 */
export function subscribeAlert(
  language: Language,
  { body, captchaToken }: AlertSubscription,
): Promise<SubscribeAlertResponse> {
  return apiRequest(routes.subscribeAlert, {
    language,
    query: { captchaToken },
    body,
  });
}

export function useSubscribeAlert() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (subscription: AlertSubscription) => subscribeAlert(language, subscription),
  });
}
