import {
  renterActivationBodySchema,
  routes,
  tokenResponseSchema,
  userPathSchema,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedLimitHook } from '../../plugins/rate-limit.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { publicAccountRoutes } from '../accounts/public-account-routes.ts';
import type { RentersService } from './service.ts';

export interface RenterRoutesOptions {
  renters: RentersService;
  /** Public renter calls per client IP and rate-limit window (on top of the API's). */
  rateLimitMax: number;
}

const tags = ['renters'];
const password =
  'lowercase, uppercase, digit and one of @$!%*._,;:+=/?&-, only those, 12 to 255 characters';

/**
 * The public renter calls (issue 25 item 2; spec 000 section 7 "Renter"): the customers' calls
 * (holds, code windows, answers that tell nothing about an address) on the renters' paths, and
 * the activation of an invited user, which sets its first password.
 */
export const renterRoutes: FastifyPluginAsyncZod<RenterRoutesOptions> = async (
  app,
  { renters, rateLimitMax },
) => {
  const limit = namedLimitHook(app, 'renters', rateLimitMax);

  publicAccountRoutes(app, {
    service: renters,
    tags,
    limit,
    calls: {
      token: {
        path: routes.renterToken.path,
        summary: 'Signs a renter user in with e-mail and password',
        description:
          'Needs a solved captcha. Only renter users sign in here (a customer is nobody: 401 ' +
          'user_not_found, as an unknown address or a wrong password, in about the same time). ' +
          'After 5 failures in a row the user is held 15 minutes (429 user_temporary_blocked, ' +
          'Retry-After). Errors: 400 provide_email_and_password_or_refresh_token, ' +
          'captcha_mandatory; 403 captcha_invalid, captcha_expired, user_not_activated, ' +
          'company_suspended (the operator suspended the company).',
      },
      refresh: {
        path: routes.refreshRenterToken.path,
        summary: 'Exchanges a renter\u2019s refresh token for new tokens',
        description:
          'Each refresh token works once; one presented again ends its sign-in. A customer\u2019s ' +
          'token, and a token of a suspended company, are refused. Errors: 400 ' +
          'provide_email_and_password_or_refresh_token; 401 unauthorized.',
      },
      activationCode: {
        path: routes.sendRenterActivationCode.path,
        summary: 'E-mails an invited renter user a new activation code',
        description:
          'In a new invitation e-mail. Codes go out 1, 2, 4 ... minutes apart, at most an hour, ' +
          'and 10 per 24 hours: asked sooner, nothing is sent and the last code still works. 204 ' +
          'whether or not the user exists or waits (the answer tells nothing about an address).',
      },
      passwordCode: {
        path: routes.sendRenterPasswordCode.path,
        summary: 'E-mails a renter user a password-reset code',
        description:
          'Needs a solved captcha. The path names the user by its id or e-mail. Codes go out as ' +
          'for activationCodes. 204 whether or not the address is an activated renter user. ' +
          'Errors: 400 invalid_request, captcha_mandatory; 403 captcha_invalid, captcha_expired.',
      },
      resetPassword: {
        path: routes.resetRenterPassword.path,
        summary: 'Sets a renter user\u2019s new password with the e-mailed code',
        description:
          `The password: ${password}. Ends every sign-in of the user and lifts a sign-in hold. ` +
          'Errors: 400 invalid_request, password_mandatory, bad_password_security, ' +
          'invalid_password_reset_code (also for an unknown user); 410 ' +
          'expired_password_reset_code (the right code, too late).',
      },
    },
  });

  app.post(
    routes.activateRenter.path,
    {
      schema: {
        summary: 'Activates an invited renter user: the e-mailed code and the first password',
        description:
          `The path names the user by its id (the invitation's link) or e-mail. The password: ${password}. ` +
          'A code works 15 minutes, once, for 5 tries, and 10 wrong codes a day whichever the ' +
          'code. Signs the user in. Errors: 400 invalid_request, password_mandatory, ' +
          'bad_password_security (checked before the code, which it does not spend), ' +
          'invalid_activation_code (also for an unknown or activated user); 403 ' +
          'company_suspended (activated, but no sign-in while suspended); 410 ' +
          'expired_activation_code (the right code, too late: ask for a new one).',
        tags,
        headers: tenantHeadersSchema,
        params: userPathSchema,
        body: renterActivationBodySchema,
        response: {
          200: tokenResponseSchema,
        },
      },
      onRequest: limit,
    },
    (request) => renters.activate(request.whitelabel, request.params.id, request.body),
  );
};
