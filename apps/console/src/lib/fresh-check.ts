import { routes, type Language } from '@portico/contract';
import { apiRequest, isApiError } from './api-client.ts';
import { signWithPasskey } from './passkeys.ts';

/** The server's answer to a change made without a passkey check in the last five minutes. */
export function needsFreshCheck(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'fresh_check_required';
}

/** The person chose not to confirm: the change was not made. */
export class FreshCheckCancelledError extends Error {
  constructor() {
    super('fresh check cancelled');
    this.name = 'FreshCheckCancelledError';
  }
}

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
