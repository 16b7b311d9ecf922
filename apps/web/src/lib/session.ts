import { useSyncExternalStore } from 'react';
import type { Language } from '@portico/contract';
import { accessTokenFor } from './api-client.ts';
import {
  accessTokenExpiring,
  readToken,
  refreshTokenUsable,
  subscribeToToken,
  type AccountType,
} from './user-token.ts';

export type { AccountType } from './user-token.ts';

/**
 * Spec 000 section 4, who the visitor is now, from the stored token alone: its account type while
 * its access token is valid or can still be refreshed; disconnected without a token, with an
 * invalid one, or when both of its tokens have expired.
 */
export function currentAccountType(now: number = Date.now()): AccountType {
  const token = readToken();
  if (!token) return 'disconnected';
  if (accessTokenExpiring(token, now) && !refreshTokenUsable(token, now)) return 'disconnected';
  return token.accountType;
}

/**
 * Who the visitor is once an expiring token has been refreshed (a failed refresh removes it):
 * what the guards decide on.
 */
export async function settledAccountType(language: Language): Promise<AccountType> {
  const token = await accessTokenFor(language);
  return token ? token.accountType : 'disconnected';
}

export interface Account {
  accountType: AccountType;
}

/**
 * The visitor's account type for a component, following sign-ins and sign-outs in this tab and
 * the others. The server knows no stored token: it renders, and the browser hydrates, as
 * disconnected; the stored type shows on the render after.
 */
export function useAccount(): Account {
  const accountType = useSyncExternalStore(
    subscribeToToken,
    () => currentAccountType(),
    (): AccountType => 'disconnected',
  );
  return { accountType };
}
