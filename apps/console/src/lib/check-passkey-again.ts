import { routes, type Language } from '@portico/contract';
import { apiRequest } from './api-client.ts';
import { signWithPasskey } from './passkeys.ts';

/**
 * A fresh check is a new passkey sign-in: the server sets a new session cookie whose check is
 * now. The sign-in page's calls are the same routes; they are called here again because shared
 * code may not import a feature.
 */
export async function checkPasskeyAgain(language: Language): Promise<void> {
  const options = await apiRequest(routes.staffSignInOptions, { language });
  const credential = await signWithPasskey(options);
  await apiRequest(routes.staffSignIn, { language, body: { credential } });
}
