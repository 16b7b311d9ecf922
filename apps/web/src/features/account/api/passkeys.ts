import {
  routes,
  type AccountPasskey,
  type AccountPasskeys,
  type Language,
  type RouteBody,
  type TokenResponse,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Audience } from '../utils/audience.ts';

/** A new passkey and a passkey's signature, as the account calls take them. */
export type NewPasskey = RouteBody<'addMyPasskey'>['credential'];
export type PasskeySignature = RouteBody<'passkeySignIn'>['credential'];

/** Each audience's passkey calls (issue 28 item 12): the customers' and the renters' paths. */
const callsOf = {
  customer: {
    signInOptions: routes.passkeySignInOptions,
    signIn: routes.passkeySignIn,
    list: routes.myPasskeys,
    options: routes.myPasskeyOptions,
    add: routes.addMyPasskey,
    remove: routes.removeMyPasskey,
  },
  renter: {
    signInOptions: routes.renterPasskeySignInOptions,
    signIn: routes.renterPasskeySignIn,
    list: routes.renterPasskeys,
    options: routes.renterPasskeyOptions,
    add: routes.addRenterPasskey,
    remove: routes.removeRenterPasskey,
  },
} as const;

/** POST .../passkeys/options (public): the options of a sign-in with any passkey of the site. */
export function passkeySignInOptions(language: Language, audience: Audience): Promise<object> {
  return apiRequest(callsOf[audience].signInOptions, { language });
}

/** POST .../passkeys/token: the tokens a password sign-in gives, for a passkey's signature. */
export function passkeySignIn(
  language: Language,
  audience: Audience,
  credential: PasskeySignature,
): Promise<TokenResponse> {
  return apiRequest(callsOf[audience].signIn, { language, body: { credential } });
}

/** GET .../me/passkeys: the signed-in account's passkeys, oldest first. */
export function listPasskeys(
  language: Language,
  audience: Audience,
  signal?: AbortSignal,
): Promise<AccountPasskeys> {
  return apiRequest(callsOf[audience].list, { language, ...(signal ? { signal } : {}) });
}

/** POST .../me/passkeys/options: the options of a new passkey. */
export function newPasskeyOptions(language: Language, audience: Audience): Promise<object> {
  return apiRequest(callsOf[audience].options, { language });
}

/** POST .../me/passkeys: keeps the new passkey with its name. */
export function addPasskey(
  language: Language,
  audience: Audience,
  name: string,
  credential: NewPasskey,
): Promise<AccountPasskey> {
  return apiRequest(callsOf[audience].add, { language, body: { name, credential } });
}

/** DELETE .../me/passkeys/{passkeyId}. */
export function removePasskey(
  language: Language,
  audience: Audience,
  passkeyId: string,
): Promise<undefined> {
  return apiRequest(callsOf[audience].remove, { language, params: { passkeyId } });
}
