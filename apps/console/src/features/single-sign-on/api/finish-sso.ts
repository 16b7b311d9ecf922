import { routes, type Language, type StaffSsoCallbackBody } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Carries the provider's answer to the server, which opens the session. */
export function finishSso(language: Language, body: StaffSsoCallbackBody) {
  return apiRequest(routes.staffSsoCallback, { language, body });
}
