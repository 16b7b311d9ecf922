import { useMutation } from '@tanstack/react-query';
import { routes, type ConfirmAlertResponse, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/**
 * POST /customers/confirmations: the token of the confirmation e-mail's link. Sent by the page's
 * button, never on opening the link: mail scanners open links, and must not confirm.
 */
export function confirmAlert(language: Language, token: string): Promise<ConfirmAlertResponse> {
  return apiRequest(routes.confirmAlert, { language, body: { token } });
}

export function useConfirmAlert() {
  const language = useLanguage();
  return useMutation({ mutationFn: (token: string) => confirmAlert(language, token) });
}
