import { useMutation } from '@tanstack/react-query';
import { routes, type CredentialsBody, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useAudience, type Audience } from '../utils/audience.ts';

export interface SignIn {
  credentials: Required<CredentialsBody>;
  captchaToken: string;
}

/**
 * POST /public/users/token (a renter: /public/renters/token): the account's tokens for an e-mail
 * and password, with the captcha.
 */
export function signIn(
  language: Language,
  { credentials, captchaToken }: SignIn,
  audience: Audience = 'customer',
) {
  return apiRequest(audience === 'renter' ? routes.renterToken : routes.userToken, {
    language,
    query: { captchaToken },
    body: credentials,
  });
}

export function useSignIn() {
  const language = useLanguage();
  const audience = useAudience();
  return useMutation({ mutationFn: (request: SignIn) => signIn(language, request, audience) });
}
