import {
  accountCaptchaQuerySchema,
  activationBodySchema,
  registrationBodySchema,
  registrationResponseSchema,
  routes,
  tokenResponseSchema,
  userPathSchema,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { namedLimitHook } from '../../plugins/rate-limit.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { publicAccountRoutes } from './public-account-routes.ts';
import type { AccountsService } from './service.ts';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  /** Public account calls per client IP and rate-limit window (on top of the API's). */
  rateLimitMax: number;
}

const tags = ['accounts'];

/** The public customer account calls (issue 12; spec 000 section 7 "Customer, public"). */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { accounts, rateLimitMax },
) => {
  // A counter of its own on top of the API-wide one, as the lookups and alerts do.
  const limit = namedLimitHook(app, 'accounts', rateLimitMax);

  app.post(
    routes.register.path,
    {
      schema: {
        summary: 'Creates a customer account and e-mails its activation code',
        description:
          'Needs a solved captcha. The password: lowercase, uppercase, digit and one of ' +
          '@$!%*._,;:+=/?&-, only those, 8 to 255 characters. An address registered but never ' +
          "activated registers again (new password; a new code only as the account's codes " +
          'allow, see activationCodes, else the last one still works). Errors: 400 invalid_request, ' +
          'cgu_mandatory, password_mandatory, bad_password_security, captcha_mandatory; 403 ' +
          'captcha_invalid, captcha_expired; 409 email_already_used.',
        tags,
        headers: tenantHeadersSchema,
        querystring: accountCaptchaQuerySchema,
        body: registrationBodySchema,
        response: {
          201: registrationResponseSchema,
        },
      },
      onRequest: limit,
    },
    async (request, reply) => {
      const created = await accounts.register(
        request.whitelabel,
        request.body,
        request.query.captchaToken,
      );
      return reply.code(201).send(created);
    },
  );

  app.post(
    routes.activateUser.path,
    {
      schema: {
        summary: 'Activates an account with its e-mailed code, and signs it in',
        description:
          'The path names the account by its id or e-mail. A code works 15 minutes, once, for 5 ' +
          'tries; an account takes 10 wrong codes per 24 hours whichever the code (then every ' +
          'code is refused until the 24 hours are over, and its address is told once). Errors: ' +
          '400 invalid_request, invalid_activation_code (also for an unknown or already ' +
          'activated account: the answer tells nothing about an address); 410 ' +
          'expired_activation_code (the right code, too late: ask for a new one).',
        tags,
        headers: tenantHeadersSchema,
        params: userPathSchema,
        body: activationBodySchema,
        response: {
          200: tokenResponseSchema,
        },
      },
      onRequest: limit,
    },
    (request) => accounts.activate(request.whitelabel, request.params.id, request.body.code),
  );

  publicAccountRoutes(app, {
    service: accounts,
    tags,
    limit,
    calls: {
      activationCode: {
        path: routes.sendActivationCode.path,
        summary: 'E-mails a new activation code',
        description:
          'The new code replaces the previous one. Codes of an account (both kinds) go out 1, 2, ' +
          '4 ... minutes apart, at most an hour, and 10 per 24 hours: asked sooner, nothing is ' +
          'sent and the last code still works. 204 whether or not the account exists or waits ' +
          'for activation (the answer tells nothing about an address).',
      },
      token: {
        path: routes.userToken.path,
        summary: 'Signs in with e-mail and password',
        description:
          'Needs a solved captcha. The same answer (401 user_not_found) in about the same time ' +
          'for an unknown address and a wrong password; after 5 failures in a row the account is ' +
          'held 15 minutes (429 user_temporary_blocked, Retry-After), each check counted before ' +
          'it is made, so guesses sent at once are held too. Errors: 400 ' +
          'provide_email_and_password_or_refresh_token, captcha_mandatory; 403 captcha_invalid, ' +
          'captcha_expired, user_not_activated.',
      },
      refresh: {
        path: routes.refreshUserToken.path,
        summary: 'Exchanges a refresh token for new tokens',
        description:
          'Each refresh token works once: the answer carries the next one. One presented again ' +
          'ends its whole sign-in (it was copied). Errors: 400 ' +
          'provide_email_and_password_or_refresh_token; 401 unauthorized.',
      },
      passwordCode: {
        path: routes.sendPasswordCode.path,
        summary: 'E-mails a password-reset code',
        description:
          'Needs a solved captcha. The path names the account by its id or e-mail. Codes go out ' +
          'as for activationCodes (growing waits, 10 per 24 hours). 204 whether or not the ' +
          'address has an account. Errors: 400 invalid_request, captcha_mandatory; ' +
          '403 captcha_invalid, captcha_expired.',
      },
      resetPassword: {
        path: routes.resetPassword.path,
        summary: 'Sets a new password with the e-mailed code',
        description:
          'Ends every sign-in of the account and lifts a sign-in hold. Wrong codes count as for ' +
          'the activation (10 per 24 hours per account). Errors: 400 invalid_request, ' +
          'password_mandatory, bad_password_security, invalid_password_reset_code (also for an ' +
          'unknown account, in about the same time); 410 expired_password_reset_code (the right ' +
          'code, too late).',
      },
    },
  });
};
