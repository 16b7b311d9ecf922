import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Removes a person's lost passkey (never their last one: 409 last_passkey). */
export function removeMemberPasskey(language: Language, memberId: string, passkeyId: string) {
  return apiRequest(routes.removeStaffMemberPasskey, {
    language,
    params: { memberId, passkeyId },
  });
}
