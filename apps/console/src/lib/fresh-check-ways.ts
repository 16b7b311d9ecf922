import { routes, type Language } from '@portico/contract';
import { apiRequest } from './api-client.ts';

/** How the person may confirm who they are: a passkey, and/or their identity provider's name. */
export interface FreshCheckWays {
  passkey: boolean;
  /** The provider's name when the session came from it and single sign-on is still on. */
  provider: string | null;
}

/**
 * Asked when the fresh check's dialog opens (not taken from the shell's session: a passkey may
 * have been enrolled since). A person signed in by their identity provider with no passkey
 * confirms with the provider only (issue 28 items 2 and 3).
 */
export async function getFreshCheckWays(
  language: Language,
  signal?: AbortSignal,
): Promise<FreshCheckWays> {
  const session = await apiRequest(routes.staffSession, { language, signal });
  const passkey = session.freshCheckWays.includes('passkey');
  if (!session.freshCheckWays.includes('identityProvider')) return { passkey, provider: null };
  const status = await apiRequest(routes.staffSsoStatus, { language, signal });
  return { passkey, provider: status.enabled ? status.providerName : null };
}
