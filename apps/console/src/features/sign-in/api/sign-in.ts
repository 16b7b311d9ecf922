import { routes, type Language } from '@portico/contract';
import type { PasskeySignature } from '../../../lib/passkeys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Opens a session with the passkey's signature. */
export function signIn(language: Language, credential: PasskeySignature) {
  return apiRequest(routes.staffSignIn, { language, body: { credential } });
}
