import { routes, type Language } from '@portico/contract';
import { apiRequest } from './api-client.ts';
import { clearToken, readToken } from './user-token.ts';

/**
 * Spec 000 section 4: logout tries the server call (the customers' or the renters' by the
 * token's type) and in all cases drops the token; a failure is ignored. The caller then goes to
 * "/"; the other tabs follow through the storage event.
 */
export async function signOut(language: Language): Promise<void> {
  const token = readToken();
  if (!token) return;
  try {
    await apiRequest(token.accountType === 'renter' ? routes.renterLogout : routes.logout, {
      language,
    });
  } catch {
    // Ignored: the visitor is signed out here whatever the server says.
  } finally {
    clearToken();
  }
}
