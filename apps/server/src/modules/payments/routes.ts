import {
  confirmationPageSchema,
  contentQuerySchema,
  lookupSessionQuerySchema,
  payAllJourneysBodySchema,
  payJourneysBodySchema,
  paymentEmailResponseSchema,
  paymentIdSchema,
  paymentMethodsResponseSchema,
  paymentReceiptQuerySchema,
  paymentSessionSchema,
  paymentStatusResponseSchema,
  privateCardPaymentBodySchema,
  pspPaymentBodySchema,
  pspResponseSchema,
  routes,
  sendReceiptBodySchema,
  whitelabelHostHeader,
} from '@portico/contract';
import { isMobileBrowser } from './mobile-browser.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { AppError } from '../../shared/app-error.ts';
import { rawQueryOf, registerFormBody } from '../../shared/form-body.ts';
import { portalOrigin } from '../whitelabel/portal-origin.ts';
import type { PaymentsService } from './service.ts';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
  /** PUBLIC_ORIGIN: return and notification URLs are built on it, never on the request. */
  publicOrigin: string;
}

const idParams = z.object({ id: paymentIdSchema });

const firstValue = (header: string | string[] | undefined) =>
  Array.isArray(header) ? header[0] : header;

const tags = ['payments'];

/** The payments API (spec 001 section 7 "Payments") and the PSPs' notifications (issue 4). */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { payments, publicOrigin },
) => {
  /** The tenant's host the visitor is on (as listed in the database), else PUBLIC_ORIGIN. */
  const originOf = (request: FastifyRequest) =>
    portalOrigin(publicOrigin, request.whitelabel.hosts, [
      firstValue(request.headers[whitelabelHostHeader]),
      request.headers.host,
    ]);

  // Axepta notifies with a form body (Len, Data), in Latin-1.
  registerFormBody(app);

  app.post(
    routes.payJourneys.path,
    {
      schema: {
        summary: 'A payment session for chosen journeys (customers, notice and CNP flows)',
        description:
          'Journeys by `idDossier` (a completed trip or notice), `inProgressId` (an ongoing trip) or ' +
          '`prepaymentJourney` (in, out, vehicleCategory, and `electric` for a foreign plate), all ' +
          'of the lookup session\u2019s plate or case. The server re-reads and prices everything; a ' +
          'prepaid trip as GET /journeys/price estimated it. Errors: 400 payment_journeys_invalid ' +
          '(not of this session, paid, OMP, listed twice), false_in_progress_journey, ' +
          'missing_post_payment_with_prepayment, session_without_journeys, invalid_request; 401 ' +
          'unauthorized (an Authorization header whose token is not valid); 403 ' +
          'payment_session_invalid (lookup session expired or forged). With a customer\u2019s bearer ' +
          'token (issue 12 item 4) the payment keeps the customer; a plate session must then be of ' +
          'one of the customer\u2019s registered plates (else 400 payment_journeys_invalid) and only ' +
          'its trips within the plate\u2019s validity dates are payable; a case session (notice ' +
          'and CNP flow) is paid as by anyone. A renter\u2019s token changes nothing but prepayment. ' +
          'Prepaid trips: 400 unauthorized_prepayment for a rented vehicle (the lookup was for a ' +
          'rental period, the customer\u2019s plate has validity dates, a renter\u2019s token, or ' +
          'a customer registered the plate as rented for a period including today); ' +
          'missing_post_payment_with_prepayment unless every owed completed trip of the plate ' +
          'is in the basket. A renter (issue 25) pays the trips and notices it selected in its ' +
          'fleet\u2019s lists with its bearer token and no sessionId: journeys by `idDossier` only, ' +
          'of any plates of its fleet; each must be its company\u2019s fleet trip (else 404 ' +
          'payment_journeys_invalid, another company\u2019s as an unknown one), completed, not ' +
          'paid, not OMP (else 400 payment_journeys_invalid); any prepaymentJourney is 400 ' +
          'unauthorized_prepayment. The payment keeps the company: the receipt names it and its ' +
          'VAT number. Paid then by card (POST /payments/psp) or fleet card (POST ' +
          '/payments/privateCards) like any other. Without a sessionId and without a renter\u2019s ' +
          'token: 403 payment_session_invalid.',
        tags,
        headers: tenantHeadersSchema.extend({
          authorization: z
            .string()
            .optional()
            .describe('Bearer <accessToken> of a customer, or of a renter (then no sessionId)'),
        }),
        querystring: lookupSessionQuerySchema.partial(),
        body: payJourneysBodySchema,
        response: { 200: paymentSessionSchema },
      },
      onRequest: app.identifyAccount,
    },
    (request) => {
      const account = request.account;
      const sessionId = request.query.sessionId;
      if (sessionId === undefined) {
        if (account?.accountType !== 'renter' || account.companyId === null) {
          throw new AppError(403, 'payment_session_invalid');
        }
        return payments.createSession(
          request.whitelabel,
          { kind: 'renterJourneys', companyId: account.companyId, items: request.body.journeys },
          request.language,
        );
      }
      return payments.createSession(
        request.whitelabel,
        {
          kind: 'journeys',
          lookupSessionId: sessionId,
          items: request.body.journeys,
          customerId:
            request.account?.accountType === 'customer' ? request.account.userId : undefined,
          renter: request.account?.accountType === 'renter',
        },
        request.language,
      );
    },
  );

  app.post(
    routes.payAllJourneys.path,
    {
      schema: {
        summary: 'A payment session for every owed trip of the lookup, plus prepaid trips',
        description:
          'The free-flow visitor\u2019s flow: every completed, payable trip of the plate (OMP and ongoing ' +
          'trips left out) and the prepaid trips listed. Errors as POST /payments/journeys.',
        tags,
        headers: tenantHeadersSchema,
        querystring: lookupSessionQuerySchema,
        body: payAllJourneysBodySchema,
        response: { 200: paymentSessionSchema },
      },
    },
    (request) =>
      payments.createSession(
        request.whitelabel,
        {
          kind: 'allJourneys',
          lookupSessionId: request.query.sessionId,
          prepayments: request.body.prepayments,
        },
        request.language,
      ),
  );

  app.get(
    routes.paymentMethods.path,
    {
      schema: {
        summary: 'The payment methods of the white-label, with the text of those unavailable',
        tags,
        headers: tenantHeadersSchema,
        querystring: contentQuerySchema,
        response: { 200: paymentMethodsResponseSchema },
      },
    },
    (request) => payments.methods(request.whitelabel, request.language),
  );

  app.post(
    routes.paymentPsp.path,
    {
      schema: {
        summary: 'Sends a payment session to the card PSP: the hosted page to post the browser to',
        description:
          'Paybox or Axepta (the white-label\u2019s), real or the embedded simulator. The payment is ' +
          'confirmed only by the PSP\u2019s signed notification. Errors: 400 invalid_request, ' +
          'payment_method_disabled; 403 payment_session_invalid (basket expired); 404 ' +
          'payment_not_found; 409 payment_already_started, payment_journeys_invalid (a trip was ' +
          'paid meanwhile: nothing is charged).',
        tags,
        headers: tenantHeadersSchema,
        body: pspPaymentBodySchema,
        response: { 200: pspResponseSchema },
      },
    },
    (request) =>
      payments.startCardPayment(
        request.whitelabel,
        request.body,
        originOf(request),
        isMobileBrowser(request.headers),
      ),
  );

  app.post(
    routes.paymentPrivateCards.path,
    {
      schema: {
        summary: 'Pays a payment session with a fleet card (TOTAL, DKV, SHELL, ESSO)',
        description:
          'Checked, recorded, then charged at the fleet-card processor (idempotently by payment): ' +
          'SUCCEED, REJECTED (refused by the issuer), DUPLICATED (the trips were paid by another ' +
          'payment meanwhile: the charge is voided), or PENDING when the processor did not answer ' +
          '(a job asks it again; GET /payments/{id} says when it is settled). Errors: 400 ' +
          'payment_method_disabled (no fleet-card processor, or the method is off), ' +
          'private_card_bin_error, private_card_type_not_match, prepayment_not_allowed, ' +
          'in_progress_journey_not_allowed, journey_vehicle_category_forbidden, invalid_request ' +
          '(expiry, CVV); 403 payment_session_invalid; 404 payment_not_found; 409 ' +
          'payment_already_started, payment_being_confirmed (this payment\u2019s charge awaits the ' +
          'issuer: do not pay again), payment_journeys_invalid (a trip was paid, or is being paid ' +
          'by a fleet card awaiting its issuer).',
        tags,
        headers: tenantHeadersSchema,
        body: privateCardPaymentBodySchema,
        response: {
          200: paymentStatusResponseSchema,
        },
      },
    },
    (request) => payments.payWithFleetCard(request.whitelabel, request.body),
  );

  app.get(
    routes.paymentReceipt.path,
    {
      schema: {
        summary: 'The receipt of a successful payment (PDF, receipt.pdf), in the request language',
        description: 'Errors: 404 payment_not_found; 409 receipt_unavailable (not SUCCEED).',
        tags,
        headers: tenantHeadersSchema,
        querystring: paymentReceiptQuerySchema.extend(contentQuerySchema.shape),
        response: {
          200: z.any().describe('application/pdf'),
        },
      },
    },
    async (request, reply) => {
      const pdf = await payments.receipt(
        request.whitelabel,
        request.query.sessionId,
        request.language,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="receipt.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    routes.sendPaymentReceipt.path,
    {
      schema: {
        summary:
          'E-mails the receipt of a successful payment (or a duplicate’s notice) to an address',
        description:
          'Answers 202 once the e-mail is queued: the receipt of a SUCCEED payment, or for a DUPLICATED ' +
          'one (its trips were paid by another payment) the notice that its money is not taken or is ' +
          'refunded. Errors: 404 payment_not_found; 409 receipt_unavailable (any other status); ' +
          '429 receipt_resend_limit when the payment was already re-sent RECEIPT_RESEND_MAX_PER_PAYMENT ' +
          'times, or the address received RECEIPT_RESEND_MAX_PER_RECIPIENT re-sent receipts, in 24 hours.',
        tags,
        headers: tenantHeadersSchema,
        body: sendReceiptBodySchema,
        response: { 202: z.null() },
      },
    },
    async (request, reply) => {
      await payments.sendReceipt(request.whitelabel, request.body, request.language);
      return reply.code(202).send(null);
    },
  );

  app.get(
    routes.paymentEmail.path,
    {
      schema: {
        summary: 'The e-mail a payment was made with',
        tags,
        headers: tenantHeadersSchema,
        params: idParams,
        response: { 200: paymentEmailResponseSchema },
      },
    },
    (request) => payments.email(request.whitelabel, request.params.id),
  );

  app.get(
    routes.paymentStatus.path,
    {
      schema: {
        summary: 'Where a payment stands (PENDING until the PSP\u2019s signed notification)',
        description:
          'prepaidTrips: the credits its prepaid trips made (valid 30 days by default), each with ' +
          'the trips used by journeys, still usable, and expired unused (not refunded).',
        tags,
        headers: tenantHeadersSchema,
        params: idParams,
        response: { 200: paymentStatusResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return payments.status(request.whitelabel, request.params.id, request.language);
    },
  );

  const returnSchema = {
    summary: 'Where a PSP sends the browser back: redirects to the processing page',
    description:
      'Never confirms a payment: only the PSP\u2019s notification does. GET with the PSP\u2019s ' +
      'query (Paybox, Axepta) or POST with a form body (Axepta may post its return).',
    tags,
    params: idParams,
    response: { 303: z.null() },
  };
  const browserReturn = async (request: FastifyRequest<{ Params: { id: string } }>) =>
    payments.browserReturn(
      request.whitelabel,
      request.params.id,
      rawQueryOf(request.url),
      request.language,
    );
  app.get(routes.paymentReturn.path, { schema: returnSchema }, async (request, reply) =>
    reply.redirect(await browserReturn(request), 303),
  );
  app.post(routes.paymentReturnPost.path, { schema: returnSchema }, async (request, reply) =>
    reply.redirect(await browserReturn(request), 303),
  );

  app.get(
    routes.payboxNotification.path,
    {
      schema: {
        summary: 'Paybox\u2019s server-to-server notification (IPN), RSA-SHA1 signed',
        description:
          'Verified over the raw query string; applied once (replays are no-ops). 200 with an empty ' +
          'body when taken (also for an unknown payment, logged); 400 invalid_notification when ' +
          'the signature does not verify (logged).',
        tags,
        response: { 200: z.null() },
      },
    },
    async (request, reply) => {
      await payments.payboxNotification(request.whitelabel, rawQueryOf(request.url));
      return reply.code(200).send(null);
    },
  );

  app.post(
    routes.axeptaNotification.path,
    {
      schema: {
        summary:
          'Axepta\u2019s server-to-server notification (URLNotify): Len and Data, MAC checked',
        description:
          'application/x-www-form-urlencoded (Latin-1). 200 when taken (replays are no-ops; an ' +
          'unknown payment is logged); 400 invalid_notification when it cannot be decrypted or its ' +
          'MAC does not match (logged), never a 500.',
        tags,
        response: { 200: z.null() },
      },
    },
    async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      await payments.axeptaNotification(request.whitelabel, body, request.headers['content-type']);
      return reply.code(200).send(null);
    },
  );

  app.get(
    routes.paymentConfirmationPage.path,
    {
      schema: {
        summary: 'The success page\u2019s data, in the request language',
        tags: ['content'],
        headers: tenantHeadersSchema,
        querystring: contentQuerySchema,
        response: { 200: confirmationPageSchema },
      },
      config: { publicContent: true },
    },
    (request) => payments.confirmationPage(request.whitelabel, request.language),
  );
};
