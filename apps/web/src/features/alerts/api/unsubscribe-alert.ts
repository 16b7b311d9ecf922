import { useMutation } from '@tanstack/react-query';
import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/**
 * POST /customers/unsubscribe: stops the alerts of every plate of the address. The answer is the
 * same whether or not the address was subscribed (nothing to learn about others' addresses).
 */
export async function unsubscribeAlert(language: Language, email: string): Promise<void> {
  await apiRequest<unknown>(routes.unsubscribeAlert, { language, body: { email } });
}

export function useUnsubscribeAlert() {
  const language = useLanguage();
  return useMutation({ mutationFn: (email: string) => unsubscribeAlert(language, email) });
}
