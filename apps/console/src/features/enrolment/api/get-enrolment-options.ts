import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The options of navigator.credentials.create() for the person the link invites. */
export function getEnrolmentOptions(language: Language, token: string) {
  return apiRequest(routes.staffEnrolmentOptions, { language, body: { token } });
}
