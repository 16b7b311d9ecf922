import {
  accountPasskeyPathSchema,
  accountPasskeySchema,
  accountPasskeySignInBodySchema,
  accountPasskeysSchema,
  addAccountPasskeyBodySchema,
  passkeyOptionsSchema,
  routes,
  type SignedInAccountType,
  tokenResponseSchema,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keyedLimitHook, namedLimitHook } from '../../plugins/rate-limit.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { relyingPartyOfRequest } from '../webauthn/relying-party.ts';
import type { PasskeyCalls } from './passkeys.ts';
import { accountOf, authHeadersSchema } from './signed-in-routes.ts';

export interface AccountPasskeyRoutesOptions {
  service: PasskeyCalls;
  accountType: SignedInAccountType;
  /** The portal's configured origin: its scheme and port make the WebAuthn origin. */
  publicOrigin: string;
  /** Calls per client IP (the account type's own limit) and per account, per window. */
  rateLimitMax: number;
}

/** Each account type's paths, from the contract's table. */
const pathsOf = {
  customer: {
    signInOptions: routes.passkeySignInOptions.path,
    signIn: routes.passkeySignIn.path,
    list: routes.myPasskeys.path,
    options: routes.myPasskeyOptions.path,
    add: routes.addMyPasskey.path,
    remove: routes.removeMyPasskey.path,
  },
  renter: {
    signInOptions: routes.renterPasskeySignInOptions.path,
    signIn: routes.renterPasskeySignIn.path,
    list: routes.renterPasskeys.path,
    options: routes.renterPasskeyOptions.path,
    add: routes.addRenterPasskey.path,
    remove: routes.removeRenterPasskey.path,
  },
} as const;

/**
 * Passkeys of customers and renters (issue 28 item 12), the same calls for both account types
 * on each one's paths: the signed-in account's list, new passkey (options, then the
 * authenticator's answer) and removal; the sign-in with a passkey (options without a name, then
 * the signature), which answers the tokens of a password sign-in. Counted per client IP with
 * the account type's other public calls, and the signed-in ones per account too.
 */
export const accountPasskeyRoutes: FastifyPluginAsyncZod<AccountPasskeyRoutesOptions> = async (
  app,
  { service, accountType, publicOrigin, rateLimitMax },
) => {
  const paths = pathsOf[accountType];
  const customer = accountType === 'customer';
  const tags = [customer ? 'accounts' : 'renters'];
  const whose = customer ? 'customer' : 'renter';
  const signedIn = app.requireAccount(accountType);
  const perIp = namedLimitHook(app, customer ? 'accounts' : 'renters', rateLimitMax);
  const perAccount = keyedLimitHook(
    app,
    'account-passkeys',
    rateLimitMax,
    (request) => request.account?.userId ?? null,
  );
  const signedInHooks = [signedIn, perIp, perAccount];
  const partyOf = relyingPartyOfRequest.bind(null, publicOrigin);
  const signedInNote = ` Needs a ${whose} access token. Errors: 401 unauthorized; 403 forbidden (another account type\u2019s token).`;

  app.post(
    paths.signInOptions,
    {
      schema: {
        summary: `The passkey request options of a ${whose}\u2019s sign-in (any passkey of this site)`,
        description:
          'No e-mail: the person picks one of their passkeys (a discoverable credential). The ' +
          'challenge works once, for five minutes.',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: passkeyOptionsSchema },
      },
      onRequest: perIp,
    },
    (request) => service.passkeySignInOptions(partyOf(request)),
  );

  app.post(
    paths.signIn,
    {
      schema: {
        summary: `Signs a ${whose} in with a passkey: the tokens of a password sign-in`,
        description:
          'Errors: 400 passkey_invalid (one refusal for any check: the origin, a challenge used ' +
          'or unknown, the signature, a counter gone back, a passkey unknown here, removed or ' +
          `of another account type); 403 user_not_activated${customer ? '' : ', company_suspended'}.`,
        tags,
        headers: tenantHeadersSchema,
        body: accountPasskeySignInBodySchema,
        response: { 200: tokenResponseSchema },
      },
      onRequest: perIp,
    },
    (request) =>
      service.passkeySignIn(request.whitelabel, request.body.credential, partyOf(request)),
  );

  app.get(
    paths.list,
    {
      schema: {
        summary: `The signed-in ${whose}\u2019s passkeys`,
        description: `Oldest first.${signedInNote}`,
        tags,
        headers: authHeadersSchema,
        response: { 200: accountPasskeysSchema },
      },
      onRequest: signedInHooks,
    },
    (request) => service.listPasskeys(request.whitelabel, accountOf(request)),
  );

  app.post(
    paths.options,
    {
      schema: {
        summary: 'The passkey creation options of a new passkey of the signed-in account',
        description:
          'The account\u2019s passkeys are excluded (one authenticator is not added twice). ' +
          `Errors: 409 passkey_limit_reached (10 passkeys at most).${signedInNote}`,
        tags,
        headers: authHeadersSchema,
        response: { 200: passkeyOptionsSchema },
      },
      onRequest: signedInHooks,
    },
    (request) => service.passkeyOptions(request.whitelabel, accountOf(request), partyOf(request)),
  );

  app.post(
    paths.add,
    {
      schema: {
        summary: 'Adds a passkey to the signed-in account, with its name',
        description:
          'Errors: 400 passkey_invalid (the authenticator\u2019s answer does not verify, or the ' +
          `passkey is kept already); 409 passkey_limit_reached.${signedInNote}`,
        tags,
        headers: authHeadersSchema,
        body: addAccountPasskeyBodySchema,
        response: { 201: accountPasskeySchema },
      },
      onRequest: signedInHooks,
    },
    async (request, reply) => {
      const added = await service.addPasskey(
        request.whitelabel,
        accountOf(request),
        request.body,
        partyOf(request),
      );
      return reply.code(201).send(added);
    },
  );

  app.delete(
    paths.remove,
    {
      schema: {
        summary: 'Removes one of the signed-in account\u2019s passkeys',
        description:
          'The password stays the way in, so the last passkey may go too. Errors: 404 ' +
          `passkey_not_found (none of this account\u2019s).${signedInNote}`,
        tags,
        headers: authHeadersSchema,
        params: accountPasskeyPathSchema,
        response: { 204: z.null().describe('No content') },
      },
      onRequest: signedInHooks,
    },
    async (request, reply) => {
      await service.removePasskey(request.whitelabel, accountOf(request), request.params.passkeyId);
      return reply.code(204).send(null);
    },
  );
};
