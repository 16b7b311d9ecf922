import { profileResponseSchema, profileUpdateBodySchema, routes } from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsService } from './service.ts';
import { accountEndRoutes, accountOf, authHeadersSchema } from './signed-in-routes.ts';

export interface MeRoutesOptions {
  accounts: AccountsService;
}

const tags = ['accounts'];

/** The signed-in customer's calls (issue 12; spec 000 section 7 "Customer, authenticated"). */
export const meRoutes: FastifyPluginAsyncZod<MeRoutesOptions> = async (app, { accounts }) => {
  const customer = app.requireAccount('customer');
  const signedIn = { 401: 'unauthorized', 403: 'forbidden (not a customer token)' };
  const signedInNote = ` Errors: 401 ${signedIn[401]}; 403 ${signedIn[403]}.`;

  app.get(
    routes.me.path,
    {
      schema: {
        summary: 'The signed-in customer\u2019s profile',
        description: `Needs a customer access token.${signedInNote}`,
        tags,
        headers: authHeadersSchema,
        response: { 200: profileResponseSchema },
      },
      onRequest: customer,
    },
    (request) => accounts.profile(request.whitelabel, accountOf(request)),
  );

  app.patch(
    routes.updateMe.path,
    {
      schema: {
        summary: 'Changes the profile, or the password (currentPassword and newPassword)',
        description:
          'An empty billing part clears it; address, zip code and city go together (400 ' +
          'incomplete_address, the empty ones flagged `required`); billingCountry is kept only ' +
          'with all three. A password change ends the other sign-ins and is told by e-mail. ' +
          'Errors: 400 invalid_request, incomplete_address, password_mandatory, ' +
          'bad_password_security, invalid_password (the current one is wrong; counted like a failed ' +
          'sign-in); 429 user_temporary_blocked (a password change while the account is held).' +
          signedInNote,
        tags,
        headers: authHeadersSchema,
        body: profileUpdateBodySchema,
        response: {
          200: profileResponseSchema,
        },
      },
      onRequest: customer,
    },
    (request) => accounts.updateProfile(request.whitelabel, accountOf(request), request.body),
  );

  accountEndRoutes(app, {
    service: accounts,
    tags,
    signedIn: customer,
    deleteAccount: {
      path: routes.deleteMe.path,
      summary: 'Deletes the signed-in customer\u2019s account',
      description:
        'Erases the profile, its sign-ins and codes, its vehicles, the passage alerts of its ' +
        'address and the e-mails to it still held; its payments stay for the operator\u2019s ' +
        'accounts without the customer and the payer\u2019s name, address, phone and e-mail ' +
        '(the receipt can still be produced). A last e-mail confirms it.' +
        signedInNote,
    },
    logout: {
      path: routes.logout.path,
      summary: 'Signs out: ends this sign-in (its access and refresh tokens)',
      description: `Needs a customer access token.${signedInNote}`,
    },
  });
};
