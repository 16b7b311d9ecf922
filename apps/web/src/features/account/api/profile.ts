import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type ProfileUpdateBody } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { clearToken } from '../../../lib/user-token.ts';

/** PATCH /users/me with profile fields: the answer replaces the cached profile. */
export function useUpdateProfile() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => apiRequest(routes.updateMe, { language, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}

/** PATCH /users/me with currentPassword and newPassword (spec 000 section 7). */
export function useChangeOwnPassword() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: Required<Pick<ProfileUpdateBody, 'currentPassword' | 'newPassword'>>) =>
      apiRequest(routes.updateMe, { language, body }),
  });
}

/** DELETE /users/me, then the token goes (spec 000 section 4: the caller goes home). */
export function useDeleteAccount() {
  const language = useLanguage();
  return useMutation({
    mutationFn: async () => {
      await apiRequest(routes.deleteMe, { language });
      clearToken();
    },
  });
}
