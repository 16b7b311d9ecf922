import {
  alertHandoverQuerySchema,
  alertHandoverResponseSchema,
  alertStatusQuerySchema,
  alertStatusResponseSchema,
  confirmAlertBodySchema,
  confirmAlertResponseSchema,
  decideAlertHandoverBodySchema,
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
          'the end. Proof of possession (issue 24): unless the address already gets the plate\u2019s ' +
          'alerts for this period, `receiptNumber` must be the number of a receipt of a payment ' +
          'for this vehicle settled within a year (case, spaces and dashes ignored); each try is ' +
          'counted per address and per plate. When another address receives the alerts, ' +
          'confirming opens a handover (see POST /customers/confirmations). Errors: 400 ' +
          'invalid_request, invalid_number_plate, invalid_date_range, captcha_mandatory, ' +
          'vehicle_proof_invalid; 403 captcha_invalid, captcha_expired, vehicle_proof_required; ' +
          '409 alert_handover_pending (another move of the plate\u2019s alerts waits), ' +
          'alert_handover_refused (the current address kept them from this one within 30 days); ' +
          '429 too_many_requests (per client IP, past ALERT_CONFIRMATIONS_PER_ADDRESS e-mails to ' +
          'the address in 24 h, past the day\u2019s receipt tries, or past 3 handovers asked in 30 ' +
          'days).',
        tags,
        headers: tenantHeadersSchema,
        querystring: subscribeAlertQuerySchema,
        body: subscribeAlertBodySchema,
        response: {
          200: subscribeAlertResponseSchema,
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
        request.ip,
      ),
  );

  app.post(
    routes.confirmAlert.path,
    {
      schema: {
        summary: 'Confirms an address with the token of its confirmation e-mail\u2019s link',
        description:
          'Single use. The plate\u2019s alerts go to this address from now on (one address per ' +
          'plate). When they are in force at another address (issue 24), they do not move now: ' +
          'that address is e-mailed a page where it keeps them or lets them go, and they move at ' +
          '`handoverAt` (the tenant\u2019s notice period, 7 days by default) unless it keeps them. ' +
          'Errors: 400 invalid_request; 404 ' +
          'alert_confirmation_invalid (unknown, already used, replaced by a newer request, or of ' +
          'another operator); 409 alert_handover_pending, alert_handover_refused; 410 ' +
          'alert_confirmation_expired (the link is over 24 h old, or the rental has ended); 429 ' +
          'too_many_requests.',
        tags,
        headers: tenantHeadersSchema,
        body: confirmAlertBodySchema,
        response: {
          200: confirmAlertResponseSchema,
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
        summary: 'Asks an address by e-mail whether to stop the passage alerts of all its plates',
        description:
          'Asks the address first (issue 24): an address with alerts is e-mailed a link to the ' +
          'unsubscribe page carrying its one-click token, whose button stops them (POST ' +
          '/customers/unsubscribe/oneClick); nothing stops here. At most ' +
          'ALERT_UNSUBSCRIBE_CONFIRMATIONS_PER_DAY such e-mails an address a day. Always 200 {}: ' +
          'the answer does not say whether the address was known or e-mailed. Errors: 400 ' +
          'invalid_request; 429 too_many_requests (per client IP).',
        tags,
        headers: tenantHeadersSchema,
        body: unsubscribeAlertBodySchema,
        response: {
          200: unsubscribeAlertResponseSchema,
        },
      },
      onRequest: limitAlerts,
    },
    async (request) => {
      await alerts.unsubscribe(request.whitelabel, request.body.email);
      return {};
    },
  );

  app.get(
    routes.alertHandover.path,
    {
      schema: {
        summary: 'A request to move a plate\u2019s alerts, for the address receiving them',
        description:
          'Issue 24: what the page of a handover e-mail shows: the plate, the asking address ' +
          'masked, when the alerts move without an answer, and the state (OPEN, MOVED, KEPT, ' +
          'WITHDRAWN). Reading changes nothing. Errors: 400 invalid_request; 404 ' +
          'alert_handover_invalid (unknown token, or of another operator); 429 too_many_requests.',
        tags,
        headers: tenantHeadersSchema,
        querystring: alertHandoverQuerySchema,
        response: {
          200: alertHandoverResponseSchema,
        },
      },
      onRequest: limitAlerts,
    },
    (request) => alerts.handover(request.whitelabel, request.query.token),
  );

  app.post(
    routes.decideAlertHandover.path,
    {
      schema: {
        summary:
          'The answer of the address receiving a plate\u2019s alerts to a request to move them',
        description:
          'Issue 24: KEEP refuses the move (the asking address is told, and may not ask again for ' +
          'this plate for 30 days); RELEASE moves the alerts now (this address is told they ' +
          'moved). An answer to a handover no longer OPEN changes nothing and answers its state. ' +
          'Errors: 400 invalid_request; 404 alert_handover_invalid; 429 too_many_requests.',
        tags,
        headers: tenantHeadersSchema,
        body: decideAlertHandoverBodySchema,
        response: {
          200: alertHandoverResponseSchema,
        },
      },
      onRequest: limitAlerts,
    },
    (request) =>
      alerts.decideHandover(request.whitelabel, request.body.token, request.body.decision),
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
