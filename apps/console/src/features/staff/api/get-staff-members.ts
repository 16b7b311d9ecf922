import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiData } from '../../../lib/use-api-data.ts';

/** The white-label's people, by name, with their passkeys. */
export function getStaffMembers(language: Language, signal?: AbortSignal) {
  return apiRequest(routes.staffMembers, { language, signal });
}

export function useStaffMembers() {
  return useApiData(getStaffMembers);
}
