import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Removes one of the person's own passkeys; never the last (409 last_passkey). */
export function removeMyPasskey(language: Language, passkeyId: string) {
  return apiRequest(routes.removeMyStaffPasskey, { language, params: { passkeyId } });
}
