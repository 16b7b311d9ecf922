import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  routes,
  type AddPlateBody,
  type Language,
  type RegisteredPlateList,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { myPlatesQueryKey } from './get-my-plates.ts';

/** POST /users/me/plates: registers a vehicle; the answer is the whole list (201). */
export function addMyPlate(language: Language, body: AddPlateBody): Promise<RegisteredPlateList> {
  return apiRequest(routes.addMyPlate, { language, body });
}

export function useAddMyPlate() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPlateBody) => addMyPlate(language, body),
    onSuccess: (plates) => queryClient.setQueryData(myPlatesQueryKey, plates),
  });
}
