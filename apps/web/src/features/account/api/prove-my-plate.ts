import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  routes,
  type Language,
  type ProveMyPlateBody,
  type RegisteredPlateList,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { myPlatesQueryKey } from './get-my-plates.ts';

export interface PlateProof {
  id: number;
  body: ProveMyPlateBody;
}

/**
 * POST /users/me/plates/{id}/proof (issue 24 item 6): a receipt number of a payment for the
 * vehicle, or none (the server looks for one of the account's payments); answers the list, the
 * vehicle now proven.
 */
export function proveMyPlate(
  language: Language,
  { id, body }: PlateProof,
): Promise<RegisteredPlateList> {
  return apiRequest(routes.proveMyPlate, {
    language,
    params: { id: String(id) },
    body,
  });
}

export function useProveMyPlate() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: PlateProof) => proveMyPlate(language, proof),
    onSuccess: (plates) => queryClient.setQueryData(myPlatesQueryKey, plates),
  });
}
