import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  routes,
  type Language,
  type RegisteredPlateList,
  type UpdatePlateBody,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { myPlatesQueryKey } from './get-my-plates.ts';

export interface PlateUpdate {
  id: number;
  body: UpdatePlateBody;
}

/** PATCH /users/me/plates/{id}: the vehicle's "Notifica Info transito" toggle; answers the list. */
export function updateMyPlate(
  language: Language,
  { id, body }: PlateUpdate,
): Promise<RegisteredPlateList> {
  return apiRequest(routes.updateMyPlate, {
    language,
    params: { id: String(id) },
    body,
  });
}

export function useUpdateMyPlate() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PlateUpdate) => updateMyPlate(language, update),
    onSuccess: (plates) => queryClient.setQueryData(myPlatesQueryKey, plates),
  });
}
