import type { AccountPasskey, RouteName } from '@portico/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AccountClient } from './accounts.ts';
import type { SoftwarePasskey } from './software-passkey.ts';

/** The passkey calls of one account type (issue 28 item 12), as the portal's pages make them. */
export interface PasskeyRoutes {
  signInOptions: RouteName;
  signIn: RouteName;
  list: RouteName;
  options: RouteName;
  add: RouteName;
  remove: RouteName;
}

export const customerPasskeyRoutes: PasskeyRoutes = {
  signInOptions: 'passkeySignInOptions',
  signIn: 'passkeySignIn',
  list: 'myPasskeys',
  options: 'myPasskeyOptions',
  add: 'addMyPasskey',
  remove: 'removeMyPasskey',
};

export const renterPasskeyRoutes: PasskeyRoutes = {
  signInOptions: 'renterPasskeySignInOptions',
  signIn: 'renterPasskeySignIn',
  list: 'renterPasskeys',
  options: 'renterPasskeyOptions',
  add: 'addRenterPasskey',
  remove: 'removeRenterPasskey',
};

/** The passkey ceremonies of an account on a white-label's portal (its origin). */
export function passkeyCeremonies(
  client: Pick<AccountClient, 'call'>,
  origin: string,
  paths: PasskeyRoutes = customerPasskeyRoutes,
) {
  /** Adds a passkey from the profile: options, the authenticator's answer, the name. */
  async function add(
    token: string,
    passkey: SoftwarePasskey,
    { name = 'Phone', from = origin }: { name?: string; from?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const options = await client.call(paths.options, { token });
    expect(options.statusCode, options.body).toBe(200);
    const { challenge, rp } = options.json<{ challenge: string; rp: { id: string } }>();
    const credential = passkey.create({ challenge, rpId: rp.id, origin: from });
    return client.call(paths.add, { token, body: { name, credential } });
  }

  /** Adds a passkey that must be kept: answers it as the list shows it. */
  async function added(token: string, passkey: SoftwarePasskey, name?: string) {
    const response = await add(token, passkey, name ? { name } : {});
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AccountPasskey>();
  }

  /** Signs in with a passkey: options without a name, then the signature. */
  async function signIn(passkey: SoftwarePasskey, from = origin) {
    const options = await client.call(paths.signInOptions);
    expect(options.statusCode, options.body).toBe(200);
    const { challenge, rpId } = options.json<{ challenge: string; rpId: string }>();
    const credential = passkey.get({ challenge, rpId, origin: from });
    return { credential, response: await client.call(paths.signIn, { body: { credential } }) };
  }

  return { add, added, signIn };
}
