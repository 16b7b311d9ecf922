import {
  alertStatusQuerySchema,
  alertStatusResponseSchema,
  confirmAlertBodySchema,
  confirmAlertResponseSchema,
  oneClickUnsubscribeQuerySchema,
  routes,
  subscribeAlertBodySchema,
  subscribeAlertQuerySchema,
  subscribeAlertResponseSchema,
  unsubscribeAlertBodySchema,
  unsubscribeAlertResponseSchema,
} from '@portico/contract';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors.ts';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { AppError } from '../../shared/app-error.ts';
import { registerFormBody } from '../../shared/form-body.ts';
import type { AlertsService } from './service.ts';

export interface AlertsRoutesOptions {
  alerts: AlertsService;
  /** Alert calls per client IP and rate-limit window (ALERT_RATE_LIMIT_MAX). */
  rateLimitMax: number;
}

const tags = ['alerts'];

/** A one-click body is `List-Unsubscribe=One-Click` (RFC 8058): a few bytes. */
const oneClickBodyLimit = 1024;

/** GET, POST /customers, confirmations and unsubscribes (issue 11, spec 000 section 7 "Alerts"). */
export const alertsRoutes: FastifyPluginAsyncZod<AlertsRoutesOptions> = async (
  app,
  { alerts, rateLimitMax },
) => {
  // A counter of its own on top of the API-wide one (which marks the request as limited, so a
  // route's config.rateLimit would be skipped: see lookups/routes.ts), shared by the calls below.
  const alertLimit = app.namedRateLimit('alerts', rateLimitMax);
  const limitAlerts: onRequestAsyncHookHandler = async (request, reply) => {
    const limit = await alertLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      void reply.header('retry-after', String(limit.ttlInSeconds));
      throw new AppError(429, 'too_many_requests');
    }
  };

  app.get(
    routes.alertStatus.path,
    {
      schema: {
        summary: 'Whether a plate\u2019s passage alerts go to this address',
        description:
          'ACTIVATED: they go to this address (case ignored); ACTIVATED_ANOTHER_EMAIL: to another ' +
          'one, given masked in hiddenEmail; UNACTIVATED: to nobody (a rental past its end counts ' +
          'as nobody). A pending, unconfirmed request counts as nothing. Errors: 400 ' +
          'invalid_request, invalid_number_plate. Limited per client IP (ALERT_RATE_LIMIT_MAX).',
        tags,
        headers: tenantHeadersSchema,
        querystring: alertStatusQuerySchema,
        response: {
          200: alertStatusResponseSchema,
          ...errorResponses(400, 404, 429, 500, 503),
        },
      },
      onRequest: limitAlerts,
    },
    (request) => alerts.status(request.whitelabel, request.query),
  );

  app.post(
    routes.subscribeAlert.path,
    {
      schema: {
        summary: 'Asks for a plate\u2019s passage alerts at an address (confirmed by e-mail)',
        description:
          'Needs a solved captcha (`captchaToken`, single use). CONFIRMATION_SENT: the address ' +
          'gets a single-use link (24 h, or less by the operator\u2019s settings); the alerts start ' +
          'only once it is followed (POST /customers/confirmations), and then stop for the ' +
          'plate\u2019s previous address, which is told. ALREADY_ACTIVE: the address already gets ' +
          'them for this rental period (another period needs a confirmation too). startTime and ' +
          'endTime (a rented vehicle): both or neither; the end after the start and to come, the ' +
          'start at most a year ago, the end at most two years ahead; alerts stop by themselves at ' +
          'the end. Errors: 400 invalid_request, invalid_number_plate, invalid_date_range, ' +
          'captcha_mandatory; 403 captcha_invalid, captcha_expired; 429 too_many_requests (per ' +
          'client IP, or past ALERT_CONFIRMATIONS_PER_ADDRESS e-mails to the address in 24 h).',
        tags,
        headers: tenantHeadersSchema,
        querystring: subscribeAlertQuerySchema,
        body: subscribeAlertBodySchema,
        response: {
          200: subscribeAlertResponseSchema,
          ...errorResponses(400, 403, 404, 429, 500, 503),
        },
      },
      onRequest: limitAlerts,
    },
    (request) =>
      alerts.subscribe(
        request.whitelabel,
        request.body,
        request.query.captchaToken,
        request.language,
      ),
  );

  app.post(
    routes.confirmAlert.path,
    {
      schema: {
        summary: 'Confirms an address with the token of its confirmation e-mail\u2019s link',
        description:
          'Single use. The plate\u2019s alerts go to this address from now on (one address per ' +
          'plate: the previous one stops and is told by e-mail). Errors: 400 invalid_request; 404 ' +
          'alert_confirmation_invalid (unknown, already used, replaced by a newer request, or of ' +
          'another operator); 410 alert_confirmation_expired (the link is over 24 h old, or the ' +
          'rental has ended).',
        tags,
        headers: tenantHeadersSchema,
        body: confirmAlertBodySchema,
        response: {
          200: confirmAlertResponseSchema,
          ...errorResponses(400, 404, 410, 429, 500, 503),
        },
      },
      onRequest: limitAlerts,
    },
    (request) => alerts.confirm(request.whitelabel, request.body.token),
  );

  app.post(
    routes.unsubscribeAlert.path,
    {
      schema: {
        summary: 'Stops the passage alerts of every plate of an address',
        description:
          'Ends the address\u2019s subscriptions and its unconfirmed requests. Always 200 {}: the ' +
          'answer does not say whether the address was known. Errors: 400 invalid_request; 429 ' +
          'too_many_requests (per client IP).',
        tags,
        headers: tenantHeadersSchema,
        body: unsubscribeAlertBodySchema,
        response: {
          200: unsubscribeAlertResponseSchema,
          ...errorResponses(400, 404, 429, 500, 503),
        },
      },
      onRequest: limitAlerts,
    },
    async (request) => {
      await alerts.unsubscribe(request.whitelabel, request.body.email);
      return {};
    },
  );

  // The mail client's POST (RFC 8058) is a form; its own scope, so only this route parses one.
  await app.register(async (scope) => {
    registerFormBody(scope, oneClickBodyLimit);
    scope.withTypeProvider<ZodTypeProvider>().post(
      routes.oneClickUnsubscribeAlert.path,
      {
        schema: {
          summary: 'One-click unsubscribe of an alert e-mail (RFC 8058 List-Unsubscribe-Post)',
          description:
            'What a mail client posts to the List-Unsubscribe address of an alert e-mail: body ' +
            '`List-Unsubscribe=One-Click` (application/x-www-form-urlencoded), or none. Stops the ' +
            'alerts of every plate of the token\u2019s address, as POST /customers/unsubscribe. ' +
            'The link never expires. Not limited per client IP beyond the API limit (mail ' +
            'providers post from shared addresses). Errors: 400 invalid_request (a token not ' +
            'signed here, or of another operator).',
          tags,
          headers: tenantHeadersSchema,
          querystring: oneClickUnsubscribeQuerySchema,
          response: {
            200: unsubscribeAlertResponseSchema,
            ...errorResponses(400, 404, 413, 415, 429, 500, 503),
          },
        },
      },
      async (request) => {
        // The body says only "one click": nothing in it changes what is done.
        await alerts.unsubscribeByToken(request.whitelabel, request.query.token);
        return {};
      },
    );
  });
};
