import { useMutation } from '@tanstack/react-query';
import { routes, type Language, type RegistrationBody } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export interface Registration {
  body: RegistrationBody;
  captchaToken: string;
}

/** POST /public/users: creates the account and e-mails its activation code; answers its id. */
export function registerAccount(language: Language, { body, captchaToken }: Registration) {
  return apiRequest(routes.register, {
    language,
    query: { captchaToken },
    body,
  });
}

export function useRegisterAccount() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (registration: Registration) => registerAccount(language, registration),
  });
}
