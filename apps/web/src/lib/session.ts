import { useSyncExternalStore } from 'react';
import { readStored, removeStored, storageKeys } from './storage.ts';

export type AccountType = 'customer' | 'renter' | 'disconnected';

/** The stored token of spec 000 section 3 (key spiritUserToken). */
export interface StoredToken {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  expirationDate: string | number;
  accountType: AccountType;
}

const changeEvent = 'portico:session';

function expiryTime(expirationDate: unknown): number {
  if (typeof expirationDate === 'number') return expirationDate;
  if (typeof expirationDate === 'string') return Date.parse(expirationDate);
  return Number.NaN;
}

export function readToken(): StoredToken | null {
  const stored = readStored('local', storageKeys.userToken);
  if (typeof stored !== 'object' || stored === null) return null;
  const token = stored as Partial<StoredToken>;
  if (typeof token.accessToken !== 'string' || typeof token.refreshToken !== 'string') return null;
  if (token.accountType !== 'customer' && token.accountType !== 'renter') return null;
  return token as StoredToken;
}

/** Disconnected when no token is stored or it has expired (refreshing comes with the login issue). */
export function currentAccountType(now: number = Date.now()): AccountType {
  const token = readToken();
  if (!token) return 'disconnected';
  const expiresAt = expiryTime(token.expirationDate);
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return 'disconnected';
  return token.accountType;
}

export function clearToken(): void {
  removeStored('local', storageKeys.userToken);
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

export function useAccountType(): AccountType {
  // The server knows no stored token: it renders, and the browser hydrates, as disconnected.
  return useSyncExternalStore(
    subscribe,
    () => currentAccountType(),
    () => 'disconnected',
  );
}
