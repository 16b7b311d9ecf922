import { useMutation } from '@tanstack/react-query';
import { routes, type CredentialsBody, type Language, type TokenResponse } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export interface SignIn {
  credentials: Required<CredentialsBody>;
  captchaToken: string;
}

/** POST /public/users/token: the customer's tokens for an e-mail and password, with the captcha. */
export function signIn(language: Language, { credentials, captchaToken }: SignIn) {
  return apiRequest<TokenResponse>(routes.userToken, {
    language,
    query: { captchaToken },
    body: credentials,
  });
}

export function useSignIn() {
  const language = useLanguage();
  return useMutation({ mutationFn: (request: SignIn) => signIn(language, request) });
}
