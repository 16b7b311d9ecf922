import { useMutation } from '@tanstack/react-query';
import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/**
 * POST /customers/unsubscribe: asks for the alerts of every plate of the address to stop. Issue
 * 24: nothing stops yet; an address that receives alerts is sent a link to confirm it, so nobody
 * else can switch them off. The answer is the same whether or not the address receives any.
 */
export async function unsubscribeAlert(language: Language, email: string): Promise<void> {
  await apiRequest(routes.unsubscribeAlert, { language, body: { email } });
}

export function useUnsubscribeAlert() {
  const language = useLanguage();
  return useMutation({ mutationFn: (email: string) => unsubscribeAlert(language, email) });
}
