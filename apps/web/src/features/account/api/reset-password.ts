import { useMutation } from '@tanstack/react-query';
import { routes, type Language, type ResetPasswordBody } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { useAudience, type Audience } from '../utils/audience.ts';

export interface PasswordReset {
  email: string;
  body: ResetPasswordBody;
}

/** PUT /public/users/{id}/passwords: the e-mailed code and the new password (every sign-in ends). */
export async function resetPassword(
  language: Language,
  { email, body }: PasswordReset,
  audience: Audience = 'customer',
): Promise<void> {
  const route = audience === 'renter' ? routes.resetRenterPassword : routes.resetPassword;
  await apiRequest(route, { language, params: { id: email }, body });
}

export function useResetPassword() {
  const language = useLanguage();
  const audience = useAudience();
  return useMutation({
    mutationFn: (reset: PasswordReset) => resetPassword(language, reset, audience),
  });
}
