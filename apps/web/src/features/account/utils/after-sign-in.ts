import type { TokenResponse } from '@portico/contract';
import { storeToken } from '../../../lib/user-token.ts';

/** Where a customer goes once signed in (sign-in or activation): the profile (spec 000). */
export const signedInPath = 'account/profile';

/** Keeps the token a sign-in or an activation answered, as a customer's (spec 000 section 3). */
export function keepCustomerToken(token: TokenResponse): void {
  storeToken(token, 'customer');
}
