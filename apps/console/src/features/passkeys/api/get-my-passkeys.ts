import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiData } from '../../../lib/use-api-data.ts';

/** The signed-in person's own passkeys. */
export function getMyPasskeys(language: Language, signal?: AbortSignal) {
  return apiRequest(routes.myStaffPasskeys, { language, signal });
}

export function useMyPasskeys() {
  return useApiData(getMyPasskeys);
}
