import { routes, type Language } from '@portico/contract';
import { apiRequest } from './api-client.ts';
import { FreshCheckOtherPersonError } from './fresh-check.ts';
import { signWithPasskey } from '@portico/passkeys-browser/ceremonies';

/**
 * A fresh check is a new passkey sign-in: the server sets a new session cookie whose check is
 * now. The sign-in page's calls are the same routes; they are called here again because shared
 * code may not import a feature. Any passkey of the site may answer, so a device holding two
 * people's passkeys could sign in the other one: then the change is not retried (it would be
 * made in their name) and the page says so.
 */
export async function checkPasskeyAgain(language: Language): Promise<void> {
  const before = await apiRequest(routes.staffSession, { language });
  const options = await apiRequest(routes.staffSignInOptions, { language });
  const credential = await signWithPasskey(options);
  const after = await apiRequest(routes.staffSignIn, { language, body: { credential } });
  if (after.id !== before.id) throw new FreshCheckOtherPersonError();
}
