import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Whether this console offers sign-in through the operator's identity provider, and its name. */
export function getSsoStatus(language: Language, signal?: AbortSignal) {
  return apiRequest(routes.staffSsoStatus, { language, signal });
}
