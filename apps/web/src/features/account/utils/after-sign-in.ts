import type { TokenResponse } from '@portico/contract';
import { storeToken } from '../../../lib/user-token.ts';

/**
 * Where a customer goes once signed in (sign-in or activation). The spec's place is
 * account/profile, which has no page yet: home until it has (then 'account/profile').
 */
export const signedInPath = '';

/** Keeps the token a sign-in or an activation answered, as a customer's (spec 000 section 3). */
export function keepCustomerToken(token: TokenResponse): void {
  storeToken(token, 'customer');
}
