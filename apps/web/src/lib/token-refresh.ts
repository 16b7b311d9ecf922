import {
  accessTokenExpiring,
  clearToken,
  readToken,
  refreshTokenUsable,
  storeToken,
  type StoredToken,
  type TokenResponse,
} from './user-token.ts';

/** The refresh call of the token's account type (customers' or renters'); throws when refused. */
export type RefreshCall = (token: StoredToken) => Promise<TokenResponse>;

let inFlight: Promise<StoredToken | null> | null = null;

/**
 * Tabs refresh one at a time (Web Locks, where the browser has them): a refresh token may be
 * single-use, and a second tab sending the one the first just spent would sign both out.
 */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request('portico-token-refresh', task);
}

async function refreshStoredToken(
  refresh: RefreshCall,
  now: () => number,
): Promise<StoredToken | null> {
  // Read again inside the lock: another tab may have refreshed or signed out meanwhile.
  const token = readToken();
  if (!token) return null;
  if (!accessTokenExpiring(token, now())) return token;
  if (!refreshTokenUsable(token, now())) {
    clearToken();
    return null;
  }
  try {
    return storeToken(await refresh(token), token.accountType, now());
  } catch {
    // Spec 000 section 4: a failed refresh makes the visitor disconnected, unless the token
    // was replaced meanwhile (signed in again elsewhere).
    if (readToken()?.refreshToken === token.refreshToken) clearToken();
    return null;
  }
}

/**
 * The stored token, refreshed first when its access token expires (or is about to): null when
 * the visitor is disconnected. Calls made at once share one refresh.
 */
export function freshToken(
  refresh: RefreshCall,
  now: () => number = Date.now,
): Promise<StoredToken | null> {
  const token = readToken();
  if (!token || !accessTokenExpiring(token, now())) return Promise.resolve(token);
  inFlight ??= oneTabAtATime(() => refreshStoredToken(refresh, now)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
