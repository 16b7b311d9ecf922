import { routes, type Language, type PasskeyAssertion } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Opens a session with the passkey's signature. */
export function signIn(language: Language, credential: PasskeyAssertion) {
  return apiRequest(routes.staffSignIn, { language, body: { credential } });
}
