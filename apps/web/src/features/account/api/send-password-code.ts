import { useMutation } from '@tanstack/react-query';
import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useAudience, type Audience } from '../utils/audience.ts';

export interface PasswordCodeRequest {
  email: string;
  captchaToken: string;
}

/**
 * POST /public/users/{id}/passwords/codes with the captcha: e-mails a password-reset code. The
 * answer is the same whether or not the address has an account.
 */
export async function sendPasswordCode(
  language: Language,
  { email, captchaToken }: PasswordCodeRequest,
  audience: Audience = 'customer',
): Promise<void> {
  const route = audience === 'renter' ? routes.sendRenterPasswordCode : routes.sendPasswordCode;
  await apiRequest(route, {
    language,
    params: { id: email },
    query: { captchaToken },
  });
}

export function useSendPasswordCode() {
  const language = useLanguage();
  const audience = useAudience();
  return useMutation({
    mutationFn: (request: PasswordCodeRequest) => sendPasswordCode(language, request, audience),
  });
}
