import { useMutation } from '@tanstack/react-query';
import { routes, type Language, type ResetPasswordBody } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

export interface PasswordReset {
  email: string;
  body: ResetPasswordBody;
}

/** PUT /public/users/{id}/passwords: the e-mailed code and the new password (every sign-in ends). */
export async function resetPassword(
  language: Language,
  { email, body }: PasswordReset,
): Promise<void> {
  await apiRequest<undefined>(routes.resetPassword, { language, params: { id: email }, body });
}

export function useResetPassword() {
  const language = useLanguage();
  return useMutation({ mutationFn: (reset: PasswordReset) => resetPassword(language, reset) });
}
