import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiData } from '../../../lib/use-api-data.ts';

/**
 * The people to filter the log by: the staff list (the audit log's readers are admins, who may
 * read it). Called here, not imported from the staff feature: features stay apart.
 */
export function getAuditPeople(language: Language, signal?: AbortSignal) {
  return apiRequest(routes.staffMembers, { language, signal });
}

export function useAuditPeople() {
  return useApiData(getAuditPeople);
}
