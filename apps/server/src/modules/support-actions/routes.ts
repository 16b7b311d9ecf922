import {
  cancelJourneyBodySchema,
  extendDeadlineBodySchema,
  maxDeadlineExtensionDays,
  movePassagesBodySchema,
  movePassagesResponseSchema,
  resendReceiptBodySchema,
  resendReceiptParamsSchema,
  resendReceiptResponseSchema,
  routes,
  supportJourneyParamsSchema,
  supportJourneySchema,
} from '@portico/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantHeadersSchema } from '../../plugins/whitelabel.ts';
import { type StaffGuard, staffActorOf } from '../staff/guard.ts';
import type { SupportActionsService } from './service.ts';

export interface SupportActionsRoutesOptions {
  supportActions: SupportActionsService;
  /** The console's guard, shared by every console route plugin (staff/guard.ts). */
  guard: StaffGuard;
}

const tags = ['Operator console'];

/**
 * The support agent's actions on a vehicle (issue 28 item 7): each behind the console guard of its
 * action (role, session, origin; a fresh passkey check for a cancellation and a move), each with
 * the agent's reason, each written with its audit event in one transaction.
 */
export const supportActionsRoutes: FastifyPluginAsyncZod<SupportActionsRoutesOptions> = async (
  app,
  { supportActions, guard },
) => {
  app.post(
    routes.resendReceipt.path,
    {
      schema: {
        summary: 'E-mails a paid payment\u2019s receipt again',
        description:
          'Action receipts.resend. To the payment\u2019s address, or to `email` when given, through ' +
          'the mail outbox like the first receipt, in the payment\u2019s language. Errors: 404 ' +
          'payment_not_found (unknown or another white-label\u2019s); 409 payment_not_paid (not ' +
          'SUCCEED), receipt_recipient_missing (no address on the payment and none given).',
        tags,
        headers: tenantHeadersSchema,
        params: resendReceiptParamsSchema,
        body: resendReceiptBodySchema,
        response: { 200: resendReceiptResponseSchema },
      },
      preHandler: guard.require('receipts.resend'),
    },
    (request) =>
      supportActions.resendReceipt(staffActorOf(request), request.params.paymentId, request.body),
  );

  app.post(
    routes.cancelJourney.path,
    {
      schema: {
        summary: 'Cancels a trip read in error',
        description:
          'Action trips.cancel, with a passkey check within five minutes. The trip is no longer ' +
          'due: it leaves the driver\u2019s lookups, lists and baskets, its dunning stops, and it ' +
          'stays for the staff as cancelled with who, when and why. Errors: 404 journey_not_found; ' +
          '409 journey_already_paid (a refund is the finance desk\u2019s), journey_not_cancellable ' +
          '(already cancelled, still on the road, or paid by toll tag).',
        tags,
        headers: tenantHeadersSchema,
        params: supportJourneyParamsSchema,
        body: cancelJourneyBodySchema,
        response: { 200: supportJourneySchema },
      },
      preHandler: guard.require('trips.cancel'),
    },
    (request) =>
      supportActions.cancelJourney(
        staffActorOf(request),
        Number(request.params.journeyId),
        request.body.reason,
      ),
  );

  app.post(
    routes.movePassages.path,
    {
      schema: {
        summary: 'Moves passages read from a wrong plate to the right one',
        description:
          'Action passages.move, with a passkey check within five minutes. In one transaction the ' +
          'passages take the plate, and the trips of every plate involved are rebuilt from their ' +
          'passages and priced. Errors: 404 passage_not_found (unknown or another white-label\u2019s); ' +
          '409 passages_not_movable (a passage belongs to a paid, noticed, cancelled or contested ' +
          'trip, or is already on that plate).',
        tags,
        headers: tenantHeadersSchema,
        body: movePassagesBodySchema,
        response: { 200: movePassagesResponseSchema },
      },
      preHandler: guard.require('passages.move'),
    },
    (request) =>
      supportActions.movePassages(staffActorOf(request), {
        passageIds: request.body.passageIds,
        to: { plate: request.body.toPlate, countryCode: request.body.toCountry },
        reason: request.body.reason,
      }),
  );

  app.post(
    routes.extendDeadline.path,
    {
      schema: {
        summary: 'Extends a trip\u2019s deadline',
        description:
          'Action deadlines.extend. While due, the 72-hour deadline moves; on a notice or a ' +
          'non-payment finding, its transmission to the prosecutor (and the reduced indemnity\u2019s ' +
          'days with it). The dunning schedule follows and the driver\u2019s pages show the new ' +
          'deadline. Errors: 400 deadline_extension_invalid (`until` not after the current deadline ' +
          `and now, or more than ${maxDeadlineExtensionDays} days after it); 404 journey_not_found; ` +
          '409 deadline_not_extendable (paid, cancelled, sent to the prosecutor, imported, ' +
          'contested or not priced).',
        tags,
        headers: tenantHeadersSchema,
        params: supportJourneyParamsSchema,
        body: extendDeadlineBodySchema,
        response: { 200: supportJourneySchema },
      },
      preHandler: guard.require('deadlines.extend'),
    },
    (request) =>
      supportActions.extendDeadline(staffActorOf(request), Number(request.params.journeyId), {
        until: new Date(request.body.until),
        reason: request.body.reason,
      }),
  );
};
