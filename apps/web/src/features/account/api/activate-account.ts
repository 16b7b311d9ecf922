import { useMutation } from '@tanstack/react-query';
import { routes, type ActivationBody, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export interface Activation {
  /** The account's id, or its e-mail address. */
  account: string;
  code: string;
}

/** POST /public/users/{id}/activate: activates the account with its e-mailed code and signs it in. */
export function activateAccount(language: Language, { account, code }: Activation) {
  return apiRequest(routes.activateUser, {
    language,
    params: { id: account },
    body: { code } satisfies ActivationBody,
  });
}

export function useActivateAccount() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (activation: Activation) => activateAccount(language, activation),
  });
}
