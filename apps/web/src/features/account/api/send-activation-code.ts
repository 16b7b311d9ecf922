import { useMutation } from '@tanstack/react-query';
import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/**
 * POST /public/users/{id}/activationCodes: e-mails a new code (the previous one stops working).
 * The answer is the same whether or not the account waits for activation.
 */
export async function sendActivationCode(language: Language, account: string): Promise<void> {
  await apiRequest(routes.sendActivationCode, { language, params: { id: account } });
}

export function useSendActivationCode() {
  const language = useLanguage();
  return useMutation({ mutationFn: (account: string) => sendActivationCode(language, account) });
}
