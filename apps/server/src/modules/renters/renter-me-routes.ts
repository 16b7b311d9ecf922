import { renterProfileSchema, renterProfileUpdateBodySchema, routes } from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndRoutes, accountOf, authHeadersSchema } from '../accounts/signed-in-routes.ts';
import type { RentersService } from './service.ts';

export interface RenterMeRoutesOptions {
  renters: RentersService;
}

const tags = ['renters'];
const signedInNote =
  ' Needs a renter access token. Errors: 401 unauthorized (also once the company is suspended); ' +
  '403 forbidden (a customer\u2019s token).';

/** The signed-in renter's calls (issue 25 item 2; spec 000 section 7 "Renter"). */
export const renterMeRoutes: FastifyPluginAsyncZod<RenterMeRoutesOptions> = async (
  app,
  { renters },
) => {
  const renter = app.requireAccount('renter');

  app.get(
    routes.renterMe.path,
    {
      schema: {
        summary: 'The signed-in renter user, its company and the renter support address',
        description: `supportEmail is the white-label\u2019s renters.supportEmail setting, or null.${signedInNote}`,
        tags,
        headers: authHeadersSchema,
        response: { 200: renterProfileSchema },
      },
      onRequest: renter,
    },
    (request) => renters.profile(request.whitelabel, accountOf(request)),
  );

  app.patch(
    routes.updateRenterMe.path,
    {
      schema: {
        summary:
          'Changes the user\u2019s own data, or its password (currentPassword and newPassword)',
        description:
          'firstName, lastName, phoneNumber (empty clears it), language; the company is the ' +
          'operator\u2019s. A password change (12 characters at least) ends the other sign-ins ' +
          'and is told by e-mail. Errors: 400 invalid_request, password_mandatory, ' +
          'bad_password_security, invalid_password (the current one is wrong; counted like a ' +
          'failed sign-in); 429 user_temporary_blocked.' +
          signedInNote,
        tags,
        headers: authHeadersSchema,
        body: renterProfileUpdateBodySchema,
        response: {
          200: renterProfileSchema,
        },
      },
      onRequest: renter,
    },
    (request) => renters.updateProfile(request.whitelabel, accountOf(request), request.body),
  );

  accountEndRoutes(app, {
    service: renters,
    tags,
    signedIn: renter,
    deleteAccount: {
      path: routes.deleteRenterMe.path,
      summary: 'Deletes the signed-in renter user (not its company)',
      description:
        'The user\u2019s data go as a customer\u2019s do; the company, its fleet and payments ' +
        'stay. The company\u2019s last activated user cannot delete itself: 409 ' +
        'renter_last_active_user (the operator closes or hands over a company). A last ' +
        'e-mail confirms it.' +
        signedInNote,
    },
    logout: {
      path: routes.renterLogout.path,
      summary: 'Signs the renter out: ends this sign-in (its access and refresh tokens)',
      description: signedInNote.trim(),
    },
  });
};
