import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Ends the session; the server removes the cookie. */
export function signOut(language: Language) {
  return apiRequest(routes.staffSignOut, { language });
}
