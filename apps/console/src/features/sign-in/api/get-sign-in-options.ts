import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The options of navigator.credentials.get(): any passkey of this site, no name typed. */
export function getSignInOptions(language: Language) {
  return apiRequest(routes.staffSignInOptions, { language });
}
