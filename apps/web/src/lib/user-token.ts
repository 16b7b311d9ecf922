import type { SignedInAccountType, TokenResponse } from '@portico/contract';
import { jwtExpiry } from './jwt-expiry.ts';
import { isRecord, readStored, removeStored, storageKeys, writeStored } from './storage.ts';

export type { AccountType, SignedInAccountType, TokenResponse } from '@portico/contract';

/**
 * The token as stored under spiritUserToken (spec 000 section 3): the contract's Token answer
 * (expiresIn in seconds), when it expires and whose it is.
 */
export interface StoredToken extends TokenResponse {
  /** ISO instant (older copies: ms since the epoch) the access token expires at. */
  expirationDate: string | number;
  accountType: SignedInAccountType;
}

/** Dispatched on this tab's window when it changes the token (other tabs get `storage`). */
export const tokenChangeEvent = 'portico:user-token';

function expiryTime(expirationDate: unknown): number {
  if (typeof expirationDate === 'number') return expirationDate;
  if (typeof expirationDate === 'string') return Date.parse(expirationDate);
  return Number.NaN;
}

/** The stored token, or null when none is stored or it is not one (then it counts as none). */
export function readToken(): StoredToken | null {
  const stored = readStored('local', storageKeys.userToken);
  if (!isRecord(stored)) return null;
  const { accessToken, refreshToken, expiresIn, expirationDate, accountType } = stored;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  if (typeof refreshToken !== 'string' || refreshToken === '') return null;
  if (accountType !== 'customer' && accountType !== 'renter') return null;
  if (!Number.isFinite(expiryTime(expirationDate))) return null;
  return {
    accessToken,
    refreshToken,
    expiresIn: typeof expiresIn === 'number' ? expiresIn : 0,
    expirationDate: expirationDate as string | number,
    accountType,
  };
}

function announce(): void {
  try {
    window.dispatchEvent(new Event(tokenChangeEvent));
  } catch {
    // No window (server rendering): nobody to tell.
  }
}

/** Stores a token the API just answered, with when it expires and the account type it is for. */
export function storeToken(
  response: TokenResponse,
  accountType: SignedInAccountType,
  now: number = Date.now(),
): StoredToken {
  const token: StoredToken = {
    accessToken: response.accessToken,
    refreshToken: response.refreshToken,
    expiresIn: response.expiresIn,
    expirationDate: new Date(now + response.expiresIn * 1000).toISOString(),
    accountType,
  };
  writeStored('local', storageKeys.userToken, token);
  announce();
  return token;
}

/** Signs the visitor out of this tab and, through the `storage` event, of the others. */
export function clearToken(): void {
  // Nothing stored, nothing to say: the guards follow every announced change.
  if (readStored('local', storageKeys.userToken) === null) return;
  removeStored('local', storageKeys.userToken);
  announce();
}

/**
 * The access token is refreshed this long before it expires, so a call never leaves with a token
 * that expires on its way (clocks of browser and server also differ a little).
 */
export const refreshMarginMs = 30_000;

export function accessTokenExpiring(token: StoredToken, now: number = Date.now()): boolean {
  return expiryTime(token.expirationDate) - refreshMarginMs <= now;
}

/**
 * Spec 000 section 4: the refresh token is valid only if its expiry claim is in the future. A
 * refresh token without a readable claim (an opaque one) is left to the server to judge.
 */
export function refreshTokenUsable(token: StoredToken, now: number = Date.now()): boolean {
  const expiry = jwtExpiry(token.refreshToken);
  return expiry === null || expiry > now;
}

/** Calls back when the token changes in this tab or another one. */
export function subscribeToToken(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared its whole storage.
    if (event.key === null || event.key === storageKeys.userToken) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(tokenChangeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(tokenChangeEvent, onChange);
  };
}
