import { useMutation } from '@tanstack/react-query';
import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/**
 * POST /customers/unsubscribe/oneClick?token=: stops the alerts of every plate of the address the
 * token was signed for (the link of an alert e-mail or of the unsubscribe confirmation). No body.
 * Sent by the page's button, never on opening the link: mail scanners open links.
 */
export async function unsubscribeByToken(language: Language, token: string): Promise<void> {
  await apiRequest(routes.oneClickUnsubscribeAlert, { language, query: { token } });
}

export function useUnsubscribeByToken() {
  const language = useLanguage();
  return useMutation({ mutationFn: (token: string) => unsubscribeByToken(language, token) });
}
