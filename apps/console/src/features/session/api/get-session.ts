import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The signed-in person, their roles and the actions they may do; 401 when signed out. */
export function getSession(language: Language, signal?: AbortSignal) {
  return apiRequest(routes.staffSession, { language, signal });
}
