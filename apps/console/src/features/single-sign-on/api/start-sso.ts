import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Where to send the browser to sign in at the provider (the server keeps the rest). */
export function startSso(language: Language) {
  return apiRequest(routes.staffSsoStart, { language });
}
