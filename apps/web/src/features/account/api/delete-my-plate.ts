import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type Language, type RegisteredPlateList } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { myPlatesQueryKey } from './get-my-plates.ts';

/** DELETE /users/me/plates/{id}: removes the vehicle; answers the remaining list. */
export function deleteMyPlate(language: Language, id: number): Promise<RegisteredPlateList> {
  return apiRequest(routes.deleteMyPlate, {
    language,
    params: { id: String(id) },
  });
}

export function useDeleteMyPlate() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMyPlate(language, id),
    onSuccess: (plates) => queryClient.setQueryData(myPlatesQueryKey, plates),
  });
}
